/**
 * `npm run bench:analytics [-- --rows N]`: seeds 10,000,000 page views (or N) over 20 websites
 * and the last 90 days into the real schema (the backend's migrations), builds the roll-ups with
 * the backend's own roll-up SQL (`rebuildRollupStatements` of analytics.sql.ts), then measures
 * GET /api/analytics for every range of the Analytics page — totals, the previous period, the
 * time series, sources, top pages, top articles and concurrency in one report — beside the same
 * SQL statements (built by analytics.sql.ts, as the repository runs them) run raw over a pool.
 * Prints p50/p99 of both, the ratio, and the p99 against the 100 ms goal; the baseline is
 * GET /api/auth/me measured in the same run. Top pages and articles of a range with closed days
 * read a range cache (built by the worker at boot, or by the first report) plus today's rows:
 * both sides run that way, the raw side with the repository's statements and merge. A minute
 * range reads its raw events once (`rawReportStatement`, summed by analytics-raw-report.ts) beside
 * the series and the previous period's totals: both sides run that way too.
 * `BENCH_KEEP_DB=1` keeps the seeded database and `--database NAME` measures on it again
 * (seeding takes 10–15 minutes here).
 *
 * Seeding is SQL only: one INSERT … SELECT per 250,000 rows over MariaDB's Sequence engine
 * (`seq_A_to_B`), the columns derived from CRC32 of the row number. News-like traffic: each site
 * publishes 50 articles a day and most views go to the newest (views fall off with the cube of
 * age, over ~6 days); 20 % go to the home page and category pages; 2 % are custom events that
 * reach a goal; ~3,000 visitors a site a day.
 */
import { loadavg } from 'node:os';
import { createPool, type Pool, type RowDataPacket } from 'mysql2/promise';
import {
  resolveRange,
  RANGES,
  type RangeName,
} from '../../backend/src/analytics/reports/analytics-range';
import { rawReport } from '../../backend/src/analytics/reports/analytics-raw-report';
import { ClosedRows, keyRow } from '../../backend/src/analytics/reports/analytics-top';
import {
  articleNamesStatement,
  articlesStatement,
  cachedSpan,
  dayOf,
  liveRowsStatement,
  pageNamesStatement,
  pagesStatement,
  rangeCacheLookupStatement,
  rawReportFits,
  rawReportStatement,
  rangeCacheRowsStatement,
  rebuildRollupStatements,
  seriesStatement,
  sourcesStatement,
  totalsStatement,
  type Statement,
} from '../../backend/src/analytics/store/analytics.sql';
import { DB_SERVER, loadGet, percentile, signIn, startBackend } from './support/backend';
import { printP99Footer } from './support/report';

const argRows = process.argv.indexOf('--rows');
const ROWS = argRows > 0 ? Number(process.argv[argRows + 1]) : 10_000_000;
if (!Number.isInteger(ROWS) || ROWS < 1000) throw new Error('--rows takes a whole number ≥ 1000');
// --database NAME: measure again on a database an earlier run seeded and kept (BENCH_KEEP_DB=1).
const argDatabase = process.argv.indexOf('--database');
const REUSE = argDatabase > 0 ? process.argv[argDatabase + 1]! : null;
if (REUSE !== null && !/^ams_bench_\w+$/.test(REUSE))
  throw new Error('--database takes a kept ams_bench_… database');
const WEBSITES = 20;
const DAYS = 90;
const ARTICLES_A_DAY = 50;
const CHUNK = 250_000;
const CLIENTS = 4;
const REQUESTS_PER_CLIENT = 10;
const SEQUENTIAL = 10;
const P99_GOAL_MS = 100;
const DAY = 86_400_000;
const TOP_ROWS = 100;

