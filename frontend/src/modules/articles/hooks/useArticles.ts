import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  fetchArticle,
  fetchArticleAuthors,
  fetchArticles,
  type ArticleListQuery,
} from '../../../api/articles';
import { useLiveInvalidation } from '../../../lib/useLiveInvalidation';

export const ARTICLES_KEY = ['articles'] as const;
const ARTICLE_LISTS_KEY = ['articles', 'list'] as const;
/** A sync announces every chunk it writes: refetch the lists at most once a second. */
export const LIVE_THROTTLE_MS = 1000;

/** Open lists fill as a sync brings rows in, without a reload. */
export function useArticlesLive(): void {
  useLiveInvalidation('articles.changed', ARTICLE_LISTS_KEY, { throttleMs: LIVE_THROTTLE_MS });
}

export function useArticlesQuery(query: ArticleListQuery) {
  return useQuery({
    queryKey: [...ARTICLE_LISTS_KEY, query],
    queryFn: () => fetchArticles(query),
    placeholderData: keepPreviousData,
  });
}

export function useArticleQuery(id: number | null) {
  return useQuery({
    queryKey: ['articles', 'detail', id],
    queryFn: () => fetchArticle(id ?? 0),
    enabled: id !== null,
  });
}

export function useArticleAuthors(websiteId: number | undefined) {
  return useQuery({
    queryKey: ['articles', 'authors', websiteId ?? null],
    queryFn: () => fetchArticleAuthors(websiteId),
    staleTime: 60_000,
  });
}
