import { Button } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  isFinished,
  type JobKind,
  type JobListQuery,
  type JobRun,
  type JobSort,
  type JobState,
} from '../../../api/jobs';
import { formatDateTime, formatDuration } from '../../../lib/intl';
import type { DataColumn } from '../../../ui/list/dataColumn';
import { toApiQuery } from '../../../ui/list/listParams';
import { ListResults } from '../../../ui/list/ListResults';
import type { ListState } from '../../../ui/list/useListParams';
import { useLinkProps } from '../../../ui/useLinkProps';
import { jobRunQuery, type LiveJobRun } from '../hooks/jobWatch';
import { useJobs } from '../hooks/useJobs';
import { failureText, kindLabel } from '../jobLabels';
import { CancelJobButton } from './CancelJobButton';
import { JobStateCell } from './JobStateCell';

export type JobFilter = 'name' | 'state' | 'websiteId';

interface JobsListProps {
  list: ListState<JobSort, JobFilter>;
  onOpen: (run: JobRun) => void;
  onRetry?: (run: JobRun) => void;
}

/** The address's filters are text; the API wants the website as a number. */
function toJobQuery(list: ListState<JobSort, JobFilter>): JobListQuery {
  const { name, state, websiteId, ...rest } = toApiQuery(list.params);
  const website = Number(websiteId);
  return {
    ...rest,
    perPage: rest.perPage as JobListQuery['perPage'],
    ...(name ? { name: name as JobKind } : {}),
    ...(state ? { state: state as JobState } : {}),
    ...(Number.isInteger(website) && website > 0 ? { websiteId: website } : {}),
  };
}

/** Job history, paged by the server; new runs and state changes appear without reload. */
export function JobsList({ list, onOpen, onRetry }: JobsListProps) {
  const { t, i18n } = useTranslation();
  const link = useLinkProps();
  const query = useJobs(toJobQuery(list));

  const columns = useMemo(
    (): DataColumn<JobRun>[] => [
      {
        id: 'kind',
        title: t('jobs.columns.kind'),
        sortKey: 'name',
        width: 170,
        grow: 1,
        interactive: true,
        render: (run) => (
          <Button
            variant="minimal"
            size="small"
            className="ams-job-open"
            ellipsizeText
            title={`#${run.id} ${kindLabel(t, run.name)}`}
            text={`#${run.id} ${kindLabel(t, run.name)}`}
            data-testid={`job-open-${run.id}`}
            onClick={() => onOpen(run)}
          />
        ),
      },
      {
        id: 'website',
        priority: 4,
        title: t('jobs.columns.website'),
        width: 140,
        grow: 1,
        interactive: true,
        render: (run) =>
          run.websiteId !== null ? (
            <a {...link(`/apps/websites/view/${run.websiteId}`)}>
              {run.websiteName ?? `#${run.websiteId}`}
            </a>
          ) : (
            <span className="ams-muted">—</span>
          ),
      },
      {
        id: 'state',
        title: t('jobs.columns.state'),
        sortKey: 'state',
        width: 170,
        render: (run) => <JobStateCell run={run} />,
      },
      {
        id: 'reason',
        title: t('jobs.columns.reason'),
        width: 200,
        grow: 3,
        render: (run) =>
          run.state === 'failed' || run.state === 'cancelled' ? (
            <span
              className="ams-job-reason"
              data-testid={`job-reason-${run.id}`}
              title={failureText(t, run)}
            >
              {failureText(t, run)}
            </span>
          ) : null,
      },
      {
        id: 'user',
        priority: 2,
        title: t('jobs.columns.user'),
        width: 130,
        render: (run) => run.userName ?? <span className="ams-muted">{t('jobs.system')}</span>,
      },
      {
        id: 'created',
        priority: 3,
        title: t('jobs.columns.created'),
        sortKey: 'createdAt',
        width: 150,
        render: (run) => formatDateTime(run.createdAt, i18n.language),
      },
      {
        id: 'duration',
        priority: 1,
        title: t('jobs.columns.duration'),
        sortKey: 'finishedAt',
        width: 100,
        render: (run) => formatDuration(run.durationMs, i18n.language),
      },
      {
        id: 'actions',
        title: '',
        width: 48,
        interactive: true,
        render: (run) => <RunActions run={run} onRetry={onRetry} />,
      },
    ],
    [t, i18n.language, link, onOpen, onRetry],
  );

  return (
    <ListResults
      testId="jobs-table"
      query={query}
      list={list}
      columns={columns}
      emptyTitle={t('jobs.empty')}
      emptyBody={t('jobs.emptyBody')}
      errorTitle={t('jobs.loadFailed')}
    />
  );
}

/**
 * Stop while a run waits or runs, retry once it failed. A run the list read unfinished is followed
 * live, as its state cell is: once it ends, Stop goes at once, not when the list is read again.
 */
function RunActions({ run, onRetry }: { run: JobRun; onRetry?: (run: JobRun) => void }) {
  return isFinished(run.state) ? (
    <RetryButton run={run} onRetry={onRetry} />
  ) : (
    <LiveRunActions run={run} onRetry={onRetry} />
  );
}

function LiveRunActions({ run, onRetry }: { run: JobRun; onRetry?: (run: JobRun) => void }) {
  // The run as its state cell follows it: that cell watches the run's room, this reads its cache.
  const live = useQuery<LiveJobRun>(jobRunQuery(run.id)).data ?? run;
  return live.cancellable ? (
    <CancelJobButton run={live} compact />
  ) : (
    <RetryButton run={live} onRetry={onRetry} />
  );
}

function RetryButton({ run, onRetry }: { run: JobRun; onRetry?: (run: JobRun) => void }) {
  const { t } = useTranslation();
  if (!onRetry || !run.retryable) return null;
  return (
    <Button
      variant="minimal"
      size="small"
      icon="repeat"
      aria-label={t('jobs.retryRun', { id: run.id })}
      title={t('jobs.retry')}
      data-testid={`job-retry-${run.id}`}
      onClick={() => onRetry(run)}
    />
  );
}
