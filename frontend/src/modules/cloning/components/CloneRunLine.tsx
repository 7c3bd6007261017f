import { ProgressBar, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { YoastOutcome } from '../../../api/cloning';
import { type LiveJobRun, STATE_INTENT, STATE_LABEL, stageLabel, RetryNote } from '../../jobs';
import { isUnfinished } from '../hooks/useCloneRuns';
import { useLinkProps } from '../../../ui/useLinkProps';
import { YoastNote } from './YoastNote';

/** One destination of a clone: its busy state and bar while it runs, then how it ended. */
export function CloneRunLine({
  run,
  yoast,
  article,
}: {
  run: LiveJobRun;
  yoast: YoastOutcome | null;
  /** The article's title, in a batch of several. */
  article?: string | null;
}) {
  const { t } = useTranslation();
  const link = useLinkProps();
  const running = isUnfinished(run);
  // An AI copy its website holds for review: written nowhere yet.
  const held = run.state === 'completed' && (run.detail?.held ?? 0) > 0;
  const label = held
    ? t('cloning.heldForReview')
    : run.state === 'active'
      ? `${stageLabel(t, run.stage) || t(STATE_LABEL.active)} · ${run.progress}%`
      : t(STATE_LABEL[run.state]);
  return (
    <li
      className="ams-clone-run"
      data-testid={`clone-run-${run.id}`}
      data-state={run.state}
      data-stage={run.stage ?? ''}
      data-percent={run.progress}
    >
      <div className="ams-clone-run-head">
        <span className="ams-clone-run-site">
          {article && <span className="ams-clone-run-article">{article} → </span>}
          {run.websiteName ?? `#${run.websiteId ?? '?'}`}
        </span>
        <Tag
          minimal
          intent={held ? 'warning' : STATE_INTENT[run.state]}
          data-testid={`clone-run-state-${run.id}`}
        >
          {label}
        </Tag>
      </div>
      {running && (
        <ProgressBar
          intent="primary"
          value={run.state === 'active' ? run.progress / 100 : undefined}
          animate
          stripes
          aria-label={t('jobs.progress', { percent: run.progress })}
        />
      )}
      {running && <RetryNote run={run} />}
      {held && (
        <a
          {...link(`/apps/reviews${run.websiteId ? `?websiteId=${run.websiteId}` : ''}`)}
          data-testid={`clone-run-review-${run.id}`}
        >
          {t('cloning.openReviews')}
        </a>
      )}
      {run.state === 'completed' && !held && (
        <YoastNote yoast={yoast} testId={`clone-run-yoast-${run.id}`} />
      )}
    </li>
  );
}
