import type { JobProgress } from '@events';
import {
  keepPreviousData,
  replaceEqualDeep,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  cancelJob,
  fetchJob,
  fetchJobs,
  retryJob,
  type JobListQuery,
  type JobRun,
  isFinished,
} from '../../../api/jobs';
import { subscribeRealtime } from '../../../api/realtimeSubscription';
import type { AppSocket } from '../../../api/socket';
import { JOBS_KEY, jobsListKey, jobKey } from '../queryKeys';

/** A page of job history that follows runs appearing and changing state, without reload. */
export function useJobs(query: JobListQuery, enabled = true) {
  return useQuery({
    queryKey: jobsListKey(query),
    queryFn: () => fetchJobs(query),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/**
 * A run as the API answers it, with the counts its last live event carried (pages, articles…
 * while it runs; history keeps a completed run's outcome counts).
 */
export type LiveJobRun = JobRun;

/** Folds a live event of `job:<id>` into the run as the API answered it. */
function applyProgress(run: LiveJobRun | undefined, event: JobProgress): LiveJobRun | undefined {
  if (!run) return run;
  const finished = isFinished(event.state);
  return {
    ...run,
    state: event.state,
    stage: event.stage ?? run.stage,
    progress: event.progress,
    message: event.message ?? (finished ? run.message : null),
    code: event.code ?? run.code,
    params: event.code ? (event.params ?? null) : run.params,
    detail: event.detail ?? run.detail,
    attempts: event.retry?.attempts ?? run.attempts,
    // Set while it waits for its next attempt after a failed one; any other event clears it.
    nextAttemptAt: event.retry?.nextAttemptAt ?? null,
    ...(finished && !run.finishedAt ? { finishedAt: new Date().toISOString() } : {}),
    ...(finished ? { cancellable: false } : {}),
  };
}

const STATE_RANK: Record<LiveJobRun['state'], number> = {
  waiting: 0,
  active: 1,
  completed: 2,
  failed: 2,
  cancelled: 2,
};

/**
 * What a fresh read of a run leaves shown: history is written a few times a second at most, so a
 * read taken while the run goes on (a list refreshed, a reconnection) can lag the live events
 * already shown; it never takes the bar back. A later attempt, or an ended run, is always taken.
 */
export function laterRun(held: LiveJobRun | undefined, read: LiveJobRun): LiveJobRun {
  if (!held || held.id !== read.id || held.attempts !== read.attempts) return read;
  if (isFinished(read.state) || isFinished(held.state)) return read;
  const behind =
    STATE_RANK[read.state] < STATE_RANK[held.state] ||
    (read.state === held.state && read.progress < held.progress);
  return behind ? held : read;
}

function follow(queryClient: QueryClient, id: number, event: JobProgress) {
  if (Number(event.jobId) !== id) return;
  queryClient.setQueryData<LiveJobRun>(jobKey(id), (run) => applyProgress(run, event));
  // A run that ended is read again (its duration, whether it may be retried), with the lists.
  if (isFinished(event.state)) {
    void queryClient.invalidateQueries({ queryKey: JOBS_KEY });
  }
}

/**
 * One run, live: read once from the API (a page opened mid-run shows where it stands), then
 * followed on `job:<id>` (`job.progress`, `job.completed`, `job.failed`). The room is asked for
 * again on every reconnection. `id` 0 or less follows nothing.
 */
export function useJobProgress(id: number) {
  const queryClient = useQueryClient();
  const query = useQuery<LiveJobRun>({
    queryKey: jobKey(id),
    queryFn: () => fetchJob(id),
    enabled: id > 0,
    structuralSharing: (held, read) =>
      replaceEqualDeep(held, laterRun(held as LiveJobRun | undefined, read as LiveJobRun)),
  });

  useEffect(() => {
    if (id <= 0) return;
    let socket: AppSocket | undefined;
    const watch = () => socket?.emit('job.watch', String(id), () => undefined);
    const onEvent = (event: JobProgress) => follow(queryClient, id, event);
    const onReconnect = () => {
      watch();
      void queryClient.invalidateQueries({ queryKey: jobKey(id) });
    };
    return subscribeRealtime(
      {
        connect: onReconnect,
        'job.progress': onEvent,
        'job.completed': onEvent,
        'job.failed': onEvent,
      },
      (connected) => {
        socket = connected;
        if (socket.connected) watch();
      },
    );
  }, [id, queryClient]);

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
