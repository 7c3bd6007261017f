import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  assignArticle,
  fetchArticle,
  fetchArticleAssignees,
  fetchArticleAuthors,
  fetchArticles,
  type ArticleListQuery,
} from '../../../api/articles';
import {
  ARTICLES_KEY,
  articleAssigneesKey,
  articleAuthorsKey,
  articleKey,
  articleListKey,
} from '../queryKeys';

/** `enabled: false` asks nothing yet (a picker waiting for the website it lists). */
export function useArticlesQuery(query: ArticleListQuery, { enabled = true } = {}) {
  return useQuery({
    queryKey: articleListKey(query),
    queryFn: () => fetchArticles(query),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useArticleQuery(id: number | null) {
  return useQuery({
    queryKey: articleKey(id),
    queryFn: () => fetchArticle(id ?? 0),
    enabled: id !== null,
  });
}

export function useArticleAuthors(websiteId: number | undefined) {
  return useQuery({
    queryKey: articleAuthorsKey(websiteId ?? null),
    queryFn: () => fetchArticleAuthors(websiteId),
    staleTime: 60_000,
  });
}

export function useArticleAssignees(id: number | null, enabled: boolean) {
  return useQuery({
    queryKey: articleAssigneesKey(id),
    queryFn: () => fetchArticleAssignees(id ?? 0),
    enabled: enabled && id !== null,
    staleTime: 30_000,
  });
}

export function useAssignArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, userId }: { id: number; userId: number | null }) =>
      assignArticle(id, userId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ARTICLES_KEY }),
  });
}
