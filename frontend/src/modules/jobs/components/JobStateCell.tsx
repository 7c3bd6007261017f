import { ProgressBar, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { isFinished, type JobRun } from '../../../api/jobs';
import { useJobProgress } from '../hooks/useJobs';
import { RetryNote } from './RetryNote';
import { STATE_INTENT, STATE_LABEL, stageLabel } from '../jobLabels';

/** A run's state; while it waits or runs, followed live on its room with its stage and bar. */
export function JobStateCell({ run }: { run: JobRun }) {
  const unfinished = run.state === 'waiting' || run.state === 'active';
  return unfinished ? <LiveState run={run} /> : <StateTag run={run} />;
}

function StateTag({ run }: { run: Pick<JobRun, 'id' | 'state'> }) {
  const { t } = useTranslation();
  return (
    <Tag
      minimal
      intent={STATE_INTENT[run.state]}
      data-testid={`job-state-${run.id}`}
      data-state={run.state}
    >
      {t(STATE_LABEL[run.state])}
    </Tag>
  );
}

function LiveState({ run: listed }: { run: JobRun }) {
  const { t } = useTranslation();
  const live = useJobProgress(listed.id).data ?? listed;
  const finished = isFinished(live.state);
  if (finished) return <StateTag run={live} />;
  return (
    <span
      className="ams-job-live"
      data-testid={`job-state-${live.id}`}
      data-state={live.state}
      data-percent={live.progress}
    >
      <span className="ams-job-live-label">
        {live.state === 'active'
          ? stageLabel(t, live.stage) || t(STATE_LABEL.active)
          : t(STATE_LABEL.waiting)}
        {live.state === 'active' && ` · ${live.progress}%`}
      </span>
      <ProgressBar
        intent="primary"
        value={live.state === 'active' ? live.progress / 100 : undefined}
        animate
        stripes
        aria-label={t('jobs.progress', { percent: live.progress })}
      />
      <RetryNote run={live} />
    </span>
  );
}
