import { useCallback, useMemo, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import {
  ARTICLE_RECENCIES,
  ARTICLE_SORTS,
  ARTICLE_STATUSES,
  MAX_ARTICLE_OFFSET,
  type ArticleListQuery,
  type ArticleRecency,
  type ArticleSort,
  type ArticleStatus,
} from '../../../api/articles';
import {
  parseListParams,
  serializeListParams,
  type ListOptions,
  type ListParams,
  type PageSize,
} from '../../../ui/list/listParams';

export type ArticleFilter = 'websiteId' | 'status' | 'author' | 'recency' | 'assignedTo';
export type ArticleListParams = ListParams<ArticleSort, ArticleFilter>;

export const ARTICLE_LIST: ListOptions<ArticleSort, ArticleFilter> = {
  sortKeys: ARTICLE_SORTS,
  defaultSort: 'modifiedAt',
  defaultDir: 'desc',
  filterKeys: ['websiteId', 'status', 'author', 'recency', 'assignedTo'],
};
/** The keys this list owns in the address; others (a page's `tab`) are left alone. */
const OWNED = ['page', 'perPage', 'q', 'sortBy', 'sortDir', 'cursor', ...ARTICLE_LIST.filterKeys!];

const isStatus = (v: string | undefined): v is ArticleStatus =>
  (ARTICLE_STATUSES as readonly string[]).includes(v ?? '');
const isRecency = (v: string | undefined): v is ArticleRecency =>
  (ARTICLE_RECENCIES as readonly string[]).includes(v ?? '');

/** The API query of the list's state; `fixedWebsiteId` (a website's own tab) wins. */
export function toArticleQuery(
  params: ArticleListParams,
  cursor: string | undefined,
  fixedWebsiteId?: number,
): ArticleListQuery {
  const { websiteId, status, author, recency, assignedTo } = params.filters;
  const website = fixedWebsiteId ?? Number(websiteId);
  return {
    page: params.page,
    perPage: params.perPage as ArticleListQuery['perPage'],
    sortBy: params.sortBy,
    sortDir: params.sortDir,
    ...(params.q ? { q: params.q } : {}),
    ...(cursor ? { cursor } : {}),
    ...(Number.isInteger(website) && website > 0 ? { websiteId: website } : {}),
    ...(isStatus(status) ? { status } : {}),
    ...(author ? { author } : {}),
    ...(isRecency(recency) ? { recency } : {}),
    ...(assignedTo && /^(me|[1-9]\d{0,9})$/.test(assignedTo) ? { assignedTo } : {}),
  };
}

/**
 * The articles list's state in the address (page, size, sort, search, filters and the keyset
 * `cursor`). "Next" follows the API's `nextCursor`; "previous" reuses the cursor that led to
 * that page, or offset paging within its first 10,000 rows.
 */
export function useArticleListParams() {
  const search = useSearch();
  const [pathname, navigate] = useLocation();
  const params = useMemo(() => parseListParams(search, ARTICLE_LIST), [search]);
  const cursor = useMemo(() => {
    const value = new URLSearchParams(search).get('cursor');
    return value && value.length <= 2048 ? value : undefined;
  }, [search]);
  // Page number → the cursor that reached it, for "previous" on deep pages.
  const cursors = useRef(new Map<number, string>());

  const write = useCallback(
    (next: ArticleListParams, nextCursor?: string) => {
      const query = new URLSearchParams(search);
      for (const key of OWNED) query.delete(key);
      new URLSearchParams(serializeListParams(next, ARTICLE_LIST)).forEach((value, key) =>
        query.set(key, value),
      );
      if (nextCursor) query.set('cursor', nextCursor);
      const text = query.toString();
      navigate(text ? `${pathname}?${text}` : pathname, { replace: true });
    },
    [search, pathname, navigate],
  );

  return useMemo(() => {
    // Any change of criteria starts again at the first page, without cursor.
    const update = (patch: Partial<ArticleListParams>) => {
      cursors.current.clear();
      write({ ...params, page: 1, ...patch });
    };
    const offsetReaches = (page: number) => (page - 1) * params.perPage <= MAX_ARTICLE_OFFSET;
    return {
      params,
      cursor,
      /**
       * A search is ranked by relevance unless a column sort was chosen; clearing it goes back to
       * the newest first.
       */
      setQuery: (q: string) => {
        if (q === params.q) return;
        const ranked = params.sortBy === 'relevance';
        const plain = params.sortBy === ARTICLE_LIST.defaultSort && params.sortDir === 'desc';
        if (q && (ranked || plain)) return update({ q, sortBy: 'relevance', sortDir: 'desc' });
        if (!q && ranked) return update({ q, sortBy: ARTICLE_LIST.defaultSort, sortDir: 'desc' });
        update({ q });
      },
      setPerPage: (perPage: PageSize) => update({ perPage }),
      setFilter: (key: ArticleFilter, value: string) =>
        update({ filters: { ...params.filters, [key]: value || undefined } }),
      /** The same column flips; another starts newest first (titles: A to Z). */
      toggleSort: (sortBy: ArticleSort) => {
        const flipped = params.sortDir === 'asc' ? 'desc' : 'asc';
        const fresh = sortBy === 'title' ? 'asc' : 'desc';
        update({ sortBy, sortDir: sortBy === params.sortBy ? flipped : fresh });
      },
      /**
       * The next page follows the answer's cursor; the previous one the cursor that led to it, else
       * offset paging; the first and the last pages need none.
       */
      setPage: (page: number, nextCursor?: string) => {
        if (page === params.page + 1 && nextCursor) {
          cursors.current.set(page, nextCursor);
          return write({ ...params, page }, nextCursor);
        }
        if (page === params.page - 1 && page > 1) {
          const known = cursors.current.get(page);
          if (known) return write({ ...params, page }, known);
          return write({ ...params, page: offsetReaches(page) ? page : 1 });
        }
        write({ ...params, page });
      },
      /** Offset paging only reaches the last page of a small enough list. */
      canReach: offsetReaches,
    };
  }, [params, cursor, write]);
}

export type ArticleListState = ReturnType<typeof useArticleListParams>;
