import type { InvalidateQueryFilters, Query, QueryClient } from '@tanstack/react-query';

/**
 * Marks what `filters` name stale and refetches what is shown, after a change the server
 * announced. A first read still on its way (a list whose filter just changed has no answer of its
 * own yet) may have been answered before the change, and TanStack Query hands that read back
 * instead of asking again (it restarts a read only for a query that already holds data): the list
 * then missed the change until the next one. Such a read is asked again once it ends (not
 * cancelled: whoever awaits it, a `fetchQuery` say, still gets its answer).
 */
export async function refetchAfterChange(
  queryClient: QueryClient,
  filters: InvalidateQueryFilters = {},
): Promise<void> {
  const firstReads = queryClient.getQueryCache().findAll({
    ...filters,
    fetchStatus: 'fetching',
    predicate: (query) => query.state.data === undefined && (filters.predicate?.(query) ?? true),
  });
  await queryClient.invalidateQueries(filters);
  await Promise.all(
    firstReads.map(async (query) => {
      await readEnded(queryClient, query);
      await queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true });
    }),
  );
}

/** Settles once `query` is not fetching (or left the cache). */
function readEnded(queryClient: QueryClient, query: Query): Promise<void> {
  return new Promise((resolve) => {
    const settled = () => query.state.fetchStatus !== 'fetching';
    if (settled()) return resolve();
    const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
      if (event.query !== query || (event.type !== 'removed' && !settled())) return;
      unsubscribe();
      resolve();
    });
  });
}
