import '../cloning.css';
import { useTranslation } from 'react-i18next';
import type { LiveJobRun } from '../../jobs';
import { useYoastOf } from '../hooks/useCloning';
import { isUnfinished } from '../hooks/useCloneRuns';
import { CloneOutcome } from './CloneOutcome';
import { CloneRunLine } from './CloneRunLine';

interface CloneProgressProps {
  runs: readonly LiveJobRun[];
  articleOf?: (run: LiveJobRun) => string | null;
  testId?: string;
}

/** Each destination's live state, then the operation's ending once every run is over. */
export function CloneProgress({ runs, articleOf, testId = 'clone-progress' }: CloneProgressProps) {
  const { t } = useTranslation();
  const yoastOf = useYoastOf(runs);
  if (runs.length === 0) return null;
  const running = runs.some(isUnfinished);
  return (
    <section
      className="ams-clone-progress"
      data-testid={testId}
      data-running={running}
      role="status"
      aria-live="polite"
      aria-label={t('cloning.progressLabel')}
    >
      <ul className="ams-clone-runs">
        {runs.map((run) => (
          <CloneRunLine key={run.id} run={run} yoast={yoastOf(run)} article={articleOf?.(run)} />
        ))}
      </ul>
      {!running && <CloneOutcome runs={runs} articleOf={articleOf} />}
    </section>
  );
}
