/**
 * The SQL of the article list, as plain functions (no framework): the repository runs it, and
 * `npm run bench:list` times the very same statements raw.
 */
import type { PostStatus } from '../wordpress/wordpress.types';

/** What a search box's text asks of the article list (`titleSearch` reads it from the text; `searchCondition` below asks it). */
export interface ArticleSearch {
  /** MATCH … AGAINST boolean-mode expression: every word the full-text index holds, as a prefix. */
  fulltext?: string;
  /**
   * REGEXPs the title must match as well: the words the index does not hold (under 3 characters,
   * numbers like 17 or G7, stopwords), each as the start of a word.
   */
  patterns: string[];
  /** The words in this order, whole: titles holding the exact phrase rank first. */
  phrase?: string;
  /** Text with no word in it at all ("%"): the title contains it. */
  titleLike?: string;
  /** A number typed alone may be a WordPress post id: that post matches too, and ranks first. */
  remoteId?: number;
  /** A post's address: its link, or its website's address with the post's slug or `?p=<id>`. */
  address?: { links: string[]; host: string; slug?: string; remoteId?: number };
}

/** `relevance`: a search's own order (exact post, exact phrase, full-text score, then newest). */
export const ARTICLE_SORTS = [
  'modifiedAt',
  'publishedAt',
  'createdAt',
  'title',
  'relevance',
] as const;
export type ArticleSort = (typeof ARTICLE_SORTS)[number];
/** The sorts over a column: keyset paging. */
export type ColumnSort = Exclude<ArticleSort, 'relevance'>;
export type ListDirection = 'asc' | 'desc';

/** Where the previous page ended: the last row's sort value (ISO date or title) and id. */
export interface Cursor {
  value: string | null;
  id: number;
}

export interface ListFilter {
  /** Null: every website. Never empty (callers answer an empty page instead). */
  websiteIds: readonly number[] | null;
  status?: PostStatus;
  author?: string;
  /** Only articles assigned to this user. */
  assignedTo?: number;
  modifiedSince?: Date;
  /** The search box's text, as `titleSearch` reads it. */
  search?: ArticleSearch;
  /** `relevance` only with a search (offset paging, no cursor). */
  sortBy: ArticleSort;
  sortDir: ListDirection;
  cursor?: Cursor;
  offset: number;
  limit: number;
}

export interface Statement {
  sql: string;
  params: unknown[];
}

export const LIST_COLUMNS = [
  'id',
  'websiteId',
  'remoteId',
  'title',
  'titleFull',
  'sticky',
  'passwordProtected',
  'authorName',
  'status',
  'createdAt',
  'publishedAt',
  'modifiedAt',
  'clonedFromArticleId',
  'assignedToUserId',
  'generatedByAi',
  'link',
  'deletedInWp',
] as const;

/** Dates leave MariaDB as the ISO 8601 text the API answers with (they are stored in UTC). */
const DATE_COLUMNS = new Set<string>(['createdAt', 'publishedAt', 'modifiedAt']);
const column = (c: string) =>
  DATE_COLUMNS.has(c)
    ? `DATE_FORMAT(a.\`${c}\`, '%Y-%m-%dT%H:%i:%s.000Z') AS \`${c}\``
    : `a.\`${c}\``;

/**
 * The website's name and time zone ride along (primary-key lookups per returned row): one round
 * trip.
 */
const SELECT = `${LIST_COLUMNS.map(column).join(', ')}, (SELECT w.name FROM websites w WHERE w.id = a.websiteId) AS websiteName, (SELECT w.timezone FROM websites w WHERE w.id = a.websiteId) AS websiteTimezone`;

/** Sort columns that may hold NULL (drafts have no published date). */
const NULLABLE_SORTS = new Set<ColumnSort>(['publishedAt', 'createdAt']);
/** Above this many websites in a scope, one query over the global index beats a union. */
export const MAX_UNION_WEBSITES = 64;

const INDEX_SUFFIX: Record<ColumnSort, string> = {
  modifiedAt: 'modified',
  publishedAt: 'published',
  createdAt: 'created',
  title: 'title',
};

