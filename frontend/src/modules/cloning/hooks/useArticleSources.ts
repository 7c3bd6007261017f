import { useQueries, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { fetchArticle, type ArticleDetail, type ArticlePage } from '../../../api/articles';
import { ARTICLE_LISTS_KEY, articleKey } from '../../content';

interface Known {
  websiteId: number;
  title: string;
}

/** What the lists and drawers already read of an article. */
function cached(queryClient: QueryClient, id: number): Known | undefined {
  const detail = queryClient.getQueryData<ArticleDetail>(articleKey(id));
  if (detail) return detail;
  for (const [, page] of queryClient.getQueriesData<ArticlePage>({ queryKey: ARTICLE_LISTS_KEY })) {
    const row = page?.data.find((article) => article.id === id);
    if (row) return row;
  }
  return undefined;
}

/**
 * The websites the selected articles come from (a selection spans pages): read from the lists
 * already loaded, else from each article.
 */
export function useArticleSources(ids: readonly number[]) {
  const queryClient = useQueryClient();
  const missing = ids.filter((id) => !cached(queryClient, id));
  const fetched = useQueries({
    queries: missing.map((id) => ({
      queryKey: articleKey(id),
      queryFn: () => fetchArticle(id),
      staleTime: 60_000,
    })),
  });
  const loading = fetched.some((result) => result.isPending);
  const websiteIds = useMemo(() => {
    if (loading) return [];
    return [
      ...new Set(
        ids
          .map((id) => cached(queryClient, id)?.websiteId)
          .filter((id): id is number => id !== undefined),
      ),
    ];
    // `fetched` changes when a missing article arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ids, loading, fetched.length, queryClient]);
  return { websiteIds, loading };
}

/** An article's title as the lists already read it (a batch's details name each article). */
export function useArticleTitle() {
  const queryClient = useQueryClient();
  return useCallback(
    (id: number | null) => (id === null ? null : (cached(queryClient, id)?.title ?? `#${id}`)),
    [queryClient],
  );
}
