import { useCallback, useMemo, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import {
  parseListParams,
  serializeListParams,
  type ListOptions,
  type ListParams,
  type PageSize,
} from './listParams';

/** How a keyset list pages beyond its cursors. Must be a stable constant, like `options`. */
export interface KeysetPaging<S extends string> {
  /** Whether offset paging reaches `page` (default: only the first page). */
  offsetReaches?: (page: number, perPage: number) => boolean;
  /** The direction a column starts in when chosen (default: descending). */
  firstDir?: (sortBy: S) => 'asc' | 'desc';
  /** The longest cursor the address may carry (default 64). */
  cursorMax?: number;
}

const NO_PAGING: KeysetPaging<string> = {};

/**
 * A keyset-paged list's state in the address (page, size, search, sort, filters and `cursor`;
 * other parameters, a page's `tab`, are left alone): "next" follows the answer's `nextCursor`,
 * "previous" the cursor that led to that page, else offset paging where it reaches; any change of
 * criteria starts again at the first page. `options` and `paging` must be stable constants.
 */
export function useKeysetListParams<S extends string, F extends string = never>(
  options: ListOptions<S, F>,
  paging: KeysetPaging<S> = NO_PAGING,
) {
  const search = useSearch();
  const [pathname, navigate] = useLocation();
  const params = useMemo(() => parseListParams(search, options), [search, options]);
  const cursorMax = paging.cursorMax ?? 64;
  const cursor = useMemo(() => {
    const value = new URLSearchParams(search).get('cursor');
    // A cursor without its page number is a stale address: the first page.
    return value && value.length <= cursorMax && params.page > 1 ? value : undefined;
  }, [search, params.page, cursorMax]);
  // Page number → the cursor that reached it, for "previous".
  const cursors = useRef(new Map<number, string>());

  const write = useCallback(
    (next: ListParams<S, F>, nextCursor?: string) => {
      const query = new URLSearchParams(search);
      const owned = [
        'page',
        'perPage',
        'q',
        'sortBy',
        'sortDir',
        'cursor',
        ...(options.filterKeys ?? []),
      ];
      for (const key of owned) query.delete(key);
      new URLSearchParams(serializeListParams(next, options)).forEach((value, key) =>
        query.set(key, value),
      );
      if (nextCursor) query.set('cursor', nextCursor);
      const text = query.toString();
      navigate(text ? `${pathname}?${text}` : pathname, { replace: true });
    },
    [search, options, pathname, navigate],
  );

  return useMemo(() => {
    /** Any change of criteria: the first page, no cursor. */
    const update = (patch: Partial<ListParams<S, F>>) => {
      cursors.current.clear();
      write({ ...params, page: 1, ...patch });
    };
    const offsetReaches = (page: number) =>
      page === 1 || (paging.offsetReaches?.(page, params.perPage) ?? false);
    return {
      params,
      cursor,
      update,
      setQuery: (q: string) => {
        if (q !== params.q) update({ q });
      },
      setPerPage: (perPage: PageSize) => update({ perPage }),
      setFilter: (key: F, value: string) =>
        update({ filters: { ...params.filters, [key]: value || undefined } }),
      /** The same column flips; another starts in its first direction. */
      toggleSort: (sortBy: S) => {
        const flipped = params.sortDir === 'asc' ? 'desc' : 'asc';
        const fresh = paging.firstDir?.(sortBy) ?? 'desc';
        update({ sortBy, sortDir: sortBy === params.sortBy ? flipped : fresh });
      },
      setPage: (page: number, nextCursor?: string) => {
        if (page === params.page + 1 && nextCursor) {
          cursors.current.set(page, nextCursor);
          return write({ ...params, page }, nextCursor);
        }
        const known = cursors.current.get(page);
        if (page > 1 && known) return write({ ...params, page }, known);
        write({ ...params, page: offsetReaches(page) ? page : 1 });
      },
      /** The first page, the ones already visited and those offset paging reaches. */
      canReach: (page: number) => cursors.current.has(page) || offsetReaches(page),
    };
  }, [params, cursor, write, paging]);
}

export type KeysetListState<S extends string, F extends string = never> = ReturnType<
  typeof useKeysetListParams<S, F>
>;
