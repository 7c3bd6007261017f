import { api, unwrap } from './client';
import type { components, paths } from './schema';

export type Article = components['schemas']['ArticleListItemDto'];
export type ArticleDetail = components['schemas']['ArticleDetailDto'];
export type ArticlePage = components['schemas']['ArticlePageDto'];
export type ArticleListQuery = NonNullable<paths['/api/articles']['get']['parameters']['query']>;
export type ArticleSort = NonNullable<ArticleListQuery['sortBy']>;
export type ArticleStatus = Article['status'];
export type ArticleRecency = NonNullable<ArticleListQuery['recency']>;

/** `relevance`: a search's own order (the post whose id was typed, the exact phrase, the score). */
export const ARTICLE_SORTS = [
  'modifiedAt',
  'publishedAt',
  'createdAt',
  'title',
  'relevance',
] as const satisfies ArticleSort[];
export const ARTICLE_STATUSES = [
  'publish',
  'draft',
  'private',
  'future',
  'pending',
  'trash',
] as const satisfies ArticleStatus[];
export const ARTICLE_RECENCIES = [
  'hour',
  'day',
  'week',
  'month',
  'year',
] as const satisfies ArticleRecency[];
/** Offset paging reaches this many rows; deeper pages need the keyset cursor. */
export const MAX_ARTICLE_OFFSET = 10_000;

export function fetchArticles(query: ArticleListQuery): Promise<ArticlePage> {
  return unwrap(api.GET('/api/articles', { params: { query } }));
}

export function fetchArticle(id: number): Promise<ArticleDetail> {
  return unwrap(api.GET('/api/articles/{id}', { params: { path: { id } } }));
}

export async function fetchArticleAuthors(websiteId?: number): Promise<string[]> {
  const query = websiteId ? { websiteId } : {};
  const result = await unwrap(api.GET('/api/articles/authors', { params: { query } }));
  return result.data;
}

export type ArticleAssignee = components['schemas']['ArticleAssigneeDto'];
export type ArticleAssigned = components['schemas']['ArticleAssignedDto'];

/** Users of the article's website account who can read it: who it may be assigned to. */
export async function fetchArticleAssignees(id: number): Promise<ArticleAssignee[]> {
  return (await unwrap(api.GET('/api/articles/{id}/assignees', { params: { path: { id } } }))).data;
}

/** `version`: the article's assignmentVersion the drawer showed (409 `record.changed` if stale). */
export function assignArticle(
  id: number,
  userId: number | null,
  version?: number,
): Promise<ArticleAssigned> {
  return unwrap(
    api.PATCH('/api/articles/{id}/assignee', {
      params: { path: { id } },
      body: { userId, version },
    }),
  );
}