/**
 * The index that serves a one-website read of this shape (website, maybe status, then the sort
 * and id). Named, MariaDB does not weigh the other nine indexes that start with websiteId: on a
 * union of five websites that weighing took longer than the reads. With an author, recency or
 * title filter the optimizer chooses.
 */
export function websiteIndexOf(filter: ListFilter): string | null {
  if (
    filter.author ||
    filter.assignedTo ||
    filter.modifiedSince ||
    filter.search ||
    filter.sortBy === 'relevance'
  ) {
    return null;
  }
  return `ix_articles_${filter.status ? 'ws' : 'w'}_${INDEX_SUFFIX[filter.sortBy]}`;
}

/** The column a total riding along with the rows comes back in. */
export const TOTAL_COLUMN = 'listTotal';

/**
 * Every sort has an index per filter shape ending in `id`, so a page is an index range read
 * (keyset) whatever its depth. A scope of several websites is a UNION ALL of one small ordered
 * read of keys per website, merged and cut, then joined to its rows.
 *
 * `total`, when given, rides along as an uncorrelated scalar subquery (run once, not per row):
 * the page and its total in one round trip. An empty page carries no total.
 */
export function listStatement(filter: ListFilter, total?: Statement): Statement {
  const ids = filter.websiteIds;
  const totalColumn = total ? `, (${total.sql}) AS ${TOTAL_COLUMN}` : '';
  const totalParams = total?.params ?? [];
  if (filter.sortBy === 'relevance') return relevanceStatement(filter, totalColumn, totalParams);
  const order = orderBy(filter);
  const index = websiteIndexOf(filter);
  const hint = index ? ` USE INDEX (${index})` : '';
  if (ids && ids.length > 1 && ids.length <= MAX_UNION_WEBSITES) {
    const params: unknown[] = [];
    const keys = `a.id, a.\`${filter.sortBy}\``;
    const parts = ids.map((websiteId) => {
      const where = conditions(filter, [websiteId]);
      params.push(...where.params, filter.offset + filter.limit);
      return `(SELECT ${keys} FROM articles a${hint} WHERE ${where.sql} ORDER BY ${order} LIMIT ?)`;
    });
    params.push(filter.limit, filter.offset);
    // The union merges keys only; the page's rows are read once the page is known.
    const page = `SELECT * FROM (${parts.join(' UNION ALL ')}) a ORDER BY ${order} LIMIT ? OFFSET ?`;
    return {
      sql: `SELECT ${SELECT}${totalColumn} FROM (${page}) k JOIN articles a ON a.id = k.id ORDER BY ${order}`,
      params: [...totalParams, ...params],
    };
  }
  const where = conditions(filter, ids);
  const table = ids?.length === 1 ? `articles a${hint}` : 'articles a';
  return {
    sql: `SELECT ${SELECT}${totalColumn} FROM ${table} WHERE ${where.sql} ORDER BY ${order} LIMIT ? OFFSET ?`,
    params: [...totalParams, ...where.params, filter.limit, filter.offset],
  };
}

/** The exact total from the counters the sync keeps: no scan of the articles table. */
export function countedTotalStatement(
  websiteIds: readonly number[] | null,
  status?: PostStatus,
): Statement {
  const sql: string[] = ['1 = 1'];
  const params: unknown[] = [];
  if (websiteIds) {
    sql.push('websiteId IN (?)');
    params.push(websiteIds);
  }
  if (status) {
    sql.push('status = ?');
    params.push(status);
  }
  return { sql: `SELECT SUM(count) AS n FROM article_counts WHERE ${sql.join(' AND ')}`, params };
}

/** Counts matching rows but stops at `cap`: bounded work for filters the counters cannot answer. */
export function boundedCountStatement(filter: ListFilter, cap: number): Statement {
  const where = conditions({ ...filter, cursor: undefined }, filter.websiteIds);
  return {
    sql: `SELECT COUNT(*) AS n FROM (SELECT 1 FROM articles a WHERE ${where.sql} LIMIT ?) t`,
    params: [...where.params, cap],
  };
}

