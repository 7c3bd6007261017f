import {
  BREAKDOWNS,
  PATH_KEY_SQL,
  RANGE_CACHES,
  ROLLUP_TABLES,
  type BreakdownName,
  type CachedBreakdown,
  type Grain,
  type Period,
} from './analytics-tables';

/**
 * The Analytics page's SQL, as statements (text + parameters): the repository runs them, and
 * `npm run bench:analytics` runs the very same ones raw beside the endpoint.
 *
 * A span [from, to) is read as roll-ups for its whole days (whole months, then whole weeks,
 * then single days) and as raw events only for the partial days at its edges. Views, visits and
 * conversions add up over any buckets; visitors add up over days because the visitor hash is
 * salted per day, so a span's visitors are the sum of its days' distinct visitors, the sum
 * that the raw `COUNT(DISTINCT websiteId, visitor)` gives too.
 */
export interface Statement {
  sql: string;
  params: unknown[];
}

/** null: every website. */
export type SiteFilter = readonly number[] | null;

const DAY = 86_400_000;
/** The last day `dayOf` named, kept: beacons and rows come by the thousand from the same day. */
let lastDay = { start: 0, end: 0, day: '' };
/** The UTC day of a moment, YYYY-MM-DD. */
export const dayOf = (at: Date): string => {
  const time = at.getTime();
  if (time >= lastDay.start && time < lastDay.end) return lastDay.day;
  const start = Math.floor(time / DAY) * DAY;
  const day = at.toISOString().slice(0, 10);
  lastDay = { start, end: start + DAY, day };
  return day;
};

export interface SpanPlan {
  /** Whole-period roll-up buckets (YYYY-MM-DD of the period's first day). */
  buckets: Record<Period, string[]>;
  /** The whole days, [from, to) at midnight; null when the span holds none. */
  days: [Date, Date] | null;
  /** Partial days read from the raw events (at most two). */
  edges: [Date, Date][];
}

const addMonths = (at: Date, months: number) =>
  new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + months, 1));

/** Splits a span into whole months, weeks (from Monday) and days, and its partial-day edges. */
export function planSpan(from: Date, to: Date): SpanPlan {
  const buckets: Record<Period, string[]> = { day: [], week: [], month: [] };
  if (to <= from) return { buckets, days: null, edges: [] };
  const first = new Date(Math.ceil(from.getTime() / DAY) * DAY);
  const last = new Date(Math.floor(to.getTime() / DAY) * DAY);
  if (first >= last) return { buckets, days: null, edges: [[from, to]] };
  const edges: [Date, Date][] = [];
  if (from < first) edges.push([from, first]);
  if (last < to) edges.push([last, to]);
  // Whole months inside [first, last).
  let monthFrom = first.getUTCDate() === 1 ? first : addMonths(first, 1);
  let monthTo = addMonths(last, 0);
  if (monthFrom >= monthTo) [monthFrom, monthTo] = [last, last];
  for (let at = monthFrom; at < monthTo; at = addMonths(at, 1)) buckets.month.push(dayOf(at));
  const weeksAndDays = (start: Date, end: Date) => {
    let at = start.getTime();
    while (at < end.getTime()) {
      const monday = new Date(at).getUTCDay() === 1;
      if (monday && at + 7 * DAY <= end.getTime()) {
        buckets.week.push(dayOf(new Date(at)));
        at += 7 * DAY;
      } else {
        buckets.day.push(dayOf(new Date(at)));
        at += DAY;
      }
    }
  };
  if (buckets.month.length === 0) weeksAndDays(first, last);
  else {
    weeksAndDays(first, monthFrom);
    weeksAndDays(monthTo, last);
  }
  return { buckets, days: [first, last], edges };
}

const siteWhere = (sites: SiteFilter, column: string): [string, unknown[]] => {
  if (sites === null) return ['1 = 1', []];
  if (sites.length === 0) return ['1 = 0', []];
  return [`${column} IN (?)`, [sites]];
};

/** Raw events of one partial span: the day bound lets MariaDB read only its partitions. */
export const rawSpan = ([from, to]: [Date, Date]): [string, unknown[]] => [
  'at >= ? AND at < ? AND day BETWEEN ? AND ?',
  [from, to, dayOf(from), dayOf(new Date(to.getTime() - 1))],
];

