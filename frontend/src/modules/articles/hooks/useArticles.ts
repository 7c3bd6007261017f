import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  fetchArticle,
  fetchArticleAuthors,
  fetchArticles,
  type ArticleListQuery,
} from '../../../api/articles';
import { ARTICLE_LISTS_KEY } from '../queryKeys';

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
