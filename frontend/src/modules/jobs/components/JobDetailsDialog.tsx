import { Button, Callout, Classes, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { JobRun } from '../../../api/jobs';
import { formatDateTime, formatDuration } from '../../../lib/intl';
import { DetailsTable, type DetailRow } from '../../../ui/DetailsTable';
import { syncCounts } from '../syncCounts';
import { useJobProgress } from '../hooks/useJobs';
import { failureText, kindLabel, stageLabel, STATE_LABEL } from '../jobLabels';
import { CancelJobButton } from './CancelJobButton';

interface JobDetailsDialogProps {
  run: JobRun | null;
  onClose: () => void;
  onRetry?: (run: JobRun) => void;
  retrying: boolean;
}

/** Everything known about one run, followed live while it runs: the error in full, and retry. */
export function JobDetailsDialog({
  run: listed,
  onClose,
  onRetry,
  retrying,
}: JobDetailsDialogProps) {
  const { t, i18n } = useTranslation();
  const live = useJobProgress(listed?.id ?? 0).data;
  const run = live ?? listed;
  return (
    <Dialog
      isOpen={listed !== null}
      onClose={onClose}
      title={run ? t('jobs.details.title', { id: run.id }) : ''}
      icon="history"
      data-testid="job-details"
    >
      {run && (
        <>
          <DialogBody>
            {run.state === 'failed' && (
              <Callout intent="danger" icon="error" title={t('jobs.details.reason')}>
                <p data-testid="job-details-reason">{failureText(t, run)}</p>
                {run.code && <code className={Classes.TEXT_MUTED}>{run.code}</code>}
              </Callout>
            )}
            <DetailsTable
              testId="job-details-table"
              rowTestId="job-detail"
              rows={[
                [t('jobs.columns.kind'), kindLabel(t, run.name), 'kind'],
                [t('jobs.columns.state'), t(STATE_LABEL[run.state]), 'state'],
                [
                  t('jobs.columns.stage'),
                  // A completed run is past its stages; a failed one says where it stopped.
                  (run.state !== 'completed' && stageLabel(t, run.stage)) || '—',
                  'stage',
                ],
                [t('jobs.details.progress'), `${run.progress}%`, 'progress'],
                ...(run.state === 'completed' && run.name === 'sync.website' && run.detail
                  ? [[t('jobs.details.outcome'), syncCounts(t, run.detail), 'outcome'] as DetailRow]
                  : []),
                [t('jobs.columns.website'), run.websiteName ?? '—', 'website'],
                [t('jobs.columns.user'), run.userName ?? t('jobs.system'), 'user'],
                [t('jobs.details.attempts'), String(run.attempts), 'attempts'],
                [
                  t('jobs.columns.created'),
                  formatDateTime(run.createdAt, i18n.language),
                  'created',
                ],
                [
                  t('jobs.details.started'),
                  formatDateTime(run.startedAt, i18n.language) || '—',
                  'started',
                ],
                [
                  t('jobs.details.finished'),
                  formatDateTime(run.finishedAt, i18n.language) || '—',
                  'finished',
                ],
                [
                  t('jobs.columns.duration'),
                  formatDuration(run.durationMs, i18n.language) || '—',
                  'duration',
                ],
              ]}
            />
          </DialogBody>
          <DialogFooter
            actions={
              <>
                <Button text={t('common.close')} onClick={onClose} />
                <CancelJobButton run={run} />
                {onRetry && run.retryable && (
                  <Button
                    intent="primary"
                    icon="repeat"
                    text={t('jobs.retry')}
                    loading={retrying}
                    data-testid="job-details-retry"
                    onClick={() => onRetry(run)}
                  />
                )}
              </>
            }
          />
        </>
      )}
    </Dialog>
  );
}
