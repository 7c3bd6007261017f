import { useMemo, useState } from 'react';
import { CLONE_JOB_KIND } from '../../../api/cloning';
import type { JobRun } from '../../../api/jobs';
import { useJobRuns, useJobs } from '../../jobs';

/** The workflow name under which this tab remembers the clone runs it started. */
export const CLONE_WORKFLOW = 'clone';

/** The server's clock may run a little ahead of the browser's. */
const CLOCK_SKEW_MS = 5000;

export const isUnfinished = (run: Pick<JobRun, 'state'>) =>
  run.state === 'waiting' || run.state === 'active';

/**
 * The clone runs to show per source article: those under way or started since the page opened
 * (found in job history, which the `jobs.changed` event keeps fresh, so every browser sees them;
 * their ending stays shown), and those this browser started.
 */
export function useCloneRunsByArticle(): ReadonlyMap<number, number[]> {
  const session = useJobRuns({ workflow: CLONE_WORKFLOW }).started;
  const recent = useJobs({
    name: CLONE_JOB_KIND,
    page: 1,
    perPage: 100,
    sortBy: 'createdAt',
    sortDir: 'desc',
  });
  // Runs seen under way, or started since the page opened (a fast one may be over before the
  // list is read again), stay shown once they end (their outcome), until the page is left.
  const [openedAt] = useState(() => Date.now() - CLOCK_SKEW_MS);
  const [seen, setSeen] = useState<ReadonlyMap<number, number>>(new Map());
  const fresh = (recent.data?.data ?? []).filter(
    (run) =>
      run.articleId !== null &&
      !seen.has(run.id) &&
      (isUnfinished(run) || Date.parse(run.createdAt) >= openedAt),
  );
  if (fresh.length > 0) {
    setSeen(new Map([...seen, ...fresh.map((run): [number, number] => [run.id, run.articleId!])]));
  }
  return useMemo(() => {
    const all = new Map(seen);
    for (const run of session) {
      if (typeof run.note.articleId === 'number') all.set(run.id, run.note.articleId);
    }
    const byArticle = new Map<number, number[]>();
    for (const [jobId, articleId] of all) {
      byArticle.set(articleId, [...(byArticle.get(articleId) ?? []), jobId]);
    }
    return byArticle;
  }, [seen, session]);
}

/**
 * One run per destination, the latest (by id): cloning an article into a site again shows that
 * site once, with its latest state (the clone logs keep every run).
 */
export function latestPerDestination<R extends Pick<JobRun, 'id' | 'websiteId'>>(
  runs: readonly R[],
): R[] {
  const latest = new Map<number, R>();
  for (const run of runs) {
    const key = run.websiteId ?? -run.id;
    const kept = latest.get(key);
    if (!kept || kept.id < run.id) latest.set(key, run);
  }
  return [...latest.values()].sort((a, b) => a.id - b.id);
}
