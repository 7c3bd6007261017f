import { atom } from 'jotai';

/** A clone job this browser started: the batch it belongs to ends with one message. */
export interface SessionCloneJob {
  jobId: number;
  articleId: number;
  websiteId: number;
  batch: number;
}

/** The clone jobs started from this browser since it loaded, newest batch last. */
export const cloneJobsAtom = atom<readonly SessionCloneJob[]>([]);