/** Opaque keyset cursor: base64url JSON of the sort, its direction, the last value and id. */
export function encodeCursor(
  sortBy: ArticleSort,
  sortDir: ListDirection,
  value: Date | string | null,
  id: number,
): string {
  const v = value instanceof Date ? value.toISOString() : value;
  return Buffer.from(JSON.stringify({ s: sortBy, d: sortDir, v, i: id })).toString('base64url');
}

/** A search's next page by relevance: its offset (the ranking has no keyset). */
export function encodeOffsetCursor(offset: number): string {
  return Buffer.from(JSON.stringify({ s: 'relevance', o: offset })).toString('base64url');
}

/** The offset a relevance cursor names, or null when it is not one. */
export function parseOffsetCursor(cursor: string): number | null {
  try {
    const { s, o } = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as {
      s?: unknown;
      o?: unknown;
    };
    return s === 'relevance' && typeof o === 'number' && Number.isSafeInteger(o) && o > 0
      ? o
      : null;
  } catch {
    return null;
  }
}

/** The cursor's position, or null when it is not one of this sort's cursors. */
export function parseCursor(
  cursor: string,
  sortBy: ArticleSort,
  sortDir: ListDirection,
): Cursor | null {
  let decoded: { s?: unknown; d?: unknown; v?: unknown; i?: unknown };
  try {
    decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as typeof decoded;
  } catch {
    return null;
  }
  if (!decoded || typeof decoded !== 'object') return null;
  const { s, d, v, i } = decoded;
  const valueOk =
    v === null ||
    (typeof v === 'string' && (sortBy === 'title' || !Number.isNaN(new Date(v).getTime())));
  if (s !== sortBy || d !== sortDir || !valueOk) return null;
  if (typeof i !== 'number' || !Number.isSafeInteger(i) || i < 1) return null;
  return { value: v, id: i };
}

/**
 * A search's best matches first: the post whose id was typed, titles holding the exact phrase,
 * then the full-text score, then the newest. One read over the scope (the union's per-website
 * order would not rank across websites); paged by offset.
 */
function relevanceStatement(
  filter: ListFilter,
  totalColumn: string,
  totalParams: unknown[],
): Statement {
  const where = conditions(filter, filter.websiteIds);
  const rank: string[] = [];
  const rankParams: unknown[] = [];
  const search = filter.search;
  if (search?.remoteId !== undefined) {
    rank.push('(a.remoteId = ?) DESC');
    rankParams.push(search.remoteId);
  }
  if (search?.phrase) {
    rank.push('(a.title REGEXP ?) DESC');
    rankParams.push(search.phrase);
  }
  if (search?.fulltext) {
    rank.push('MATCH(a.title) AGAINST (? IN BOOLEAN MODE) DESC');
    rankParams.push(search.fulltext);
  }
  rank.push('a.`modifiedAt` DESC', 'a.id DESC');
  return {
    sql: `SELECT ${SELECT}${totalColumn} FROM articles a WHERE ${where.sql} ORDER BY ${rank.join(', ')} LIMIT ? OFFSET ?`,
    params: [...totalParams, ...where.params, ...rankParams, filter.limit, filter.offset],
  };
}

function orderBy(filter: Pick<ListFilter, 'sortBy' | 'sortDir'>): string {
  const dir = filter.sortDir === 'asc' ? 'ASC' : 'DESC';
  return `a.\`${filter.sortBy}\` ${dir}, a.id ${dir}`;
}

