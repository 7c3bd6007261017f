import { useMemo } from 'react';
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
import type { ListOptions, ListParams } from '../../../ui/list/listParams';
import { useKeysetListParams, type KeysetPaging } from '../../../ui/list/useKeysetListParams';

export type ArticleFilter = 'websiteId' | 'status' | 'author' | 'recency' | 'assignedTo';
export type ArticleListParams = ListParams<ArticleSort, ArticleFilter>;

export const ARTICLE_LIST: ListOptions<ArticleSort, ArticleFilter> = {
  sortKeys: ARTICLE_SORTS,
  defaultSort: 'modifiedAt',
  defaultDir: 'desc',
  filterKeys: ['websiteId', 'status', 'author', 'recency', 'assignedTo'],
};

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

/** Previous pages without their cursor, and the last page, by offset within its first rows. */
const ARTICLE_PAGING: KeysetPaging<ArticleSort> = {
  offsetReaches: (page, perPage) => (page - 1) * perPage <= MAX_ARTICLE_OFFSET,
  // Titles A to Z first; dates and counts newest or largest first.
  firstDir: (sortBy) => (sortBy === 'title' ? 'asc' : 'desc'),
  cursorMax: 2048,
};

/**
 * The articles list's state in the address: a keyset list whose search ranks by relevance unless
 * a column sort was chosen (clearing it goes back to the newest first).
 */
export function useArticleListParams() {
  const list = useKeysetListParams(ARTICLE_LIST, ARTICLE_PAGING);
  return useMemo(() => {
    const { params, update } = list;
    return {
      ...list,
      setQuery: (q: string) => {
        if (q === params.q) return;
        const ranked = params.sortBy === 'relevance';
        const plain = params.sortBy === ARTICLE_LIST.defaultSort && params.sortDir === 'desc';
        if (q && (ranked || plain)) return update({ q, sortBy: 'relevance', sortDir: 'desc' });
        if (!q && ranked) return update({ q, sortBy: ARTICLE_LIST.defaultSort, sortDir: 'desc' });
        update({ q });
      },
    };
  }, [list]);
}

export type ArticleListState = ReturnType<typeof useArticleListParams>;
