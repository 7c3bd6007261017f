import { useCallback, useMemo, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import {
  parseListParams,
  serializeListParams,
  type ListOptions,
  type ListParams,
  type PageSize,
} from './listParams';

/**
 * A keyset-paged list's state in the address (page, size, search, sort, filters and `cursor`):
 * "next" follows the answer's `nextCursor`, "previous" the cursor that led to that page; any
 * change of criteria starts again at the first page. `options` must be a stable constant.
 */
export function useKeysetListParams<S extends string, F extends string = never>(
  options: ListOptions<S, F>,
) {
  const search = useSearch();
  const [pathname, navigate] = useLocation();
  const params = useMemo(() => parseListParams(search, options), [search, options]);
  const cursor = useMemo(() => {
    const value = new URLSearchParams(search).get('cursor');
    // A cursor without its page number is a stale address: the first page.
    return value && value.length <= 64 && params.page > 1 ? value : undefined;
  }, [search, params.page]);
  // Page number → the cursor that reached it, for "previous".
  const cursors = useRef(new Map<number, string>());

  const write = useCallback(
    (next: ListParams<S, F>, nextCursor?: string) => {
      const query = new URLSearchParams(serializeListParams(next, options));
      if (nextCursor) query.set('cursor', nextCursor);
      const text = query.toString();
      navigate(text ? `${pathname}?${text}` : pathname, { replace: true });
    },
    [options, pathname, navigate],
  );

  return useMemo(() => {
    const update = (patch: Partial<ListParams<S, F>>) => {
      cursors.current.clear();
      write({ ...params, page: 1, ...patch });
    };
    return {
      params,
      cursor,
      setQuery: (q: string) => {
        if (q !== params.q) update({ q });
      },
      setPerPage: (perPage: PageSize) => update({ perPage }),
      setFilter: (key: F, value: string) =>
        update({ filters: { ...params.filters, [key]: value || undefined } }),
      toggleSort: (sortBy: S) =>
        update({
          sortBy,
          sortDir: sortBy === params.sortBy && params.sortDir === 'desc' ? 'asc' : 'desc',
        }),
      setPage: (page: number, nextCursor?: string) => {
        if (page === params.page + 1 && nextCursor) {
          cursors.current.set(page, nextCursor);
          return write({ ...params, page }, nextCursor);
        }
        const known = cursors.current.get(page);
        if (page > 1 && known) return write({ ...params, page }, known);
        write({ ...params, page: 1 });
      },
      /** Only the first page and the ones already visited are reached without a cursor chain. */
      canReach: (page: number) => page === 1 || cursors.current.has(page),
    };
  }, [params, cursor, write]);
}

export type KeysetListState<S extends string, F extends string = never> = ReturnType<
  typeof useKeysetListParams<S, F>
>;