function conditions(filter: ListFilter, websiteIds: readonly number[] | null): Statement {
  const sql: string[] = ['a.deletedInWp = 0'];
  const params: unknown[] = [];
  if (websiteIds) {
    sql.push(websiteIds.length === 1 ? 'a.websiteId = ?' : 'a.websiteId IN (?)');
    params.push(websiteIds.length === 1 ? websiteIds[0] : websiteIds);
  }
  if (filter.status) {
    sql.push('a.status = ?');
    params.push(filter.status);
  }
  if (filter.author) {
    sql.push('a.authorName = ?');
    params.push(filter.author);
  }
  if (filter.assignedTo) {
    sql.push('a.assignedToUserId = ?');
    params.push(filter.assignedTo);
  }
  if (filter.modifiedSince) {
    sql.push('a.modifiedAt >= ?');
    params.push(filter.modifiedSince);
  }
  if (filter.search) {
    const search = searchCondition(filter.search);
    sql.push(search.sql);
    params.push(...search.params);
  }
  if (filter.cursor && filter.sortBy !== 'relevance') {
    const keyset = keysetCondition(filter.sortBy, filter.sortDir, filter.cursor);
    sql.push(keyset.sql);
    params.push(...keyset.params);
  }
  return { sql: sql.join(' AND '), params };
}

/** The website whose address has this host (scheme and path aside). */
const WEBSITE_OF_HOST =
  "a.websiteId IN (SELECT w.id FROM websites w WHERE LOWER(SUBSTRING_INDEX(SUBSTRING_INDEX(w.url, '://', -1), '/', 1)) = ?)";

/**
 * What a search asks: an address names a post (its link, or its website's address with its slug
 * or id); words are all required in the title (the indexed ones through the full-text index, the
 * others as word starts); a number alone also finds the post with that id.
 */
function searchCondition(search: ArticleSearch): Statement {
  if (search.address) {
    const { links, host, slug, remoteId } = search.address;
    const named: string[] = [];
    const namedParams: unknown[] = [];
    if (slug) {
      named.push('a.slug = ?');
      namedParams.push(slug);
    }
    if (remoteId) {
      named.push('a.remoteId = ?');
      namedParams.push(remoteId);
    }
    const onSite = named.length ? ` OR (${WEBSITE_OF_HOST} AND (${named.join(' OR ')}))` : '';
    return {
      sql: `(a.link IN (?)${onSite})`,
      params: [links, ...(named.length ? [host, ...namedParams] : [])],
    };
  }
  const sql: string[] = [];
  const params: unknown[] = [];
  if (search.fulltext) {
    sql.push('MATCH(a.title) AGAINST (? IN BOOLEAN MODE)');
    params.push(search.fulltext);
  }
  for (const pattern of search.patterns) {
    sql.push('a.title REGEXP ?');
    params.push(pattern);
  }
  if (search.titleLike) {
    sql.push('a.title LIKE ?');
    params.push(search.titleLike);
  }
  const title = sql.length ? sql.join(' AND ') : '1 = 1';
  if (search.remoteId === undefined) return { sql: `(${title})`, params };
  return { sql: `((${title}) OR a.remoteId = ?)`, params: [...params, search.remoteId] };
}

/**
 * Rows after the cursor in `ORDER BY col dir, id dir`. MariaDB sorts NULL lowest: first going
 * up, last going down; nullable sorts say so explicitly so the index range stays usable.
 */
function keysetCondition(sortBy: ColumnSort, dir: ListDirection, cursor: Cursor): Statement {
  const col = `a.\`${sortBy}\``;
  const value =
    cursor.value === null ? null : sortBy === 'title' ? cursor.value : new Date(cursor.value);
  const nullable = NULLABLE_SORTS.has(sortBy);
  if (dir === 'desc') {
    if (value === null) return { sql: `(${col} IS NULL AND a.id < ?)`, params: [cursor.id] };
    const tail = nullable ? ` OR ${col} IS NULL` : '';
    return {
      sql: `(${col} < ? OR (${col} = ? AND a.id < ?)${tail})`,
      params: [value, value, cursor.id],
    };
  }
  if (value === null) {
    return { sql: `((${col} IS NULL AND a.id > ?) OR ${col} IS NOT NULL)`, params: [cursor.id] };
  }
  return { sql: `(${col} > ? OR (${col} = ? AND a.id > ?))`, params: [value, value, cursor.id] };
}