export function seriesStatement(grain: Grain, sites: SiteFilter, from: Date, to: Date): Statement {
  const [where, params] = siteWhere(sites, 'websiteId');
  return {
    sql: `SELECT bucket, SUM(views) views, SUM(visits) visits, SUM(visitors) visitors,
         SUM(conversions) conversions FROM ${ROLLUP_TABLES[grain]}
       WHERE ${where} AND bucket >= ? AND bucket < ? GROUP BY bucket ORDER BY bucket`,
    params: [...params, from, to],
  };
}

/** Views, visits, visitors and conversions of a span: day roll-ups plus raw partial days. */
export function totalsStatement(sites: SiteFilter, from: Date, to: Date): Statement {
  const plan = planSpan(from, to);
  const [where, siteParams] = siteWhere(sites, 'websiteId');
  const parts: string[] = [];
  const params: unknown[] = [];
  if (plan.days) {
    parts.push(`SELECT SUM(views) views, SUM(visits) visits, SUM(visitors) visitors,
        SUM(conversions) conversions FROM analytics_days
      WHERE ${where} AND bucket >= ? AND bucket < ?`);
    params.push(...siteParams, ...plan.days);
  }
  for (const edge of plan.edges) {
    const [span, spanParams] = rawSpan(edge);
    parts.push(`SELECT SUM(kind = 'pageview') views, SUM(newVisit) visits,
        COUNT(DISTINCT websiteId, IF(kind = 'pageview', visitor, NULL)) visitors,
        SUM(goalId IS NOT NULL) conversions FROM analytics_events
      WHERE ${where} AND ${span}`);
    params.push(...siteParams, ...spanParams);
  }
  if (parts.length === 0) parts.push('SELECT 0 views, 0 visits, 0 visitors, 0 conversions');
  return {
    sql: `SELECT COALESCE(SUM(views), 0) views, COALESCE(SUM(visits), 0) visits,
        COALESCE(SUM(visitors), 0) visitors, COALESCE(SUM(conversions), 0) conversions
      FROM (${parts.join(' UNION ALL ')}) span`,
    params,
  };
}

/**
 * Whether [from, to) holds no whole day, so it is one raw edge (the minute ranges): then
 * `rawReportStatement` answers its totals and breakdowns at once.
 */
export const rawReportFits = (from: Date, to: Date) =>
  from < to && planSpan(from, to).days === null;

/**
 * The raw events of [from, to), narrow, for a report of a span with no whole day (see
 * `rawReportFits`): read once, summed in memory (analytics-raw-report.ts) into the span's totals
 * and its sources, pages and articles, as the statements above count them. `pathKey`: the
 * page's key, for page views.
 */
export function rawReportStatement(sites: SiteFilter, from: Date, to: Date): Statement {
  const [where, siteParams] = siteWhere(sites, 'websiteId');
  const [span, spanParams] = rawSpan([from, to]);
  return {
    sql: `SELECT websiteId, kind = 'pageview' pageview, newVisit, goalId IS NOT NULL conversion,
        visitor, source, articleId,
        IF(kind = 'pageview', ${PATH_KEY_SQL('path')}, NULL) pathKey
      FROM analytics_events WHERE ${where} AND ${span} ORDER BY at, id`,
    params: [...siteParams, ...spanParams],
  };
}

/**
 * Page views with `firstView` set on each visitor's first page view of its day (on each website):
 * a visitor counts under the source that brought their first view of the day, and only there, so
 * the sources' visitors add up to the total as their views and visits do (the help of the
 * Analytics page says so).
 */
const viewsWithFirst = (where: string) => `SELECT websiteId, day, source, newVisit,
    ROW_NUMBER() OVER (PARTITION BY websiteId, day, visitor ORDER BY at, id) = 1 firstView
  FROM analytics_events WHERE ${where} AND kind = 'pageview'`;

/** The breakdown's rows of a span, one SELECT per roll-up period and per raw partial day. */
function breakdownParts(name: BreakdownName, sites: SiteFilter, from: Date, to: Date) {
  const { table, key, raw } = BREAKDOWNS[name];
  const plan = planSpan(from, to);
  const [where, siteParams] = siteWhere(sites, 'websiteId');
  const parts: string[] = [];
  const params: unknown[] = [];
  /** Whether no key has two rows: one roll-up bucket or one raw edge (rows grouped per key). */
  let keyed = true;
  for (const period of ['month', 'week', 'day'] as const) {
    if (plan.buckets[period].length === 0) continue;
    parts.push(`SELECT websiteId, ${key} k, views, visits, visitors FROM ${table}
      WHERE period = '${period}' AND bucket IN (?) AND ${where}`);
    params.push(plan.buckets[period], ...siteParams);
    if (plan.buckets[period].length > 1) keyed = false;
  }
  for (const edge of plan.edges) {
    const [span, spanParams] = rawSpan(edge);
    parts.push(
      name === 'sources'
        ? `SELECT websiteId, source k, COUNT(*) views, SUM(newVisit) visits,
            SUM(firstView) visitors FROM (${viewsWithFirst(`${where} AND ${span}`)}) e
          GROUP BY websiteId, k`
        : `SELECT websiteId, ${raw} k, COUNT(*) views, SUM(newVisit) visits,
            COUNT(DISTINCT visitor) visitors FROM analytics_events
          WHERE ${where} AND kind = 'pageview' AND ${span}
            ${name === 'articles' ? 'AND articleId IS NOT NULL' : ''}
          GROUP BY websiteId, k`,
    );
    params.push(...siteParams, ...spanParams);
  }
  return { parts, params, keyed: keyed && parts.length === 1 };
}

