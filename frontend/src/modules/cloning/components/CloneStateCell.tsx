import { ProgressBar, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { CloneRow } from '../../../api/cloning';
import { errorText } from '../../../i18n/errorText';
import { useJobProgress, stageLabel, STATE_LABEL } from '../../jobs';
import { useLinkProps } from '../../../ui/useLinkProps';
import { YoastNote } from './YoastNote';

export const CLONE_STATE_KEY = {
  running: 'cloning.state.running',
  held: 'cloning.state.held',
  completed: 'cloning.state.completed',
  failed: 'cloning.state.failed',
  cancelled: 'cloning.state.cancelled',
} as const;

export const CLONE_STATE_INTENT = {
  running: 'primary',
  held: 'warning',
  completed: 'success',
  failed: 'danger',
  cancelled: 'warning',
} as const;

/** A clone's outcome; while its job runs, its stage and bar live from the job's room. */
export function CloneStateCell({ row }: { row: CloneRow }) {
  const { t } = useTranslation();
  const link = useLinkProps();
  const jobId = row.state === 'running' && row.lastJobId ? Number(row.lastJobId) : 0;
  const live = useJobProgress(jobId).data;
  if (row.state === 'running') {
    const active = live?.state === 'active';
    return (
      <span
        className="ams-job-live"
        data-testid={`clone-state-${row.id}`}
        data-state="running"
        data-stage={live?.stage ?? ''}
      >
        <span className="ams-job-live-label">
          {active ? stageLabel(t, live.stage) || t(STATE_LABEL.active) : t(CLONE_STATE_KEY.running)}
          {active && ` · ${live.progress}%`}
        </span>
        <ProgressBar
          intent="primary"
          value={active ? live.progress / 100 : undefined}
          animate
          stripes
          aria-label={t('jobs.progress', { percent: live?.progress ?? 0 })}
        />
      </span>
    );
  }
  const reason =
    row.state === 'failed' || row.state === 'cancelled'
      ? (errorText(t, { code: row.errorCode }) ?? row.errorMessage ?? t('common.unknownError'))
      : null;
  return (
    <div className="ams-clone-state" data-testid={`clone-state-${row.id}`} data-state={row.state}>
      <Tag minimal intent={CLONE_STATE_INTENT[row.state]}>
        {t(CLONE_STATE_KEY[row.state])}
      </Tag>
      {reason && <span className="ams-clone-reason">{reason}</span>}
      {row.state === 'held' && (
        <a {...link(`/apps/reviews/${row.id}`)} data-testid={`clone-review-${row.id}`}>
          {t('cloning.reviewIt')}
        </a>
      )}
      {row.state === 'completed' && (
        <YoastNote yoast={row.yoast} testId={`clone-yoast-${row.id}`} />
      )}
    </div>
  );
}
