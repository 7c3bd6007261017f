import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  cloneArticles,
  fetchCloneCopies,
  fetchCloneRuns,
  fetchClones,
  pushToClones,
  trashArticle,
  type CloneBody,
  type YoastOutcome,
} from '../../../api/cloning';
import type { JobRun } from '../../../api/jobs';
import { ARTICLES_KEY } from '../../content';
import { JOBS_KEY, useJobRuns } from '../../jobs';
import { CLONES_KEY, cloneCopiesKey, cloneRunsKey, clonesKey } from '../queryKeys';
import { CLONE_WORKFLOW } from './useCloneRuns';

/** The jobs a clone (or a push) started, followed by this tab as one batch. */
function useFollowBatch() {
  const { follow } = useJobRuns({ workflow: CLONE_WORKFLOW });
  return (jobs: readonly { jobId: string; articleId: number; websiteId: number }[]) =>
    follow(
      jobs.map((job) => ({
        id: Number(job.jobId),
        note: { articleId: job.articleId, websiteId: job.websiteId },
      })),
    );
}

/** Starts one job per (article, destination); this browser follows them as one batch. */
export function useCloneArticles() {
  const queryClient = useQueryClient();
  const followBatch = useFollowBatch();
  return useMutation({
    mutationFn: (body: CloneBody) => cloneArticles(body),
    onSuccess: ({ jobs }) => {
      followBatch(jobs);
      void queryClient.invalidateQueries({ queryKey: JOBS_KEY });
      void queryClient.invalidateQueries({ queryKey: CLONES_KEY });
    },
  });
}

/** Every clone run of an article, live with the ledger (`clones.changed` refreshes both). */
export function useCloneRuns(articleId: number) {
  return useQuery({
    queryKey: cloneRunsKey(articleId),
    queryFn: () => fetchCloneRuns(articleId),
    enabled: articleId > 0,
  });
}

/** Where the chosen articles have copies already. */
export function useCloneCopies(articleIds: readonly number[]) {
  return useQuery({
    queryKey: cloneCopiesKey(articleIds),
    queryFn: () => fetchCloneCopies(articleIds),
    enabled: articleIds.length > 0,
  });
}

export function useClones(articleId: number) {
  return useQuery({
    queryKey: clonesKey(articleId),
    queryFn: () => fetchClones(articleId),
    enabled: articleId > 0,
  });
}

/** Sends the parent's update to all its clones; followed as a batch like a clone. */
export function usePushToClones(articleId: number) {
  const queryClient = useQueryClient();
  const followBatch = useFollowBatch();
  return useMutation({
    mutationFn: () => pushToClones(articleId),
    onSuccess: ({ jobs }) => {
      followBatch(jobs);
      void queryClient.invalidateQueries({ queryKey: JOBS_KEY });
      void queryClient.invalidateQueries({ queryKey: clonesKey(articleId) });
    },
  });
}

/**
 * What became of the SEO data of each ended clone run, read from its source's clone ledger (a
 * run's history keeps counts only); the ledger is refreshed by `clones.changed`.
 */
export function useYoastOf(
  runs: readonly Pick<JobRun, 'id' | 'state' | 'articleId' | 'websiteId'>[],
) {
  const ids = [
    ...new Set(
      runs
        .filter((run) => run.state === 'completed' && run.articleId !== null)
        .map((run) => run.articleId!),
    ),
  ];
  const ledgers = useQueries({
    queries: ids.map((id) => ({ queryKey: clonesKey(id), queryFn: () => fetchClones(id) })),
    combine: (results) => results.map((result) => result.data),
  });
  const key = ids.join(',');
  return useCallback(
    (run: Pick<JobRun, 'id' | 'state' | 'articleId' | 'websiteId'>): YoastOutcome | null => {
      if (run.state !== 'completed' || run.articleId === null) return null;
      const rows = ledgers[key.split(',').indexOf(String(run.articleId))];
      // The copy this run wrote (a destination may hold several), else the destination's.
      const copy =
        rows?.find((row) => row.lastJobId === String(run.id)) ??
        rows?.find((row) => row.websiteId === run.websiteId);
      return copy?.yoast ?? null;
    },
    [ledgers, key],
  );
}

/** Trashes the article's post (and its clones' when asked); every article view is read again. */
export function useTrashArticle(articleId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (withClones: boolean) => trashArticle(articleId, withClones),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ARTICLES_KEY }),
  });
}