async function seed(pool: Pool, accountId: number, now: number) {
  const t0 = performance.now();
  const conn = await pool.getConnection();
  try {
    await conn.query("SET time_zone = '+00:00'");
    const websiteIds: number[] = [];
    for (let w = 1; w <= WEBSITES; w++) {
      const [res] = await conn.query(
        'INSERT INTO websites (accountId, name, url, verified) VALUES (?, ?, ?, 1)',
        [accountId, `Bench site ${w}`, `https://site-${w}.example.com`],
      );
      websiteIds.push((res as { insertId: number }).insertId);
    }
    const first = websiteIds[0]!;
    if (websiteIds.some((id, i) => id !== first + i)) throw new Error('website ids not in a row');
    // Article k of website w (0-based) has id w * 10,000 + k + 1 and lives at /a/k.
    const perSite = DAYS * ARTICLES_A_DAY + ARTICLES_A_DAY;
    await conn.query(
      `INSERT INTO articles (id, websiteId, remoteId, title, status, modifiedAt, link, categories,
         tags, deletedInWp)
       SELECT w.seq * 10000 + k.seq + 1, ? + w.seq, k.seq + 1, CONCAT('Story ', w.seq, '-', k.seq),
         'publish', NOW(), CONCAT('https://site-', w.seq + 1, '.example.com/a/', k.seq),
         '["News"]', '[]', 0
       FROM seq_0_to_${WEBSITES - 1} w JOIN seq_0_to_${perSite - 1} k`,
      [first],
    );
    const start = now - DAYS * DAY;
    const step = (DAYS * DAY) / ROWS;
    for (let a = 0; a < ROWS; a += CHUNK) {
      const b = Math.min(ROWS, a + CHUNK) - 1;
      // h1..h6: independent pseudo-random numbers of the row; at: evenly spread up to now.
      await conn.query(
        `INSERT INTO analytics_events (day, at, websiteId, kind, eventName, visitor, path,
           articleId, source, newVisit, goalId)
         SELECT DATE(at), at, ? + w, IF(h6 % 100 < 2, 'event', 'pageview'),
           IF(h6 % 100 < 2, 'signup', NULL),
           MD5(CONCAT(DATE(at), ':', w, ':', h2 % 3000)),
           IF(h3 % 100 < 15, '/', IF(h3 % 100 < 20, CONCAT('/category/', h4 % 10),
             CONCAT('/a/', art))),
           IF(h3 % 100 < 20 OR h6 % 100 < 2, NULL, w * 10000 + art + 1),
           ELT(1 + (h5 % 100 >= 30) + (h5 % 100 >= 50) + (h5 % 100 >= 65) + (h5 % 100 >= 73)
             + (h5 % 100 >= 80) + (h5 % 100 >= 84) + (h5 % 100 >= 87) + (h5 % 100 >= 92),
             'google', 'direct', 'internal', 'facebook', 'twitter', 'linkedin', 'medium',
             'social', 'others'),
           h6 % 100 >= 2 AND h6 % 10 < 4, IF(h6 % 100 < 2, 1, NULL)
         FROM (
           SELECT at, w, h2, h3, h4, h5, h6,
             GREATEST(0, FLOOR(TIMESTAMPDIFF(SECOND, ?, at) / 86400 * ${ARTICLES_A_DAY})
               - FLOOR(POW((h4 % 1000) / 1000, 3) * 300)) art
           FROM (
             SELECT FROM_UNIXTIME((? + seq * ?) / 1000) at, CRC32(CONCAT('w', seq)) % ${WEBSITES} w,
               CRC32(CONCAT('v', seq)) h2, CRC32(CONCAT('p', seq)) h3, CRC32(CONCAT('a', seq)) h4,
               CRC32(CONCAT('s', seq)) h5, CRC32(CONCAT('k', seq)) h6
             FROM seq_${a}_to_${b}
           ) r
         ) e`,
        [first, new Date(start), start, step],
      );
      process.stdout.write(`\r  seeded ${(b + 1).toLocaleString('en')} page views`);
    }
    const eventsSeconds = (performance.now() - t0) / 1000;
    process.stdout.write(
      `\n  raw events in ${eventsSeconds.toFixed(0)} s; building the roll-ups with the backend’s roll-up SQL…\n`,
    );
    const firstDay = dayOf(new Date(start));
    const minutesFrom = now - 2 * DAY;
    for (let at = Date.parse(`${firstDay}T00:00:00Z`); at <= now; at += 7 * DAY) {
      const to = Math.min(at + 7 * DAY, Math.floor(now / DAY) * DAY + DAY);
      // Minute roll-ups are kept 2 days (the retention prunes older ones).
      for (const s of rebuildRollupStatements(dayOf(new Date(at)), dayOf(new Date(to)), {
        minutes: to > minutesFrom,
      })) {
        await conn.query(s.sql, s.params);
      }
    }
    await conn.query('DELETE FROM analytics_minutes WHERE bucket < ?', [new Date(minutesFrom)]);
    await conn.query(
      'ANALYZE TABLE analytics_events, analytics_days, analytics_hours, analytics_minutes, analytics_source_rollups, analytics_page_rollups, analytics_article_rollups',
    );
    const [[counts]] = (await conn.query(
      `SELECT (SELECT COUNT(*) FROM analytics_events) events,
         (SELECT COUNT(*) FROM analytics_page_rollups) pageRows,
         (SELECT COUNT(*) FROM analytics_page_rollups WHERE period = 'day') pageDayRows`,
    )) as unknown as [RowDataPacket[]];
    return { seconds: (performance.now() - t0) / 1000, counts: counts! };
  } finally {
    conn.release();
  }
}

