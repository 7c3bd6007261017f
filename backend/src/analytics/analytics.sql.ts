import {
  BREAKDOWNS,
  PATH_KEY_SQL,
  ROLLUP_TABLES,
  type BreakdownName,
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
export const dayOf = (at: Date) => at.toISOString().slice(0, 10);

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
const rawSpan = ([from, to]: [Date, Date]): [string, unknown[]] => [
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

/** The breakdown's rows of a span, summed per key: roll-up buckets plus raw partial days. */
function breakdownRows(name: BreakdownName, sites: SiteFilter, from: Date, to: Date): Statement {
  const { table, key, raw } = BREAKDOWNS[name];
  const plan = planSpan(from, to);
  const [where, siteParams] = siteWhere(sites, 'websiteId');
  const parts: string[] = [];
  const params: unknown[] = [];
  for (const period of ['month', 'week', 'day'] as const) {
    if (plan.buckets[period].length === 0) continue;
    parts.push(`SELECT websiteId, ${key} k, views, visits, visitors FROM ${table}
      WHERE period = '${period}' AND bucket IN (?) AND ${where}`);
    params.push(plan.buckets[period], ...siteParams);
  }
  for (const edge of plan.edges) {
    const [span, spanParams] = rawSpan(edge);
    parts.push(`SELECT websiteId, ${raw} k, COUNT(*) views, SUM(newVisit) visits,
        COUNT(DISTINCT visitor) visitors FROM analytics_events
      WHERE ${where} AND kind = 'pageview' AND ${span}
        ${name === 'articles' ? 'AND articleId IS NOT NULL' : ''}
      GROUP BY websiteId, k`);
    params.push(...siteParams, ...spanParams);
  }
  if (parts.length === 0) {
    parts.push(`SELECT websiteId, ${key} k, views, visits, visitors FROM ${table} WHERE 1 = 0`);
  }
  return { sql: parts.join(' UNION ALL '), params };
}

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
      sql: `INSERT INTO ${table} (${columns})
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
  return statements;
}
