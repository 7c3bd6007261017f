import '../cloning.css';
import { ProgressBar, Tag } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { stageLabel, STATE_LABEL, useJobRuns } from '../../jobs';
import { isUnfinished } from '../hooks/useCloneRuns';

/**
 * An article row's clone jobs in one cell: the busy state and overall progress while any runs
 * (each destination named in the tooltip), then how they ended.
 */
export function CloneActivity({
  articleId,
  jobIds,
  after,
}: {
  articleId: number;
  jobIds: number[];
  /** Shown beside the outcome once every run ended (the clone count). */
  after?: ReactNode;
}) {
  const { t } = useTranslation();
  const { runs } = useJobRuns({ ids: jobIds });
  const running = runs.filter(isUnfinished);
  const failed = runs.filter((run) => run.state === 'failed').length;
  const tooltip = runs
    .map(
      (run) =>
        `${run.websiteName ?? `#${run.websiteId}`}: ${stageLabel(t, run.stage) || t(STATE_LABEL[run.state])} ${run.progress}%`,
    )
    .join('\n');
  let body;
  if (runs.length === 0) body = null;
  else if (running.length > 0) {
    const lead = running.find((run) => run.state === 'active') ?? running[0]!;
    const percent = Math.round(
      runs.reduce((sum, run) => sum + (isUnfinished(run) ? run.progress : 100), 0) / runs.length,
    );
    body = (
      <span className="ams-job-live">
        <span className="ams-job-live-label">
          {lead.state === 'active'
            ? stageLabel(t, lead.stage) || t(STATE_LABEL.active)
            : t(STATE_LABEL.waiting)}
          {` · ${percent}%`}
          {runs.length > 1 && ` · ${runs.length - running.length}/${runs.length}`}
        </span>
        <ProgressBar
          intent="primary"
          value={percent / 100}
          animate
          stripes
          aria-label={t('jobs.progress', { percent })}
        />
      </span>
    );
  } else {
    body = (
      <span className="ams-clone-ended">
        <Tag minimal intent={failed ? 'danger' : 'success'} icon={failed ? 'error' : 'tick'}>
          {failed ? t('cloning.failedShort', { count: failed }) : t('cloning.doneShort')}
        </Tag>
        {after}
      </span>
    );
  }
  return (
    <span
      className="ams-clone-activity"
      title={tooltip}
      data-testid={`clone-activity-${articleId}`}
      data-running={running.length > 0}
      data-stage={running.find((run) => run.state === 'active')?.stage ?? ''}
    >
      {body}
    </span>
  );
}
