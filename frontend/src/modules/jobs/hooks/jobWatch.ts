import type { JobProgress, JobText } from '@events';
import { replaceEqualDeep, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { fetchJob, isFinished, type JobRun } from '../../../api/jobs';
import { refetchAfterChange } from '../../../api/refetchAfterChange';
import { subscribeRealtime } from '../../../api/realtimeSubscription';
import type { AppSocket } from '../../../api/socket';
import { JOBS_KEY, jobKey } from '../queryKeys';

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

/** How one run is read (`GET /api/jobs/:id`) into the cache that its live events update. */
export const jobRunQuery = (id: number) => ({
  queryKey: jobKey(id),
  queryFn: () => fetchJob(id),
  enabled: id > 0,
  structuralSharing: (held: unknown, read: unknown) =>
    replaceEqualDeep(held, laterRun(held as LiveJobRun | undefined, read as LiveJobRun)),
});

function follow(queryClient: QueryClient, ids: ReadonlySet<number>, event: JobProgress) {
  const id = Number(event.jobId);
  if (!ids.has(id)) return;
  queryClient.setQueryData<LiveJobRun>(jobKey(id), (run) => applyProgress(run, event));
  // A run that ended is read again (its duration, whether it may be retried), with the lists.
  if (isFinished(event.state)) {
    void refetchAfterChange(queryClient, { queryKey: JOBS_KEY });
  }
}

const idsKey = (ids: readonly number[]) => [...new Set(ids.filter((id) => id > 0))].join(',');
const idsOf = (key: string) => (key ? key.split(',').map(Number) : []);

/**
 * The one room check: joins `job:<id>` of each run (asked again on every reconnection, when the
 * runs are read again too) and folds `job.progress`, `job.completed` and `job.failed` into them.
 */
export function useWatchRuns(ids: readonly number[]) {
  const queryClient = useQueryClient();
  const key = idsKey(ids);
  useEffect(() => {
    const watched = idsOf(key);
    if (watched.length === 0) return;
    const set = new Set(watched);
    let socket: AppSocket | undefined;
    const watch = () => {
      for (const id of watched) socket?.emit('job.watch', String(id), () => undefined);
    };
    const onEvent = (event: JobProgress) => follow(queryClient, set, event);
    const onReconnect = () => {
      watch();
      for (const id of watched) void refetchAfterChange(queryClient, { queryKey: jobKey(id) });
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
  }, [key, queryClient]);
}

export interface StreamedText {
  text: string;
  /** The last piece arrived (the whole text is known). */
  done: boolean;
}

export const NO_TEXT: StreamedText = { text: '', done: false };

/**
 * The text an AI model writes for each run (its `field`), as it streams in on `job:<id>`
 * (`job.text`, ordered by `seq`, shown only as far as it runs unbroken from the first piece).
 * Joining the room, the page is sent the pieces that went out before; the last event carries the
 * whole text. `field` null follows nothing.
 */
export function useStreamedTexts(
  ids: readonly number[],
  field: string | null,
): ReadonlyMap<number, StreamedText> {
  const key = field ? idsKey(ids) : '';
  const [state, setState] = useState<{ key: string; texts: ReadonlyMap<number, StreamedText> }>({
    key,
    texts: new Map(),
  });
  if (state.key !== key) setState({ key, texts: new Map() });

  useEffect(() => {
    const watched = idsOf(key);
    if (!field || watched.length === 0) return;
    const pieces = new Map(watched.map((id) => [id, new Map<number, string>()]));
    const put = (id: number, next: (held: StreamedText) => StreamedText) =>
      setState((s) =>
        s.key === key
          ? { key, texts: new Map(s.texts).set(id, next(s.texts.get(id) ?? NO_TEXT)) }
          : s,
      );
    let socket: AppSocket | undefined;
    const watch = () => {
      for (const id of watched) socket?.emit('job.text.watch', String(id), () => undefined);
    };
    const onText = (event: JobText) => {
      const id = Number(event.jobId);
      const held = pieces.get(id);
      if (!held || event.field !== field) return;
      if (event.done) {
        put(id, (s) => ({ text: event.text ?? s.text, done: true }));
        return;
      }
      held.set(event.seq, event.delta);
      // Only the unbroken start: a piece heard before one it follows (the ones sent again on
      // joining can arrive after newer ones) would show text without its beginning.
      let text = '';
      for (let seq = 0; held.has(seq); seq++) text += held.get(seq)!;
      put(id, (s) => (s.done ? s : { text, done: false }));
    };
    return subscribeRealtime({ connect: watch, 'job.text': onText }, (connected) => {
      socket = connected;
      if (socket.connected) watch();
    });
  }, [key, field]);

  return state.texts;
}