const noRows = (name: BreakdownName) =>
  `SELECT websiteId, ${BREAKDOWNS[name].key} k, views, visits, visitors FROM ${BREAKDOWNS[name].table} WHERE 1 = 0`;

/** The breakdown's rows of a span, to be summed per key: roll-up buckets plus raw partial days. */
function breakdownRows(name: BreakdownName, sites: SiteFilter, from: Date, to: Date): Statement {
  const { parts, params } = breakdownParts(name, sites, from, to);
  return { sql: parts.length > 0 ? parts.join(' UNION ALL ') : noRows(name), params };
}

/**
 * Closed days: a day is closed once it ended this long ago. The ingest writes a batch within a
 * second or two of its beacons; a write to an older day (a late batch, a rebuild, a prune)
 * bumps the cache generation instead.
 */
export const CLOSED_AFTER_MS = 10 * 60_000;
/** Shorter spans are read from the roll-ups directly (as cheap as the cache). */
const MIN_CACHED_DAYS = 2;

/** A range cache in use: its id and the closed days [from, to) it holds. */
export interface RangeCache {
  id: number;
  span: [Date, Date];
}

/** The closed whole days of [from, to) that a range cache may answer, as of `now`; else null. */
export function cachedSpan(from: Date, to: Date, now: Date): [Date, Date] | null {
  const { days } = planSpan(from, to);
  if (!days) return null;
  const closedBefore = new Date(Math.floor((now.getTime() - CLOSED_AFTER_MS) / DAY) * DAY);
  const end = days[1] < closedBefore ? days[1] : closedBefore;
  return end.getTime() - days[0].getTime() >= MIN_CACHED_DAYS * DAY ? [days[0], end] : null;
}

const GENERATION_SQL = `(SELECT COALESCE(MAX(generation), 0) FROM analytics_cache_generation)`;

/** What a range cache is named by, before the generation: breakdown, filter and span. */
const cacheName = (name: CachedBreakdown, sites: SiteFilter, [from, to]: [Date, Date]) =>
  `${name}|${sites === null ? '*' : [...sites].sort((a, b) => a - b).join(',')}|${dayOf(from)}|${dayOf(to)}`;

/** The range cache of the current generation: `id`, `ready` (no row: none yet). */
export function rangeCacheLookupStatement(
  name: CachedBreakdown,
  sites: SiteFilter,
  span: [Date, Date],
): Statement {
  return {
    sql: `SELECT id, ready FROM analytics_range_caches
      WHERE cacheKey = UNHEX(MD5(CONCAT(?, '|', ${GENERATION_SQL})))`,
    params: [cacheName(name, sites, span)],
  };
}

/** A ready range cache's rows (they never change: a new generation makes a new cache). */
export function rangeCacheRowsStatement(name: CachedBreakdown, id: number): Statement {
  return {
    sql: `SELECT websiteId, ${BREAKDOWNS[name].key} k, views, visits, visitors
      FROM ${RANGE_CACHES[name]} WHERE cacheId = ?`,
    params: [id],
  };
}

/** The breakdown's rows of [from, to) outside the cached days, summed per website and key. */
export function liveRowsStatement(
  name: CachedBreakdown,
  sites: SiteFilter,
  from: Date,
  to: Date,
  [cachedFrom, cachedTo]: [Date, Date],
): Statement {
  const parts: string[] = [];
  const params: unknown[] = [];
  let keyed = true;
  for (const [a, b] of [
    [from, cachedFrom],
    [cachedTo, to],
  ] as const) {
    if (a >= b) continue;
    const rows = breakdownParts(name, sites, a, b);
    parts.push(...rows.parts);
    params.push(...rows.params);
    keyed &&= rows.keyed;
  }
  // Usually today's day rows alone: one per key already.
  if (parts.length === 1 && keyed) return { sql: parts[0]!, params };
  return {
    sql: `SELECT websiteId, k, SUM(views) views, SUM(visits) visits, SUM(visitors) visitors
      FROM (${parts.length > 0 ? parts.join(' UNION ALL ') : noRows(name)}) r GROUP BY websiteId, k`,
    params,
  };
}

