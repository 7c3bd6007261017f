import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../ui/toaster';
import { ARTICLES_KEY } from '../../content';
import {
  useJobProgress,
  useJobs,
  type LiveJobRun,
  JOBS_KEY,
  failureText,
  syncCounts,
} from '../../jobs';
import { WEBSITES_KEY } from '../queryKeys';

export type SyncPhase = 'idle' | 'starting' | 'waiting' | 'running';

export interface SyncState {
  phase: SyncPhase;
  /** The run being followed, live; undefined until it is known. */
  run: LiveJobRun | undefined;
}

const unfinished = (run: Pick<LiveJobRun, 'state'>) =>
  run.state === 'waiting' || run.state === 'active';

/** Share of the work done, 0–1: articles when their total is known, else pages, else percent. */
export function progressRatio(run: LiveJobRun | undefined): number | undefined {
  if (!run) return undefined;
  if (run.state === 'completed') return 1;
  const d = run.detail;
  if (d && d.articlesTotal > 0) return Math.min(1, d.articlesDone / d.articlesTotal);
  if (d && d.pagesTotal > 0) return Math.min(1, d.pagesDone / d.pagesTotal);
  return run.progress / 100;
}

/** The toast of a website's sync: its start, then its ending in the same place. */
export const syncToastKey = (websiteId: number) => `website-sync-${websiteId}`;

/**
 * A website's sync, as a thin use of the job pipeline: the run under way is found in job history
 * (a page opened mid-sync shows it at once) or is the one just started, and is followed on its
 * job room. Every browser on the page sees the same bar and the same ending, whoever started it.
 */
export function useWebsiteSync(websiteId: number) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // The run this page follows until it has ended: the one just started, or one found under way.
  const [followed, setFollowed] = useState<number | null>(null);
  const [starting, setStarting] = useState(false);
  const [endedId, setEndedId] = useState<number | null>(null);
  const latest = useJobs(
    { websiteId, name: 'sync.website', page: 1, perPage: 5, sortBy: 'createdAt', sortDir: 'desc' },
    websiteId > 0,
  );
  const underWayId = latest.data?.data.find(unfinished)?.id;
  const runId = followed ?? underWayId ?? 0;
  const run = useJobProgress(runId).data;
  // Found under way in history: followed until it ends, whatever the list says meanwhile.
  if (run && run.id === runId && unfinished(run) && followed === null) setFollowed(run.id);

  // The end of a run this page saw under way: say how it went once, then clear the bar.
  const seenUnderWay = useRef(new Set<number>());
  useEffect(() => {
    if (!run || run.id !== runId) return;
    if (unfinished(run)) {
      seenUnderWay.current.add(run.id);
      return;
    }
    // Already over when it was first read: nothing to show.
    if (!seenUnderWay.current.delete(run.id)) return setFollowed(null);
    setEndedId(run.id);
    void queryClient.invalidateQueries({ queryKey: WEBSITES_KEY });
    void queryClient.invalidateQueries({ queryKey: ARTICLES_KEY });
    // The overview's last run (a run over before the page watched it was told to nobody here).
    void queryClient.invalidateQueries({ queryKey: JOBS_KEY });
    // It replaces the toast that said the run started: the two never show together.
    void showToast(
      run.state === 'completed'
        ? {
            intent: 'success',
            icon: 'tick',
            message: [t('websites.sync.succeeded'), syncCounts(t, run.detail)]
              .filter(Boolean)
              .join(' — '),
          }
        : run.code === 'job.cancelled'
          ? { intent: 'warning', icon: 'stop', message: t('websites.sync.cancelled') }
          : {
              intent: 'danger',
              icon: 'error',
              timeout: 10_000,
              message: [t('websites.sync.failed'), failureText(t, run)].filter(Boolean).join(' — '),
            },
      syncToastKey(websiteId),
    );
  }, [run, runId, followed, queryClient, t, websiteId]);

  // A finished bar stays full for a moment, so the ending is seen.
  useEffect(() => {
    if (endedId === null) return;
    const timer = window.setTimeout(() => {
      setEndedId(null);
      setFollowed((current) => (current === endedId ? null : current));
    }, 1200);
    return () => window.clearTimeout(timer);
  }, [endedId]);

  const shown =
    run && run.id === runId && (unfinished(run) || run.id === endedId) ? run : undefined;
  const phase: SyncPhase = shown
    ? shown.state === 'waiting'
      ? 'waiting'
      : 'running'
    : starting || (followed !== null && !run)
      ? 'starting'
      : 'idle';

  /** The button was pressed: the bar waits for the run. */
  const markStarting = useCallback(() => setStarting(true), []);
  /** The server queued (or joined) run `jobId`: follow it. */
  const follow = useCallback((jobId: number) => {
    // Its ending is told even if it is over before the page reads it (a refused password).
    seenUnderWay.current.add(jobId);
    setStarting(false);
    setFollowed(jobId);
  }, []);
  const reset = useCallback(() => setStarting(false), []);
  const state: SyncState = { phase, run: shown };
  /** How the last sync that ended went (shown on the overview with its reason). */
  const lastRun = latest.data?.data.find((r) => !unfinished(r));
  // Until history is read, a run may be under way that a click would only join.
  const checking = latest.isPending && websiteId > 0;
  return { ...state, lastRun, checking, markStarting, follow, reset };
}
