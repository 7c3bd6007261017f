import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  assignArticle,
  fetchArticle,
  fetchArticleAssignees,
  fetchArticleAuthors,
  fetchArticles,
  type ArticleDetail,
  type ArticleListQuery,
} from '../../../api/articles';
import { ApiError } from '../../../api/errors';
import {
  ARTICLE_LISTS_KEY,
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

type Assignment = Pick<ArticleDetail, 'assignedToUserId' | 'assignedToName' | 'assignmentVersion'>;

/**
 * Assigns with the version the drawer showed. Saved or refused as stale (409 `record.changed`),
 * the open drawer shows the assignment as it is now at once; lists refetch.
 */
export function useAssignArticle() {
  const queryClient = useQueryClient();
  const show = (id: number, now: Assignment) =>
    queryClient.setQueryData<ArticleDetail>(articleKey(id), (old) =>
      old ? { ...old, ...now } : old,
    );
  return useMutation({
    mutationFn: ({ id, userId, version }: { id: number; userId: number | null; version: number }) =>
      assignArticle(id, userId, version),
    onSuccess: (result, { id }) => {
      show(id, result);
      return queryClient.invalidateQueries({ queryKey: ARTICLE_LISTS_KEY });
    },
    onError: (error, { id }) => {
      if (error instanceof ApiError && error.changed) show(id, error.changed.record as Assignment);
    },
  });
}
