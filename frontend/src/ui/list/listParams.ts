/** Spec §9: the page sizes every list offers. */
export const PAGE_SIZES = [5, 10, 20, 25, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 10;

const isPageSize = (value: number): value is PageSize =>
  (PAGE_SIZES as readonly number[]).includes(value);

export type SortDir = 'asc' | 'desc';

export interface ListParams<S extends string = string, F extends string = string> {
  page: number;
  perPage: PageSize;
  q: string;
  sortBy: S;
  sortDir: SortDir;
  filters: Partial<Record<F, string>>;
}

export interface ListOptions<S extends string, F extends string> {
  sortKeys: readonly S[];
  defaultSort: S;
  defaultDir?: SortDir;
  filterKeys?: readonly F[];
}

const positive = (raw: string | null, fallback: number) => {
  const value = Number(raw);
  return Number.isInteger(value) && value >= 1 && value <= 1_000_000 ? value : fallback;
};

/** Reads a list's state from the query string; unknown or bad values fall back to defaults. */
export function parseListParams<S extends string, F extends string>(
  search: string,
  options: ListOptions<S, F>,
): ListParams<S, F> {
  const query = new URLSearchParams(search);
  const perPage = Number(query.get('perPage'));
  const sortBy = query.get('sortBy') as S | null;
  const sortDir = query.get('sortDir');
  const filters: Partial<Record<F, string>> = {};
  for (const key of options.filterKeys ?? []) {
    const value = query.get(key);
    if (value) filters[key] = value;
  }
  return {
    page: positive(query.get('page'), 1),
    perPage: isPageSize(perPage) ? perPage : DEFAULT_PAGE_SIZE,
    q: (query.get('q') ?? '').slice(0, 100),
    sortBy: sortBy && options.sortKeys.includes(sortBy) ? sortBy : options.defaultSort,
    sortDir: sortDir === 'asc' || sortDir === 'desc' ? sortDir : (options.defaultDir ?? 'asc'),
    filters,
  };
}

/** The query string of a list's state, leaving out what equals the defaults. */
export function serializeListParams<S extends string, F extends string>(
  params: ListParams<S, F>,
  options: ListOptions<S, F>,
): string {
  const query = new URLSearchParams();
  if (params.q) query.set('q', params.q);
  for (const key of options.filterKeys ?? []) {
    const value = params.filters[key];
    if (value) query.set(key, value);
  }
  if (params.sortBy !== options.defaultSort) query.set('sortBy', params.sortBy);
  if (params.sortDir !== (options.defaultDir ?? 'asc')) query.set('sortDir', params.sortDir);
  if (params.perPage !== DEFAULT_PAGE_SIZE) query.set('perPage', String(params.perPage));
  if (params.page !== 1) query.set('page', String(params.page));
  return query.toString();
}

/** What the API takes: `page`, `perPage`, `sortBy`, `sortDir`, `q` when set, and the filters. */
export function toApiQuery<S extends string, F extends string>(params: ListParams<S, F>) {
  return {
    page: params.page,
    perPage: params.perPage,
    sortBy: params.sortBy,
    sortDir: params.sortDir,
    ...(params.q ? { q: params.q } : {}),
    ...params.filters,
  };
}
