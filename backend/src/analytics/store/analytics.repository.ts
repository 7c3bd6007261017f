import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { LRUCache } from 'lru-cache';
import { randomBytes } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { Replicas } from '../../core/database/replicas';
import type { TrafficSource } from '../entities/analytics-event.entity';
import type { BreakdownDelta } from './analytics-breakdowns';
import type { EventRow } from './event-row';

export type { EventRow };
import {
  BREAKDOWNS,
  PATH_KEY_SQL,
  PERIODS,
  RANGE_CACHES,
  ROLLUP_TABLES,
  type BreakdownName,
  type CachedBreakdown,
  type Grain,
} from './analytics-tables';
import { rawReport } from '../reports/analytics-raw-report';
import { ClosedRows, keyRow, type KeyRow } from '../reports/analytics-top';
import {
  articleNamesStatement,
  articlesStatement,
  bumpCacheGenerationStatement,
  cachedSpan,
  dayOf,
  liveRowsStatement,
  pageNamesStatement,
  pagesStatement,
  rangeCacheBuildStatement,
  rangeCacheClaimStatement,
  rangeCacheLookupStatement,
  rangeCacheRowsStatement,
  rawReportFits,
  rawReportStatement,
  rebuildRollupStatements,
  seriesStatement,
  sourcesStatement,
  totalsStatement,
  type RangeCache,
  type SiteFilter,
  type Statement,
} from './analytics.sql';
import {
  storySeriesStatement,
  storySourcesStatement,
  storyStatement,
  storyTotalsStatement,
} from './story.sql';

/** An article of a story, as its reach names it. */
export interface StoryArticle {
  articleId: number;
  title: string;
  websiteId: number;
  websiteName: string;
  link: string;
  /** The story's first article (the others are its clones). */
  source: boolean;
  deletedInWp: boolean;
}

interface ReachSums {
  views: number;
  visits: number;
  visitors: number;
}

export interface StoryFigures {
  /** Per article and period (`current`: the asked one, else the one before). */
  totals: (ReachSums & { articleId: number; current: boolean })[];
  sources: (ReachSums & { source: TrafficSource })[];
  series: { bucket: Date; views: number }[];
}

/** What the beacon needs to know of a tracked website. */
export interface TrackedSite {
  websiteId: number;
  accountId: number;
  url: string;
  /** The address's origin, the only one its beacons may come from (null: not an address). */
  origin: string | null;
  /** The address's host, lower-cased. */
  host: string;
  /** The host its pages are on, as a beacon's page address names it: with its port, no `www.`. */
  pageHost: string;
  /** Hosts of the account's websites (this one included). */
  accountHosts: string[];
}

export interface RollupDelta {
  websiteId: number;
  bucket: Date;
  views: number;
  visits: number;
  visitors: number;
  conversions: number;
}

export interface Totals {
  views: number;
  visits: number;
  visitors: number;
  conversions: number;
}

export interface SeriesPoint extends Totals {
  bucket: Date;
}

export type { SiteFilter };

const num = (value: unknown) => Number(value ?? 0);

/** Range caches whose rows this process holds (each a few MB at most). */
const RANGE_ROWS_HELD = 32;

