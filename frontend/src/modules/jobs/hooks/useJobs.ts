import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { cancelJob, fetchJobs, retryJob, type JobListQuery } from '../../../api/jobs';
import { JOBS_KEY, jobsListKey, jobKey } from '../queryKeys';
import { jobRunQuery, useWatchRuns, type LiveJobRun } from './jobWatch';

/** A page of job history that follows runs appearing and changing state, without reload. */
export function useJobs(query: JobListQuery, enabled = true) {
  return useQuery({
    queryKey: jobsListKey(query),
    queryFn: () => fetchJobs(query),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export { laterRun, type LiveJobRun } from './jobWatch';

/**
 * One run, live: read once from the API (a page opened mid-run shows where it stands), then
 * followed on `job:<id>` (`job.progress`, `job.completed`, `job.failed`). The room is asked for
 * again on every reconnection. `id` 0 or less follows nothing. A workflow that follows its runs
 * (one or many, with their endings) uses {@link useJobRuns}, built on the same reading and room.
 */
export function useJobProgress(id: number) {
  const query = useQuery<LiveJobRun>(jobRunQuery(id));
  useWatchRuns([id]);
  return query;
}

export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => retryJob(id),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: JOBS_KEY }),
  });
}

/** Stops a run: its own query takes the answer at once, the lists are read again. */
export function useCancelJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => cancelJob(id),
    onSuccess: (run) => {
      queryClient.setQueryData<LiveJobRun>(jobKey(run.id), (live) => ({ ...live, ...run }));
      void queryClient.invalidateQueries({ queryKey: JOBS_KEY });
    },
  });
}
