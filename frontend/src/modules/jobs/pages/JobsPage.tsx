import '../jobs.css';
import { useAtomValue } from 'jotai';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { JOB_SORTS, type JobRun, type JobSort } from '../../../api/jobs';
import { errorText } from '../../../i18n/errorText';
import { abilityAtom } from '../../../state/abilityAtom';
import type { ListOptions } from '../../../ui/list/listParams';
import { ListPage } from '../../../ui/list/ListPage';
import { useListParams } from '../../../ui/list/useListParams';
import { showToast } from '../../../ui/toaster';
import type { ApiError } from '../../../api/errors';
import { JobDetailsDialog } from '../components/JobDetailsDialog';
import { JobsFilters } from '../components/JobsFilters';
import { JobsList, type JobFilter } from '../components/JobsList';
import { MaintenancePanel } from '../components/MaintenancePanel';
import { useRetryJob } from '../hooks/useJobs';
import { runMutation } from '../../../api/runMutation';

const LIST: ListOptions<JobSort, JobFilter> = {
  sortKeys: JOB_SORTS,
  defaultSort: 'createdAt',
  defaultDir: 'desc',
  filterKeys: ['name', 'state', 'websiteId'],
};

/** `/apps/jobs` (read on website): every run the caller may see, live, with reasons and retry. */
export default function JobsPage() {
  const { t } = useTranslation();
  const ability = useAtomValue(abilityAtom);
  const list = useListParams(LIST);
  const [open, setOpen] = useState<JobRun | null>(null);
  const retry = useRetryJob();

  const onRetry = useCallback(
    (run: JobRun) =>
      runMutation(retry, run.id, {
        onSuccess: ({ jobId }) => {
          void showToast({
            intent: 'success',
            icon: 'repeat',
            message: t('jobs.retried', { id: jobId }),
          });
          setOpen(null);
        },
        onError: (error) =>
          void showToast({
            intent: 'danger',
            icon: 'error',
            message: errorText(t, error as ApiError) ?? (error as Error).message,
          }),
      }),
    [retry, t],
  );
  const canRetry = ability.can('write', 'website');

  return (
    <>
      <ListPage
        title={t('jobs.title')}
        subtitle={t('jobs.subtitle')}
        search={{ list, placeholder: t('jobs.search'), testId: 'jobs-search' }}
        filters={<JobsFilters list={list} />}
      >
        <JobsList list={list} onOpen={setOpen} onRetry={canRetry ? onRetry : undefined} />
        {/* Periodic upkeep: administrators see it, and run a tick at once. */}
        {ability.can('manage', 'all') ? <MaintenancePanel /> : null}
      </ListPage>
      <JobDetailsDialog
        run={open}
        onClose={() => setOpen(null)}
        onRetry={canRetry ? onRetry : undefined}
        retrying={retry.isPending}
      />
    </>
  );
}