/** `perClient` calls of `work` from `clients` concurrent loops; latencies in ms. */
async function load(clients: number, perClient: number, work: () => Promise<void>) {
  const times: number[] = [];
  await Promise.all(
    Array.from({ length: clients }, async () => {
      for (let i = 0; i < perClient; i++) {
        const t0 = performance.now();
        await work();
        times.push(performance.now() - t0);
      }
    }),
  );
  return times;
}

/** Range-cache rows the raw side has read, as the backend holds them (read once each). */
const closedRowsHeld = new Map<number, Promise<ClosedRows>>();

/**
 * The statements AnalyticsQuery.report runs for a range (every website), as it runs them, at
 * once. Top pages and articles of a range with closed days run as the repository runs them:
 * the range-cache look-up beside today's rows, the merge (analytics-top.ts) with the cache's
 * rows (read once), then the names of the top rows.
 */
function reportQueries(
  pool: Pool,
  range: RangeName,
  now: Date,
  custom: { from: string; to: string },
): Promise<unknown>[] {
  const r = resolveRange(range, now, custom)!;
  const run = async (s: Statement) => (await pool.query(s.sql, s.params))[0] as RowDataPacket[];
  const top = async (name: 'pages' | 'articles') => {
    const span = cachedSpan(r.from, r.to, now);
    const direct = name === 'pages' ? pagesStatement : articlesStatement;
    if (!span) return run(direct(null, r.from, r.to, TOP_ROWS));
    const [[found], live] = await Promise.all([
      run(rangeCacheLookupStatement(name, null, span)),
      run(liveRowsStatement(name, null, r.from, r.to, span)),
    ]);
    if (!found || !Number(found.ready)) return run(direct(null, r.from, r.to, TOP_ROWS));
    const id = Number(found.id);
    let closed = closedRowsHeld.get(id);
    if (!closed) {
      closed = run(rangeCacheRowsStatement(name, id)).then(
        (rows) => new ClosedRows(rows.map((row) => keyRow(name, row))),
      );
      closedRowsHeld.set(id, closed);
    }
    const rows = (await closed).top(
      live.map((row) => keyRow(name, row)),
      TOP_ROWS,
    );
    return run(
      name === 'pages'
        ? pageNamesStatement(rows.map((row) => [row.websiteId, Buffer.from(String(row.k), 'hex')]))
        : articleNamesStatement(rows.map((row) => Number(row.k))),
    );
  };
  if (r.grain === 'minute' && rawReportFits(r.from, r.to)) {
    // One read of the raw events for the span's figures, then the top rows' names.
    const figures = async () => {
      const report = rawReport(await run(rawReportStatement(null, r.from, r.to)), TOP_ROWS);
      return Promise.all([
        run(
          pageNamesStatement(
            report.pages.map((row) => [row.websiteId, Buffer.from(String(row.k), 'hex')]),
          ),
        ),
        run(articleNamesStatement(report.articles.map((row) => Number(row.k)))),
      ]);
    };
    return [
      run(seriesStatement(r.grain, null, r.from, r.to)),
      figures(),
      run(totalsStatement(null, r.previousFrom, r.from)),
    ];
  }
  return [
    run(seriesStatement(r.grain, null, r.from, r.to)),
    run(totalsStatement(null, r.from, r.to)),
    run(totalsStatement(null, r.previousFrom, r.from)),
    run(sourcesStatement(null, r.from, r.to, TOP_ROWS)),
    top('pages'),
    top('articles'),
  ];
}

