import { api, unwrap } from './client';
import type { components } from './schema';

export type CloneBody = components['schemas']['CloneArticlesDto'];
export type CloneStarted = components['schemas']['CloneJobsDto'];
export type CloneJob = CloneStarted['jobs'][number];
export type CloneRow = components['schemas']['CloneRowDto'];
export type CloneType = CloneBody['type'];
export type CloneStatus = CloneBody['status'];
export type YoastOutcome = NonNullable<CloneRow['yoast']>;
export type CloneRun = components['schemas']['CloneRunDto'];
export type CloneCopy = components['schemas']['CloneCopyDto'];
export type ExistingCopy = NonNullable<CloneBody['existing']>;

export const CLONE_TYPES = ['unchanged', 'ai'] as const satisfies CloneType[];
/** Draft first: the default on the destination. */
export const CLONE_STATUSES = [
  'draft',
  'publish',
  'private',
  'future',
] as const satisfies CloneStatus[];
/** The job kind of a clone into one destination (a pushed update runs the same job). */
export const CLONE_JOB_KIND = 'clone.article';
/** The API's limits per request. */
export const MAX_CLONE_ARTICLES = 50;
export const MAX_CLONE_WEBSITES = 20;

/** 202: one job per (article, destination), followed on `job:<id>`. */
export function cloneArticles(body: CloneBody): Promise<CloneStarted> {
  return unwrap(api.POST('/api/articles/clone', { body }));
}

/** The clone ledger of a source article: one row per destination. */
export async function fetchClones(articleId: number): Promise<CloneRow[]> {
  const result = await unwrap(
    api.GET('/api/articles/{id}/clones', { params: { path: { id: articleId } } }),
  );
  return result.data;
}

/** Every clone run of a source article (history kept across re-clones), newest first. */
export async function fetchCloneRuns(articleId: number): Promise<CloneRun[]> {
  const result = await unwrap(
    api.GET('/api/articles/{id}/clones/runs', { params: { path: { id: articleId } } }),
  );
  return result.data;
}

/** How many copies each article has per destination: the dialog asks update-or-new there. */
export async function fetchCloneCopies(articleIds: readonly number[]): Promise<CloneCopy[]> {
  const result = await unwrap(
    api.GET('/api/articles/clones/copies', {
      params: { query: { articleIds: articleIds.join(',') } },
    }),
  );
  return result.data;
}

/** 202: the parent's current content sent again to every clone, one job each. */
export function pushToClones(articleId: number): Promise<CloneStarted> {
  return unwrap(
    api.POST('/api/articles/{id}/clones/push', { params: { path: { id: articleId } } }),
  );
}

export type TrashResult = components['schemas']['TrashResultDto'];

/** The post to the WordPress trash, and its clones' posts when asked. */
export function trashArticle(articleId: number, withClones: boolean): Promise<TrashResult> {
  return unwrap(
    api.POST('/api/articles/{id}/trash', {
      params: { path: { id: articleId } },
      body: { withClones },
    }),
  );
}
