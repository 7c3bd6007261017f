import { useQueries } from '@tanstack/react-query';
import { fetchArticle } from '../../../api/articles';
import { MAX_SOURCES } from '../../../api/generation';
import { articleKey } from '../../content';
import type { SourceArticle } from '../components/SourcePicker';

/**
 * The rows selected in the articles list as sources: the first 3 (a selection spans pages, so
 * each is read by id, shared with the article drawer's cache); `cut` counts the ones not taken.
 */
export function useSelectedSources(ids: readonly number[]) {
  const taken = ids.slice(0, MAX_SOURCES);
  const read = useQueries({
    queries: taken.map((id) => ({
      queryKey: articleKey(id),
      queryFn: () => fetchArticle(id),
      staleTime: 60_000,
    })),
  });
  const loading = read.some((r) => r.isPending);
  const sources: SourceArticle[] = read
    .map((r) => r.data)
    .filter((a) => a !== undefined)
    .map((a) => ({ id: a.id, title: a.title }));
  return { sources, loading, cut: Math.max(0, ids.length - MAX_SOURCES) };
}