async function main() {
  const backend = await startBackend(
    REUSE ? { DATABASE_URL: `mariadb://root@127.0.0.1:3306/${REUSE}` } : {},
  );
  const database = REUSE ?? backend.database;
  const pool = createPool({
    ...DB_SERVER,
    database,
    connectionLimit: CLIENTS * 6,
    timezone: 'Z',
  });
  try {
    const [[account]] = (await pool.query(
      "SELECT id FROM accounts WHERE name = 'Newsroom'",
    )) as unknown as [RowDataPacket[]];
    // The worker's retention job adds a partition per day at boot: wait for it.
    for (let tries = 0; ; tries++) {
      const [[{ n }]] = (await pool.query(
        `SELECT COUNT(*) n FROM information_schema.PARTITIONS
         WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = 'analytics_events'`,
      )) as unknown as [[{ n: number }]];
      if (Number(n) > DAYS) break;
      if (tries > 600) throw new Error('the day partitions were not made');
      await new Promise((r) => setTimeout(r, 100));
    }
    // Then it builds the usual ranges' caches (a full scan of the roll-ups each): measuring while
    // it runs would measure that build.
    for (let tries = 0; !backend.output().includes('Range caches ready'); tries++) {
      if (tries > 3000) throw new Error('the range caches were not built');
      await new Promise((r) => setTimeout(r, 100));
    }
    const now = Date.now();
    if (REUSE) {
      const [[{ n, last }]] = (await pool.query(
        'SELECT COUNT(*) n, MAX(at) last FROM analytics_events',
      )) as unknown as [[{ n: number; last: Date }]];
      console.log(
        `analytics bench: measuring on ${REUSE}, seeded earlier (${Number(n).toLocaleString('en')} events, the last at ${last.toISOString()})`,
      );
    } else {
      console.log(
        `analytics bench: seeding ${ROWS.toLocaleString('en')} page views over ${WEBSITES} websites and ${DAYS} days`,
      );
      const { seconds, counts } = await seed(pool, Number(account!.id), now);
      console.log(
        `  seeded and rolled up in ${seconds.toFixed(0)} s (${Number(counts.events).toLocaleString('en')} events; ` +
          `${Number(counts.pageRows).toLocaleString('en')} page roll-up rows, ${Number(counts.pageDayRows).toLocaleString('en')} of them days)`,
      );
    }
    const cookie = await signIn(backend.url);
    const custom = {
      from: dayOf(new Date(now - 85 * DAY)),
      to: dayOf(new Date(now - 6 * DAY)),
    };
    const loadBefore = loadavg()[0]!;
    const timeEndpoint = async (path: string) => {
      const call = () => loadGet(`${backend.url}${path}`, cookie);
      await load(CLIENTS, 2, call);
      const alone = await load(1, SEQUENTIAL, call);
      return { alone, busy: await load(CLIENTS, REQUESTS_PER_CLIENT, call) };
    };
    const baseline = await timeEndpoint('/api/auth/me');
    const baseP99 = percentile(baseline.busy, 99);
    const fmt = (ms: number) => ms.toFixed(1).padStart(6);
    const rows: string[] = [];
    let worst = 0;
    for (const range of RANGES) {
      const query =
        range === 'custom' ? `range=custom&from=${custom.from}&to=${custom.to}` : `range=${range}`;
      const http = await timeEndpoint(`/api/analytics?${query}`);
      const raw = async () => {
        await Promise.all(reportQueries(pool, range, new Date(), custom));
      };
      await load(CLIENTS, 2, raw);
      const sqlAlone = await load(1, SEQUENTIAL, raw);
      const sql = await load(CLIENTS, REQUESTS_PER_CLIENT, raw);
      const p99 = percentile(http.busy, 99);
      const sqlP99 = percentile(sql, 99);
      worst = Math.max(worst, p99);
      const name = range === 'custom' ? `custom (${custom.from}…${custom.to})` : range;
      rows.push(
        `  ${name.padEnd(34)} endpoint p50 ${fmt(percentile(http.busy, 50))} p99 ${fmt(p99)} (alone ${fmt(percentile(http.alone, 50))})` +
          ` | raw SQL p50 ${fmt(percentile(sql, 50))} p99 ${fmt(sqlP99)} (alone ${fmt(percentile(sqlAlone, 50))})` +
          ` | p99 ours/raw ${(p99 / sqlP99).toFixed(2).padStart(5)}  p99/goal ${(p99 / P99_GOAL_MS).toFixed(2)}`,
      );
    }
    console.log(
      `GET /api/analytics (every website) at ${CLIENTS} concurrent clients, ${CLIENTS * REQUESTS_PER_CLIENT} requests a range; "alone": p50 of ${SEQUENTIAL} from one client; ms\n` +
        `(raw SQL: the report's statements from analytics.sql.ts — series, totals, previous period, sources, pages, articles, the last two as the repository runs them with a range cache — run at once over a pool, as the service does)`,
    );
    console.log(
      `  ${'baseline: GET /api/auth/me'.padEnd(34)} endpoint p50 ${fmt(percentile(baseline.busy, 50))} p99 ${fmt(baseP99)} (alone ${fmt(percentile(baseline.alone, 50))})`,
    );
    for (const row of rows) console.log(row);
    // Readers asking for the same report at once share one computation (AnalyticsQuery.report),
    // as every range above does: here each client asks for another range, so nothing is shared.
    const queries = RANGES.map((range) =>
      range === 'custom' ? `range=custom&from=${custom.from}&to=${custom.to}` : `range=${range}`,
    );
    let turn = 0;
    const mixed = await load(CLIENTS, REQUESTS_PER_CLIENT, () =>
      loadGet(`${backend.url}/api/analytics?${queries[turn++ % queries.length]}`, cookie),
    );
    console.log(
      `  ${'different ranges at once (unshared)'.padEnd(34)} endpoint p50 ${fmt(percentile(mixed, 50))} p99 ${fmt(percentile(mixed, 99))}`,
    );
    printP99Footer(worst, P99_GOAL_MS, loadBefore);
  } finally {
    await pool.end();
    await backend.stop();
    if (REUSE) console.log(`(the database ${REUSE} is kept; drop it when done)`);
  }
}

main().catch((error: Error) => {
  console.error(error);
  process.exit(1);
});