/** The path and website name of pages (`[websiteId, pathKey]` pairs). */
export function pageNamesStatement(keys: [number, Buffer][]): Statement {
  return {
    sql: `SELECT p.websiteId, p.pathKey, p.path, w.name websiteName FROM analytics_paths p
      JOIN websites w ON w.id = p.websiteId WHERE (p.websiteId, p.pathKey) IN (?)`,
    params: [keys.length > 0 ? keys : [[0, Buffer.alloc(16)]]],
  };
}

/** The title and website name of articles. */
export function articleNamesStatement(ids: number[]): Statement {
  return {
    sql: `SELECT a.id articleId, a.title, w.id websiteId, w.name websiteName FROM articles a
      JOIN websites w ON w.id = a.websiteId WHERE a.id IN (?)`,
    params: [ids.length > 0 ? ids : [0]],
  };
}

/** Claims the building of a range cache: one row inserted (its insertId) or none (taken). */
export function rangeCacheClaimStatement(
  name: CachedBreakdown,
  sites: SiteFilter,
  span: [Date, Date],
): Statement {
  return {
    sql: `INSERT IGNORE INTO analytics_range_caches (cacheKey, generation, ready, createdAt)
      SELECT UNHEX(MD5(CONCAT(?, '|', g))), g, 0, NOW() FROM (SELECT ${GENERATION_SQL} g) gen`,
    params: [cacheName(name, sites, span)],
  };
}

/** Fills a claimed range cache: the span's rows summed per website and key. */
export function rangeCacheBuildStatement(
  name: CachedBreakdown,
  sites: SiteFilter,
  id: number,
  [from, to]: [Date, Date],
): Statement {
  const rows = breakdownRows(name, sites, from, to);
  const { key } = BREAKDOWNS[name];
  return {
    sql: `INSERT INTO ${RANGE_CACHES[name]} (cacheId, websiteId, ${key}, views, visits, visitors)
      SELECT ?, websiteId, k, SUM(views), SUM(visits), SUM(visitors) FROM (${rows.sql}) r
      GROUP BY websiteId, k`,
    params: [id, ...rows.params],
  };
}

/** Every range cache stops being found: a closed day's figures changed. */
export const bumpCacheGenerationStatement: Statement = {
  sql: `INSERT INTO analytics_cache_generation (id, generation) VALUES (1, 1)
    ON DUPLICATE KEY UPDATE generation = generation + 1`,
  params: [],
};

export function sourcesStatement(
  sites: SiteFilter,
  from: Date,
  to: Date,
  limit: number,
): Statement {
  const rows = breakdownRows('sources', sites, from, to);
  return {
    sql: `SELECT k source, SUM(visits) visits, SUM(views) views, SUM(visitors) visitors
      FROM (${rows.sql}) r GROUP BY k ORDER BY visits DESC, views DESC, source LIMIT ?`,
    params: [...rows.params, limit],
  };
}

export function pagesStatement(sites: SiteFilter, from: Date, to: Date, limit: number): Statement {
  const rows = breakdownRows('pages', sites, from, to);
  return {
    sql: `SELECT top.websiteId, w.name websiteName, p.path, top.views, top.visitors
      FROM (SELECT websiteId, k, SUM(views) views, SUM(visitors) visitors
            FROM (${rows.sql}) r GROUP BY websiteId, k ORDER BY views DESC, k LIMIT ?) top
      JOIN analytics_paths p ON p.websiteId = top.websiteId AND p.pathKey = top.k
      JOIN websites w ON w.id = top.websiteId ORDER BY top.views DESC, p.path`,
    params: [...rows.params, limit],
  };
}

export function articlesStatement(
  sites: SiteFilter,
  from: Date,
  to: Date,
  limit: number,
): Statement {
  const rows = breakdownRows('articles', sites, from, to);
  return {
    sql: `SELECT top.articleId, a.title, top.websiteId, w.name websiteName, top.views,
        top.visitors
      FROM (SELECT k articleId, websiteId, SUM(views) views, SUM(visitors) visitors
            FROM (${rows.sql}) r GROUP BY k, websiteId ORDER BY views DESC, articleId LIMIT ?) top
      JOIN articles a ON a.id = top.articleId JOIN websites w ON w.id = top.websiteId
      ORDER BY top.views DESC, top.articleId`,
    params: [...rows.params, limit],
  };
}

