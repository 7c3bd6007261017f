import type { ArticleListQuery } from '../../api/articles';

/** The query keys of articles: what the live table (app/effects/liveQueries) refreshes. */
export const ARTICLES_KEY = ['articles'] as const;
export const ARTICLE_LISTS_KEY = ['articles', 'list'] as const;
/** A sync announces every chunk it writes: refetch the lists at most once a second. */
export const LIVE_THROTTLE_MS = 1000;
export const articleListKey = (query: ArticleListQuery) => [...ARTICLE_LISTS_KEY, query] as const;
/** One article as the drawer reads it (the clone and generate dialogs share it). */
export const articleKey = (id: number | null) => ['articles', 'detail', id] as const;
export const articleAuthorsKey = (websiteId: number | null) =>
  ['articles', 'authors', websiteId] as const;
export const articleAssigneesKey = (id: number | null) => ['articles', 'assignees', id] as const;

/** The first 100 websites by name, as filters and pickers offer them (under `websites`). */
export const WEBSITE_OPTIONS_KEY = ['websites', 'list', { options: true }] as const;
