/** The roll-up tables by name, free of TypeORM (the benchmarks import the SQL built from them). */
export const ROLLUP_TABLES = {
  minute: 'analytics_minutes',
  hour: 'analytics_hours',
  day: 'analytics_days',
} as const;
export type Grain = keyof typeof ROLLUP_TABLES;

/** The pages breakdown's key of a path (an SQL expression over `column`). */
export function PATH_KEY_SQL(column: string) {
  return `UNHEX(MD5(LOWER(${column})))`;
}

export const PERIODS = ['day', 'week', 'month'] as const;
/** A breakdown row covers one UTC day, one ISO week (from Monday) or one calendar month. */
export type Period = (typeof PERIODS)[number];

/**
 * Each breakdown: its table, its key column there and the key's expression over
 * `analytics_events`. Pages are keyed by a 16-byte hash of the lower-cased path (the text is in
 * `analytics_paths`): grouping on the 500-character path made MariaDB's temporary tables spill
 * to disk, seconds for a month of pages.
 */
export const BREAKDOWNS = {
  sources: { table: 'analytics_source_rollups', key: 'source', raw: 'source' },
  pages: { table: 'analytics_page_rollups', key: 'pathKey', raw: PATH_KEY_SQL('path') },
  articles: { table: 'analytics_article_rollups', key: 'articleId', raw: 'articleId' },
} as const;
export type BreakdownName = keyof typeof BREAKDOWNS;

/**
 * The breakdowns whose top rows are answered from a range cache over closed days, and the table
 * that holds each cache's rows (one row per website and key, summed over the cached days).
 */
export const RANGE_CACHES = {
  pages: 'analytics_page_range_rows',
  articles: 'analytics_article_range_rows',
} as const;
export type CachedBreakdown = keyof typeof RANGE_CACHES;