/**
 * Rebuilds every roll-up of the days [fromDay, toDay) from the raw events, as the ingest would
 * have kept them (minutes and hours too; week and month rows are summed from the day rows of the
 * weeks and months those days touch; minutes unless told not to). For loading history in bulk (the analytics bench, a
 * backfill); the ingest keeps them up to date beacon by beacon.
 */
export function rebuildRollupStatements(
  fromDay: string,
  toDay: string,
  { minutes = true } = {},
): Statement[] {
  const days = [fromDay, toDay];
  const replace = (columns: string[]) =>
    `ON DUPLICATE KEY UPDATE ${columns.map((c) => `${c} = VALUES(${c})`).join(', ')}`;
  const time = (table: string, bucket: string): Statement => ({
    sql: `INSERT INTO ${table} (websiteId, bucket, views, visits, visitors, conversions)
      SELECT websiteId, ${bucket} b, SUM(kind = 'pageview'), SUM(newVisit),
        COUNT(DISTINCT IF(kind = 'pageview', visitor, NULL)), SUM(goalId IS NOT NULL)
      FROM analytics_events WHERE day >= ? AND day < ? GROUP BY websiteId, b
      ${replace(['views', 'visits', 'visitors', 'conversions'])}`,
    params: days,
  });
  const statements = [
    time('analytics_days', 'CAST(day AS DATETIME)'),
    time('analytics_hours', "DATE_FORMAT(at, '%Y-%m-%d %H:00:00')"),
  ];
  if (minutes) statements.push(time('analytics_minutes', "DATE_FORMAT(at, '%Y-%m-%d %H:%i:00')"));
  const lastDay = dayOf(new Date(Date.parse(`${toDay}T00:00:00Z`) - DAY));
  statements.push({
    sql: `INSERT IGNORE INTO analytics_paths (websiteId, pathKey, path)
      SELECT websiteId, ${PATH_KEY_SQL('path')} k, MIN(path) FROM analytics_events
      WHERE day >= ? AND day < ? AND kind = 'pageview' GROUP BY websiteId, k`,
    params: days,
  });
  for (const name of Object.keys(BREAKDOWNS) as BreakdownName[]) {
    const { table, key, raw } = BREAKDOWNS[name];
    const columns = `period, bucket, websiteId, ${key}, views, visits, visitors`;
    statements.push({
      sql:
        name === 'sources'
          ? `INSERT INTO ${table} (${columns})
            SELECT 'day', day, websiteId, source k, COUNT(*), SUM(newVisit), SUM(firstView)
            FROM (${viewsWithFirst('day >= ? AND day < ?')}) e
            GROUP BY day, websiteId, k ${replace(['views', 'visits', 'visitors'])}`
          : `INSERT INTO ${table} (${columns})
            SELECT 'day', day, websiteId, ${raw} k, COUNT(*), SUM(newVisit), COUNT(DISTINCT visitor)
            FROM analytics_events WHERE day >= ? AND day < ? AND kind = 'pageview'
              ${name === 'articles' ? 'AND articleId IS NOT NULL' : ''}
            GROUP BY day, websiteId, k ${replace(['views', 'visits', 'visitors'])}`,
      params: days,
    });
    // Every week and month one of the days falls in, summed from all of its day rows.
    for (const [period, start, step] of [
      ['week', (d: string) => `DATE_SUB(${d}, INTERVAL WEEKDAY(${d}) DAY)`, '7 DAY'],
      ['month', (d: string) => `DATE_FORMAT(${d}, '%Y-%m-01')`, '1 MONTH'],
    ] as const) {
      statements.push({
        sql: `INSERT INTO ${table} (${columns})
          SELECT '${period}', ${start('bucket')} b, websiteId, ${key}, SUM(views), SUM(visits),
            SUM(visitors)
          FROM ${table} WHERE period = 'day' AND bucket >= ${start('?')}
            AND bucket < DATE_ADD(${start('?')}, INTERVAL ${step})
          GROUP BY b, websiteId, ${key} ${replace(['views', 'visits', 'visitors'])}`,
        params: period === 'week' ? [fromDay, fromDay, lastDay, lastDay] : [fromDay, lastDay],
      });
    }
  }
  // The rebuilt days may be closed ones that a range cache holds.
  statements.push(bumpCacheGenerationStatement);
  return statements;
}
