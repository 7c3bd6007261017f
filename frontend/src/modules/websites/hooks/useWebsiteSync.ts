import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../ui/toaster';
import { ARTICLES_KEY } from '../../content';
import {
  useJobRuns,
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
  /** Share of its work done, 0–1, never less than it has shown (see `progressRatio`). */
  ratio?: number;
}

/** The most a run still under way shows: full is for a run that has ended. */
const UNFINISHED_CAP = 0.99;

const unfinished = (run: Pick<LiveJobRun, 'state'>) =>
  run.state === 'waiting' || run.state === 'active';

/**
 * Share of the work done, 0–1: articles when their total is known, else pages, else percent. A
 * run under way shows at most 99 %: every page fetched is not every article written.
 */
export function progressRatio(run: LiveJobRun | undefined): number | undefined {
  if (!run) return undefined;
  if (run.state === 'completed') return 1;
  const d = run.detail;
  const share =
    d && d.articlesTotal > 0
      ? d.articlesDone / d.articlesTotal
      : d && d.pagesTotal > 0
        ? d.pagesDone / d.pagesTotal
        : run.progress / 100;
  return Math.min(UNFINISHED_CAP, share);
}

/** The toast of a website's sync: its start, then its ending in the same place. */
export const syncToastKey = (websiteId: number) => `website-sync-${websiteId}`;

/**
 * A website's sync, as a thin use of the job pipeline: the run under way is found in job history
 * (a page opened mid-sync shows it at once) or is the one just started, and is followed with the
 * one hook that follows runs. Every browser on the page sees the same bar and the same ending,
 * whoever started it.
 */
export function useWebsiteSync(websiteId: number) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [starting, setStarting] = useState(false);
  // The run that has just ended, as it ended: its bar stays full for a moment, so the ending is seen.
  const [ended, setEnded] = useState<LiveJobRun | null>(null);
  const latest = useJobs(
    { websiteId, name: 'sync.website', page: 1, perPage: 5, sortBy: 'createdAt', sortDir: 'desc' },
    websiteId > 0,
  );
  const underWay = websiteId > 0 ? (latest.data?.data.filter(unfinished) ?? []) : [];
  const sync = useJobRuns({
    ids: underWay.map((run) => run.id),
    // The end of a run this page saw under way, or started: say how it went once.
    onEnd: (run) => {
      sync.forget([run.id]);
      setEnded(run);
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
                message: [t('websites.sync.failed'), failureText(t, run)]
                  .filter(Boolean)
                  .join(' — '),
              },
        syncToastKey(websiteId),
      );
    },
  });

  // A finished bar stays full for a moment.
  useEffect(() => {
    if (!ended) return;
    const timer = window.setTimeout(() => setEnded(null), 1200);
    return () => window.clearTimeout(timer);
  }, [ended]);

  const newest = sync.runs.filter(unfinished).sort((a, b) => b.id - a.id)[0];
  const shown = ended ?? newest;
  // The bar only moves forward: a run's measure changes on the way (pages, then articles once
  // their total is known), and a later frame may say less than an earlier one did.
  // Kept as state adjusted while rendering (React's "information from previous renders").
  const [most, setMost] = useState<{ id: number; ratio: number } | null>(null);
  let ratio = progressRatio(shown);
  if (shown && ratio !== undefined) {
    const before = most?.id === shown.id ? most.ratio : -1;
    if (ratio > before) setMost({ id: shown.id, ratio });
    else ratio = before;
  }
  // Started here and not read yet: the bar waits for it.
  const awaited = sync.started.some((run) => !sync.run(run.id));
  const phase: SyncPhase = shown
    ? shown.state === 'waiting'
      ? 'waiting'
      : 'running'
    : starting || awaited
      ? 'starting'
      : 'idle';

  /** The button was pressed: the bar waits for the run. */
  const markStarting = useCallback(() => setStarting(true), []);
  /**
   * The server queued (or joined) run `jobId`: follow it (its ending is told even if it is over
   * before the page reads it, as a refused password).
   */
  const follow = (jobId: number) => {
    sync.follow([{ id: jobId }]);
    setStarting(false);
  };
  const reset = useCallback(() => setStarting(false), []);
  const state: SyncState = { phase, run: shown, ratio };
  /** How the last sync that ended went (shown on the overview with its reason). */
  const lastRun = latest.data?.data.find((r) => !unfinished(r));
  // Until history is read, a run may be under way that a click would only join.
  const checking = latest.isPending && websiteId > 0;
  return { ...state, lastRun, checking, markStarting, follow, reset };
}