@Injectable()
export class AnalyticsRepository {
  private readonly rangeRows = new LRUCache<number, Promise<ClosedRows>>({ max: RANGE_ROWS_HELD });

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly replicas: Replicas,
  ) {}

  /** The website's tracking key, made on first use. */
  async publicIdOf(websiteId: number): Promise<string> {
    await this.db.query('INSERT IGNORE INTO analytics_sites (websiteId, publicId) VALUES (?, ?)', [
      websiteId,
      randomBytes(12).toString('hex'),
    ]);
    const rows: { publicId: string }[] = await this.db.query(
      'SELECT publicId FROM analytics_sites WHERE websiteId = ?',
      [websiteId],
    );
    return rows[0]!.publicId;
  }

  async trackedSite(publicId: string): Promise<TrackedSite | null> {
    const rows: { websiteId: number; accountId: number; url: string }[] = await this.db.query(
      `SELECT w.id AS websiteId, w.accountId, w.url FROM analytics_sites s
       JOIN websites w ON w.id = s.websiteId WHERE s.publicId = ?`,
      [publicId],
    );
    const site = rows[0];
    if (!site) return null;
    const others: { url: string }[] = await this.db.query(
      'SELECT url FROM websites WHERE accountId = ?',
      [site.accountId],
    );
    const accountHosts = others.flatMap(({ url }) => {
      try {
        return [new URL(url).hostname.toLowerCase()];
      } catch {
        return [];
      }
    });
    let address: URL | null = null;
    try {
      address = new URL(site.url);
    } catch {
      // Not an address: no beacon can match it.
    }
    return {
      ...site,
      origin: address?.origin ?? null,
      host: address?.hostname.toLowerCase() ?? '',
      pageHost: address ? bareHost(address.host) : '',
      accountHosts,
    };
  }

  /** Synced articles of a website whose link is one of `links`. */
  async articlesByLink(websiteId: number, links: string[]): Promise<Map<string, number>> {
    if (links.length === 0) return new Map();
    const rows: { id: number; link: string }[] = await this.db.query(
      'SELECT id, link FROM articles WHERE websiteId = ? AND deletedInWp = 0 AND link IN (?)',
      [websiteId, links],
    );
    return new Map(rows.map((row) => [row.link, row.id]));
  }

  /**
   * Raw events and their roll-ups in one transaction: a batch is stored whole or not at all, with
   * the ids of the beacon-stream entries it came from (a second store of one fails on their key).
   */
  async storeBatch(
    events: EventRow[],
    rollups: Record<Grain, RollupDelta[]>,
    breakdowns: BreakdownDelta[],
    entryIds: string[] = [],
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      if (entryIds.length > 0) {
        await tx.query(
          `INSERT INTO analytics_stream_entries (id) VALUES ${entryIds.map(() => '(?)').join(',')}`,
          entryIds,
        );
      }
      for (let at = 0; at < events.length; at += 1000) {
        await this.insertEvents(tx, events.slice(at, at + 1000));
      }
      for (const grain of Object.keys(ROLLUP_TABLES) as Grain[]) {
        await this.addRollups(tx, ROLLUP_TABLES[grain], rollups[grain]);
      }
      for (const name of Object.keys(BREAKDOWNS) as BreakdownName[]) {
        const deltas = breakdowns.filter((d) => d.breakdown === name);
        for (let at = 0; at < deltas.length; at += 1000) {
          await this.addBreakdowns(tx, name, deltas.slice(at, at + 1000));
        }
      }
      // A batch with a day before today may change a closed day that a range cache holds.
      const today = dayOf(new Date());
      if (events.some((e) => e.day < today)) {
        await tx.query(bumpCacheGenerationStatement.sql, bumpCacheGenerationStatement.params);
      }
    });
  }

  /** Which of these beacon-stream entries are stored already. */
  async storedEntries(ids: string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows: { id: string }[] = await this.db.query(
      'SELECT id FROM analytics_stream_entries WHERE id IN (?)',
      [ids],
    );
    return new Set(rows.map((row) => row.id));
  }

  /** Forgets stored stream entries older than `before` (no worker holds them any more). */
  async pruneStreamEntries(before: Date): Promise<void> {
    await this.db.query('DELETE FROM analytics_stream_entries WHERE storedAt < ?', [before]);
  }

  private async insertEvents(tx: EntityManager, events: EventRow[]) {
    if (events.length === 0) return;
    const values: unknown[] = [];
    for (const e of events) {
      values.push(
        e.day,
        e.at,
        e.websiteId,
        e.kind,
        e.eventName,
        e.visitor,
        e.path,
        e.articleId,
        e.source,
        e.referrerHost,
        ...e.utm,
        e.newVisit,
        e.goalId,
      );
    }
    const row = `(${new Array(17).fill('?').join(',')})`;
    await tx.query(
      `INSERT INTO analytics_events (day, at, websiteId, kind, eventName, visitor, path, articleId,
        source, referrerHost, utmSource, utmMedium, utmCampaign, utmTerm, utmContent, newVisit, goalId)
       VALUES ${events.map(() => row).join(',')}`,
      values,
    );
  }

  private async addRollups(tx: EntityManager, table: string, deltas: RollupDelta[]) {
    if (deltas.length === 0) return;
    await tx.query(
      `INSERT INTO ${table} (websiteId, bucket, views, visits, visitors, conversions)
       VALUES ${deltas.map(() => '(?,?,?,?,?,?)').join(',')}
       ON DUPLICATE KEY UPDATE views = views + VALUES(views), visits = visits + VALUES(visits),
         visitors = visitors + VALUES(visitors), conversions = conversions + VALUES(conversions)`,
      deltas.flatMap((d) => [d.websiteId, d.bucket, d.views, d.visits, d.visitors, d.conversions]),
    );
  }

  private async addBreakdowns(tx: EntityManager, name: BreakdownName, deltas: BreakdownDelta[]) {
    if (deltas.length === 0) return;
    const { table, key } = BREAKDOWNS[name];
    // A page is keyed by its path's hash, made here as in every query.
    const value = name === 'pages' ? PATH_KEY_SQL('?') : '?';
    if (name === 'pages') {
      const days = deltas.filter((d) => d.period === 'day');
      await tx.query(
        `INSERT IGNORE INTO analytics_paths (websiteId, pathKey, path)
         VALUES ${days.map(() => `(?, ${PATH_KEY_SQL('?')}, ?)`).join(',')}`,
        days.flatMap((d) => [d.websiteId, d.key, d.key]),
      );
    }
    await tx.query(
      `INSERT INTO ${table} (period, bucket, websiteId, ${key}, views, visits, visitors)
       VALUES ${deltas.map(() => `(?,?,?,${value},?,?,?)`).join(',')}
       ON DUPLICATE KEY UPDATE views = views + VALUES(views), visits = visits + VALUES(visits),
         visitors = visitors + VALUES(visitors)`,
      deltas.flatMap((d) => [
        d.period,
        d.bucket,
        d.websiteId,
        d.key,
        d.views,
        d.visits,
        d.visitors,
      ]),
    );
  }

  private async run(statement: Statement): Promise<Record<string, unknown>[]> {
    return this.db.query(statement.sql, statement.params);
  }

  /** A report's read: a replica in step may serve it. */
  private async report(statement: Statement): Promise<Record<string, unknown>[]> {
    return this.replicas.read(statement.sql, statement.params);
  }

  async series(grain: Grain, sites: SiteFilter, from: Date, to: Date): Promise<SeriesPoint[]> {
    const rows = await this.report(seriesStatement(grain, sites, from, to));
    return rows.map((r) => ({
      bucket: r.bucket as Date,
      views: num(r.views),
      visits: num(r.visits),
      visitors: num(r.visitors),
      conversions: num(r.conversions),
    }));
  }

  /** A span's totals: day roll-ups for its whole days, raw events for the partial ones. */
  async totals(sites: SiteFilter, from: Date, to: Date): Promise<Totals> {
    const [r] = await this.report(totalsStatement(sites, from, to));
    return {
      views: num(r?.views),
      visits: num(r?.visits),
      visitors: num(r?.visitors),
      conversions: num(r?.conversions),
    };
  }

  async sources(sites: SiteFilter, from: Date, to: Date, limit: number) {
    const rows = await this.report(sourcesStatement(sites, from, to, limit));
    return rows.map((r) => ({
      source: r.source as TrafficSource,
      visits: num(r.visits),
      views: num(r.views),
      visitors: num(r.visitors),
    }));
  }

  /**
   * The range cache of `span` (closed days), built on first use; null while another request
   * builds it (the caller then reads the roll-ups directly).
   */
  private async rangeCache(
    name: CachedBreakdown,
    sites: SiteFilter,
    span: [Date, Date],
  ): Promise<RangeCache | null> {
    const lookup = async () => {
      const [found] = await this.run(rangeCacheLookupStatement(name, sites, span));
      return found ? { ready: Number(found.ready) === 1, id: Number(found.id) } : null;
    };
    const found = await lookup();
    if (found) return found.ready ? { id: found.id, span } : null;
    const claim = rangeCacheClaimStatement(name, sites, span);
    const claimed = (await this.db.query(claim.sql, claim.params)) as {
      affectedRows: number;
      insertId: number;
    };
    if (claimed.affectedRows !== 1) return null;
    const id = Number(claimed.insertId);
    try {
      await this.run(rangeCacheBuildStatement(name, sites, id, span));
      await this.db.query('UPDATE analytics_range_caches SET ready = 1 WHERE id = ?', [id]);
    } catch (error) {
      await this.dropRangeCaches([id]);
      throw error;
    }
    // Found again unless a write to a closed day bumped the generation meanwhile.
    const built = await lookup();
    return built?.id === id ? { id, span } : null;
  }

  /** Builds the every-website range caches of `spans` that are missing (the worker's warm-up). */
  async warmRangeCaches(spans: [Date, Date][]): Promise<void> {
    for (const span of spans) {
      for (const name of Object.keys(RANGE_CACHES) as CachedBreakdown[]) {
        await this.rangeCache(name, null, span);
      }
    }
  }

  /** A range cache's rows, read once per process (a cache's rows never change). */
  private closedRows(name: CachedBreakdown, id: number): Promise<ClosedRows> {
    let rows = this.rangeRows.get(id);
    if (!rows) {
      rows = this.run(rangeCacheRowsStatement(name, id)).then(
        (found) => new ClosedRows(found.map((r) => keyRow(name, r))),
      );
      rows.catch(() => this.rangeRows.delete(id));
      this.rangeRows.set(id, rows);
    }
    return rows;
  }

  /**
   * The top `limit` keys of a range whose closed days a range cache can answer: the cache's
   * rows plus the live rows (today's) summed per key. Null when the range has too few closed
   * days, or while its cache is being built by another request.
   */
  private async cachedTop(
    name: CachedBreakdown,
    sites: SiteFilter,
    from: Date,
    to: Date,
    limit: number,
  ): Promise<KeyRow[] | null> {
    const span = cachedSpan(from, to, new Date());
    if (!span) return null;
    const [cache, live] = await Promise.all([
      this.rangeCache(name, sites, span),
      this.run(liveRowsStatement(name, sites, from, to, span)),
    ]);
    if (!cache) return null;
    const closed = await this.closedRows(name, cache.id);
    return closed.top(
      live.map((r) => keyRow(name, r)),
      limit,
    );
  }

  private async dropRangeCaches(ids: number[]) {
    if (ids.length === 0) return;
    for (const table of Object.values(RANGE_CACHES)) {
      await this.db.query(`DELETE FROM ${table} WHERE cacheId IN (?)`, [ids]);
    }
    await this.db.query('DELETE FROM analytics_range_caches WHERE id IN (?)', [ids]);
  }

  /** Range caches of an older generation or day, and claims abandoned by a stopped process. */
  async pruneRangeCaches(): Promise<void> {
    const rows: { id: number }[] = await this.db.query(
      `SELECT id FROM analytics_range_caches
       WHERE generation < (SELECT COALESCE(MAX(generation), 0) FROM analytics_cache_generation)
         OR createdAt < NOW() - INTERVAL 1 DAY OR (ready = 0 AND createdAt < NOW() - INTERVAL 10 MINUTE)`,
    );
    await this.dropRangeCaches(rows.map((r) => Number(r.id)));
  }

  async pages(sites: SiteFilter, from: Date, to: Date, limit: number) {
    const top = await this.cachedTop('pages', sites, from, to, limit);
    if (!top) {
      const rows = await this.report(pagesStatement(sites, from, to, limit));
      return rows.map((r) => ({
        websiteId: num(r.websiteId),
        websiteName: String(r.websiteName),
        path: String(r.path),
        views: num(r.views),
        visitors: num(r.visitors),
      }));
    }
    return this.namedPages(top);
  }

  /** Top page keys with their paths and website names, most views first, then by path. */
  private async namedPages(top: KeyRow[]) {
    const names = await this.report(
      pageNamesStatement(top.map((r) => [r.websiteId, Buffer.from(String(r.k), 'hex')])),
    );
    const byKey = new Map(
      names.map((n) => [`${num(n.websiteId)}|${(n.pathKey as Buffer).toString('hex')}`, n]),
    );
    return top
      .flatMap((r) => {
        const name = byKey.get(`${r.websiteId}|${r.k}`);
        if (!name) return [];
        const { websiteId, views, visitors } = r;
        const [websiteName, path] = [String(name.websiteName), String(name.path)];
        return [{ websiteId, websiteName, path, views, visitors }];
      })
      .sort((a, b) => b.views - a.views || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  }

  async articles(sites: SiteFilter, from: Date, to: Date, limit: number) {
    const top = await this.cachedTop('articles', sites, from, to, limit);
    if (!top) {
      const rows = await this.report(articlesStatement(sites, from, to, limit));
      return rows.map((r) => ({
        articleId: num(r.articleId),
        title: String(r.title ?? ''),
        websiteId: num(r.websiteId),
        websiteName: String(r.websiteName),
        views: num(r.views),
        visitors: num(r.visitors),
      }));
    }
    return this.namedArticles(top);
  }

  /** Top article keys with their titles and website names, most views first, then by id. */
  private async namedArticles(top: KeyRow[]) {
    const names = await this.report(articleNamesStatement(top.map((r) => Number(r.k))));
    const byId = new Map(names.map((n) => [num(n.articleId), n]));
    return top
      .flatMap((r) => {
        const name = byId.get(Number(r.k));
        if (!name) return [];
        return [
          {
            articleId: Number(r.k),
            title: String(name.title ?? ''),
            websiteId: r.websiteId,
            websiteName: String(name.websiteName),
            views: r.views,
            visitors: r.visitors,
          },
        ];
      })
      .sort((a, b) => b.views - a.views || a.articleId - b.articleId);
  }

  /**
   * The totals and the top sources, pages and articles of [from, to) from one read of its raw
   * events: for a span with no whole day (the minute ranges), which every figure would otherwise
   * scan again. Null when the span holds a whole day.
   */
  async rawReport(sites: SiteFilter, from: Date, to: Date, limit: number) {
    if (!rawReportFits(from, to)) return null;
    const report = rawReport(await this.report(rawReportStatement(sites, from, to)), limit);
    const [pages, articles] = await Promise.all([
      this.namedPages(report.pages),
      this.namedArticles(report.articles),
    ]);
    return {
      totals: report.totals,
      sources: report.sources.map((s) => ({ ...s, source: s.source as TrafficSource })),
      pages,
      articles,
    };
  }

  /** Rebuilds every roll-up of the days [fromDay, toDay) from the raw events (bulk loads). */
  async rebuildRollups(fromDay: string, toDay: string, options?: { minutes?: boolean }) {
    for (const statement of rebuildRollupStatements(fromDay, toDay, options)) {
      await this.run(statement);
    }
  }

  /** The story an article belongs to (its source first, then the source's clones). */
  async story(articleId: number): Promise<StoryArticle[]> {
    const rows = await this.report(storyStatement(articleId));
    return rows.map((r) => ({
      articleId: num(r.articleId),
      title: String(r.title ?? ''),
      websiteId: num(r.websiteId),
      websiteName: String(r.websiteName ?? ''),
      link: String(r.link ?? ''),
      source: num(r.ord) === 0,
      deletedInWp: num(r.deletedInWp) === 1,
    }));
  }

  /**
   * A story's figures: each article's sums for the period and the one before, the period's
   * sources and its views per bucket, read in parallel from the raw events by article.
   */
  async storyFigures(
    ids: readonly number[],
    grain: Exclude<Grain, 'minute'>,
    previousFrom: Date,
    from: Date,
    to: Date,
  ): Promise<StoryFigures> {
    const [totals, sources, series] = await Promise.all([
      this.report(storyTotalsStatement(ids, previousFrom, from, to)),
      this.report(storySourcesStatement(ids, from, to)),
      this.report(storySeriesStatement(ids, grain, from, to)),
    ]);
    const sums = (r: Record<string, unknown>) => ({
      views: num(r.views),
      visits: num(r.visits),
      visitors: num(r.visitors),
    });
    return {
      totals: totals.map((r) => ({
        articleId: num(r.articleId),
        current: num(r.inPeriod) === 1,
        ...sums(r),
      })),
      sources: sources.map((r) => ({ source: r.source as TrafficSource, ...sums(r) })),
      series: series.map((r) => ({ bucket: r.bucket as Date, views: num(r.views) })),
    };
  }

  /** When this website's last page view or event was stored; null when none is kept. */
  async lastBeaconAt(websiteId: number): Promise<Date | null> {
    const rows: { at: Date | null }[] = await this.db.query(
      'SELECT MAX(at) at FROM analytics_events WHERE websiteId = ?',
      [websiteId],
    );
    return rows[0]?.at ?? null;
  }

  async accountOf(websiteId: number): Promise<number | null> {
    const rows: { accountId: number }[] = await this.db.query(
      'SELECT accountId FROM websites WHERE id = ?',
      [websiteId],
    );
    return rows[0]?.accountId ?? null;
  }

  /** Partition names and their upper bounds (`TO_DAYS`), oldest first. */
  async partitions(): Promise<{ name: string; bound: string }[]> {
    const rows: { name: string; bound: string }[] = await this.db.query(
      `SELECT PARTITION_NAME name, PARTITION_DESCRIPTION bound FROM information_schema.PARTITIONS
       WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = 'analytics_events'
       ORDER BY PARTITION_ORDINAL_POSITION`,
    );
    return rows.filter((row) => row.name !== null);
  }

  /** Splits the catch-all partition so each of `days` (YYYY-MM-DD) gets its own. */
  async addDayPartitions(days: string[]): Promise<void> {
    if (days.length === 0) return;
    const parts = days.map(
      (day) => `PARTITION p${day.replace(/-/g, '')} VALUES LESS THAN (TO_DAYS('${nextDay(day)}'))`,
    );
    await this.db.query(
      `ALTER TABLE analytics_events REORGANIZE PARTITION pmax INTO
       (${parts.join(', ')}, PARTITION pmax VALUES LESS THAN MAXVALUE)`,
    );
  }

  async dropPartitions(names: string[]): Promise<void> {
    if (names.length === 0) return;
    await this.db.query(`ALTER TABLE analytics_events DROP PARTITION ${names.join(', ')}`);
  }

  /** Roll-ups older than the retention go with the raw events (days are kept 10× longer). */
  async pruneRollups(before: { minute: Date; hour: Date; day: Date }): Promise<void> {
    for (const grain of Object.keys(ROLLUP_TABLES) as Grain[]) {
      await this.db.query(`DELETE FROM ${ROLLUP_TABLES[grain]} WHERE bucket < ?`, [before[grain]]);
    }
    let pruned = 0;
    for (const { table } of Object.values(BREAKDOWNS)) {
      const result = (await this.db.query(
        `DELETE FROM ${table} WHERE period IN (?) AND bucket < ?`,
        [PERIODS, before.day],
      )) as { affectedRows?: number };
      pruned += Number(result.affectedRows ?? 0);
    }
    // Pruned days may lie in a range cache's span.
    if (pruned > 0) await this.run(bumpCacheGenerationStatement);
    await this.pruneRangeCaches();
  }
}

export { dayOf };
export const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** A host as pages of one website are compared: lower case, without a leading `www.`. */
export const bareHost = (host: string) => host.toLowerCase().replace(/^www\./, '');
