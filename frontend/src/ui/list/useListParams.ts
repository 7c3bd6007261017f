import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import {
  parseListParams,
  serializeListParams,
  type ListOptions,
  type ListParams,
  type PageSize,
} from './listParams';

/**
 * A server-side paged list's state (page, size, search, sort, filters) kept in the address, so
 * reload, back and a shared link show the same page. `options` must be a stable constant.
 */
export function useListParams<S extends string, F extends string = never>(
  options: ListOptions<S, F>,
) {
  const search = useSearch();
  const [pathname, navigate] = useLocation();
  const params = useMemo(() => parseListParams(search, options), [search, options]);

  const update = useCallback(
    (patch: Partial<ListParams<S, F>>) => {
      // Anything but a page change starts again from the first page.
      const next = { ...params, ...('page' in patch ? {} : { page: 1 }), ...patch };
      const query = serializeListParams(next, options);
      navigate(query ? `${pathname}?${query}` : pathname, { replace: true });
    },
    [params, options, pathname, navigate],
  );

  return useMemo(
    () => ({
      params,
      setPage: (page: number) => update({ page }),
      setPerPage: (perPage: PageSize) => update({ perPage }),
      setQuery: (q: string) => {
        if (q !== params.q) update({ q });
      },
      setFilter: (key: F, value: string) =>
        update({ filters: { ...params.filters, [key]: value || undefined } }),
      /** The same column flips the direction; another one sorts ascending. */
      toggleSort: (sortBy: S) =>
        update({
          sortBy,
          sortDir: sortBy === params.sortBy && params.sortDir === 'asc' ? 'desc' : 'asc',
        }),
    }),
    [params, update],
  );
}

export type ListState<S extends string, F extends string = never> = ReturnType<
  typeof useListParams<S, F>
>;
