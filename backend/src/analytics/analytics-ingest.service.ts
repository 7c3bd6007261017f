import {
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnModuleDestroy,
} from '@nestjs/common';
import type Redis from 'ioredis';
import { isbot } from 'isbot';
import { LRUCache } from 'lru-cache';
import { Counter, Gauge, Histogram } from 'prom-client';
import { createHash, randomBytes } from 'node:crypto';
import { AppConfig } from '../core/config/env';
import { rateLimitedWarning } from '../core/logging/rate-limited-warning';
import { MetricsRegistry } from '../core/metrics/metrics.registry';
import { DomainException } from '../core/http/domain-error';
import { HTTP_ERRORS } from '../core/http/http.errors';
import { InjectRedis } from '../core/redis/redis.module';
import { analyticsKeys, VISIT_GAP_S } from './analytics-keys';
import { AnalyticsGoalsRepository } from './analytics-goals.repository';
import {
  AnalyticsRepository,
  dayOf,
  type EventRow,
  type RollupDelta,
  type TrackedSite,
} from './analytics.repository';
import type { Beacon } from './beacon';
import type { AnalyticsGoal } from './entities/analytics-goal.entity';
import type { Grain } from './entities/analytics-rollup.entity';
import { BreakdownSums, breakdownKeys, type BreakdownDelta } from './analytics-breakdowns';
import { classifySource, hostOf } from './source-classifier';
import { VisitMarks } from './visit-marks';

/** A beacon accepted but not yet stored. */
interface Pending {
  site: TrackedSite;
  at: Date;
  visitor: string;
  beacon: Beacon;
}

export interface BeaconMeta {
  origin: string | undefined;
  userAgent: string | undefined;
  ip: string;
}

/** The origin a browser may post from (null: not stored, no CORS headers). */
export type IngestOutcome = { stored: boolean; allowOrigin: string | null };

const FLUSH_EVERY_MS = 500;
const FLUSH_AT = 500;
/** While Redis or the database is away beacons wait in memory, up to this many (then 503). */
const MAX_WAITING = 200_000;
const CACHE_MS = 30_000;
const GRAIN_MS: Record<Grain, number> = { minute: 60_000, hour: 3_600_000, day: 86_400_000 };
const SEEN_TTL_S: Record<Grain, number> = { minute: 120, hour: 3_700, day: 90_000 };
const GRAINS = Object.keys(GRAIN_MS) as Grain[];

/** The page's path as stored (no query or fragment), capped to the column. */
const pathOf = (url: URL) => {
  let path = url.pathname;
  try {
    path = decodeURIComponent(path);
  } catch {
    // A malformed escape is kept as sent.
  }
  return path.slice(0, 500) || '/';
};

const utmOf = (url: URL): EventRow['utm'] => {
  const get = (name: string) => url.searchParams.get(`utm_${name}`)?.slice(0, 100) || null;
  return [get('source'), get('medium'), get('campaign'), get('term'), get('content')];
};

/**
 * Takes beacons in, writes them in batches: every beacon is answered at once and kept in memory
 * for at most FLUSH_EVERY_MS (or until FLUSH_AT are waiting), then stored with its roll-ups in
 * one transaction. A graceful stop stores what is waiting, and beacons that arrive while the
 * server closes are stored before they are answered.
 */
@Injectable()
export class AnalyticsIngest implements BeforeApplicationShutdown, OnModuleDestroy {
  private readonly log = new Logger('Analytics');
  private readonly keys: ReturnType<typeof analyticsKeys>;
  private pending: Pending[] = [];
  /** Batches prepared but not stored (the database refused): retried first. */
  private prepared: {
    events: EventRow[];
    rollups: Record<Grain, RollupDelta[]>;
    breakdowns: BreakdownDelta[];
  }[] = [];
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> | null = null;
  private draining = false;
  private readonly sites = new LRUCache<string, { site: TrackedSite | null }>({
    max: 10_000,
    ttl: CACHE_MS,
  });
  private readonly siteLookups = new Map<string, Promise<TrackedSite | null>>();
  private readonly bots = new LRUCache<string, boolean>({ max: 5_000 });
  private readonly goals = new LRUCache<number, AnalyticsGoal[]>({ max: 10_000, ttl: 5_000 });
  private readonly articles = new LRUCache<string, { id: number | null }>({
    max: 50_000,
    ttl: CACHE_MS,
  });
  private readonly salts = new Map<string, string | Promise<string>>();
  /** This process's ingest counters, shown on /metrics. */
  private readonly counts: {
    received: Counter;
    stored: Counter;
    invalid: Counter;
    dropped: Counter<'reason'>;
    flush: Histogram;
  };

  constructor(
    private readonly repo: AnalyticsRepository,
    private readonly goalStore: AnalyticsGoalsRepository,
    @InjectRedis() private readonly redis: Redis,
    config: AppConfig,
    metrics: MetricsRegistry,
  ) {
    this.keys = analyticsKeys(config);
    const registers = [metrics.registry];
    this.counts = {
      received: new Counter({
        name: 'ams_beacons_received_total',
        help: 'Beacons with a valid body received by this process.',
        registers,
      }),
      stored: new Counter({
        name: 'ams_beacons_stored_total',
        help: 'Page views and events stored by this process.',
        registers,
      }),
      invalid: new Counter({
        name: 'ams_beacons_invalid_total',
        help: 'Beacon bodies refused (400/413).',
        registers,
      }),
      dropped: new Counter({
        name: 'ams_beacons_dropped_total',
        help: 'Beacons answered 202 but not stored, by reason.',
        labelNames: ['reason'],
        registers,
      }),
      flush: new Histogram({
        name: 'ams_beacon_flush_seconds',
        help: 'Time spent writing beacon batches.',
        buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1],
        registers,
      }),
    };
    const buffered = () =>
      this.pending.length + this.prepared.reduce((n, batch) => n + batch.events.length, 0);
    new Gauge({
      name: 'ams_beacons_buffered',
      help: 'Beacons accepted and waiting for the next batch write.',
      registers,
      collect() {
        this.set(buffered());
      },
    });
  }

  /** A body that is not a beacon (answered 400 or 413). */
  countInvalid() {
    this.counts.invalid.inc();
  }

  async accept(beacon: Beacon, meta: BeaconMeta): Promise<IngestOutcome> {
    this.counts.received.inc();
    const site = await this.site(beacon.k);
    const allowed = site?.origin ?? null;
    if (!site || !allowed || meta.origin !== allowed) {
      this.counts.dropped.inc({ reason: site ? 'origin' : 'unknown_site' });
      return { stored: false, allowOrigin: null };
    }
    if (!meta.userAgent || this.isBot(meta.userAgent)) {
      this.counts.dropped.inc({ reason: 'bot' });
      return { stored: false, allowOrigin: allowed };
    }
    if (this.pending.length >= MAX_WAITING)
      throw new DomainException(HTTP_ERRORS.databaseUnavailable);
    const at = new Date();
    const visitor = await this.visitorHash(at, site.websiteId, meta.ip, meta.userAgent);
    this.pending.push({ site, at, visitor, beacon });
    if (this.draining) await this.flush();
    else if (this.pending.length >= FLUSH_AT) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), FLUSH_EVERY_MS);
    return { stored: true, allowOrigin: allowed };
  }

  /** Forgets cached goals of a website (they changed). */
  goalsChanged(websiteId: number) {
    this.goals.delete(websiteId);
  }

  async beforeApplicationShutdown() {
    this.draining = true;
    await this.flush();
  }

  onModuleDestroy() {
    if (this.timer) clearTimeout(this.timer);
  }

  /** Stores everything waiting; concurrent calls share one run. */
  async flush(): Promise<void> {
    while (this.flushing) await this.flushing;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.pending.length === 0 && this.prepared.length === 0) return;
    const started = performance.now();
    this.flushing = this.store().finally(() => {
      this.flushing = null;
      this.counts.flush.observe((performance.now() - started) / 1000);
    });
    await this.flushing;
    if (this.pending.length > 0 && !this.draining) {
      this.timer ??= setTimeout(() => void this.flush(), FLUSH_EVERY_MS);
    }
  }

  private async store() {
    const batch = this.pending;
    this.pending = [];
    try {
      if (batch.length > 0) this.prepared.push(await this.prepare(batch));
    } catch (error) {
      // Redis could not mark visits: the beacons wait for the next flush.
      this.pending.unshift(...batch);
      this.warn(error);
      return;
    }
    while (this.prepared.length > 0) {
      const next = this.prepared[0]!;
      try {
        await this.repo.storeBatch(next.events, next.rollups, next.breakdowns);
      } catch (error) {
        this.warn(error);
        return;
      }
      this.prepared.shift();
      this.counts.stored.inc(next.events.length);
    }
  }

  private readonly warnOften = rateLimitedWarning(this.log, 10_000);
  private warn(error: unknown) {
    this.warnOften(`Page views wait to be stored: ${(error as Error).message}`);
  }

  /** Marks visits and visitors in Redis, maps articles and goals, sums the roll-ups. */
  private async prepare(batch: Pending[]) {
    const articleIds = await this.mapArticles(batch);
    const described = batch.map((item) => {
      const { site, beacon } = item;
      const path = pathOf(beacon.u);
      const utm = utmOf(beacon.u);
      const view = beacon.n === null;
      const source = classifySource({
        referrer: beacon.r,
        pageHost: site.host,
        accountHosts: site.accountHosts,
        utmSource: utm[0],
      });
      const articleId = view ? (articleIds.get(`${site.websiteId}|${path}`) ?? null) : null;
      return {
        ...item,
        view,
        path,
        utm,
        source,
        articleId,
        keys: breakdownKeys(source, path, articleId),
      };
    });
    const marks = new VisitMarks();
    const siteIds = new Set<number>();
    for (const { site, at, visitor, view, keys } of described) {
      const id = site.websiteId;
      siteIds.add(id);
      marks.zadd(this.keys.live(id), at.getTime(), visitor);
      if (!view) continue;
      marks.visit(this.keys.visit(id, visitor), VISIT_GAP_S);
      for (const grain of GRAINS) {
        const bucket = Math.floor(at.getTime() / GRAIN_MS[grain]);
        marks.seen(this.keys.seen(grain, id, bucket, visitor), SEEN_TTL_S[grain]);
      }
      const day = dayOf(at);
      for (const [name, value] of keys) {
        marks.seen(this.keys.seenIn(name, id, day, value, visitor), SEEN_TTL_S.day);
      }
    }
    // Once per website of the batch, after the beacons' marks.
    marks.sadd(this.keys.liveSites, [...siteIds]);
    const flags = await marks.apply(this.redis);
    const events: EventRow[] = [];
    const rollups: Record<Grain, Map<string, RollupDelta>> = {
      minute: new Map(),
      hour: new Map(),
      day: new Map(),
    };
    const breakdowns = new BreakdownSums();
    let at = 0;
    for (const item of described) {
      const { site, beacon, view, path, keys } = item;
      let newVisit = false;
      const newIn: Record<Grain, boolean> = { minute: false, hour: false, day: false };
      const newInBreakdown: boolean[] = [];
      if (view) {
        newVisit = flags[at++]!;
        for (const grain of GRAINS) newIn[grain] = flags[at++]!;
        for (let k = 0; k < keys.length; k++) newInBreakdown.push(flags[at++]!);
      }
      const goal = (await this.goalsOf(site.websiteId)).find((g) =>
        view ? g.kind === 'path' && g.value === path : g.kind === 'event' && g.value === beacon.n,
      );
      const event: EventRow = {
        day: dayOf(item.at),
        at: item.at,
        websiteId: site.websiteId,
        kind: view ? 'pageview' : 'event',
        eventName: beacon.n,
        visitor: item.visitor,
        path,
        articleId: item.articleId,
        source: item.source,
        referrerHost: beacon.r ? (hostOf(beacon.r)?.slice(0, 255) ?? null) : null,
        utm: item.utm,
        newVisit,
        goalId: goal?.id ?? null,
      };
      events.push(event);
      if (view) breakdowns.add(event, newInBreakdown);
      for (const grain of GRAINS) {
        const bucket = new Date(Math.floor(item.at.getTime() / GRAIN_MS[grain]) * GRAIN_MS[grain]);
        const key = `${site.websiteId}|${bucket.getTime()}`;
        const delta = rollups[grain].get(key) ?? {
          websiteId: site.websiteId,
          bucket,
          views: 0,
          visits: 0,
          visitors: 0,
          conversions: 0,
        };
        if (view) delta.views++;
        if (newVisit) delta.visits++;
        if (newIn[grain]) delta.visitors++;
        if (goal) delta.conversions++;
        rollups[grain].set(key, delta);
      }
    }
    return {
      events,
      rollups: {
        minute: [...rollups.minute.values()],
        hour: [...rollups.hour.values()],
        day: [...rollups.day.values()],
      },
      breakdowns: breakdowns.deltas(),
    };
  }

  /** `websiteId|path` → the synced article at that address (remembered for 30 s). */
  private async mapArticles(batch: Pending[]): Promise<Map<string, number | null>> {
    const found = new Map<string, number | null>();
    const wanted = new Map<number, { origin: string; paths: Set<string> }>();
    for (const { site, beacon } of batch) {
      if (beacon.n !== null) continue;
      const path = pathOf(beacon.u);
      const key = `${site.websiteId}|${path}`;
      const cached = this.articles.get(key);
      if (cached) {
        found.set(key, cached.id);
        continue;
      }
      const entry = wanted.get(site.websiteId) ?? {
        origin: site.origin!,
        paths: new Set<string>(),
      };
      entry.paths.add(path);
      wanted.set(site.websiteId, entry);
    }
    for (const [websiteId, { origin, paths }] of wanted) {
      const links = new Map<string, string>();
      for (const path of paths) {
        const bare = path.replace(/\/+$/, '');
        for (const link of [`${origin}${bare}`, `${origin}${bare}/`]) links.set(link, path);
      }
      const byLink = await this.repo.articlesByLink(websiteId, [...links.keys()]);
      for (const path of paths) {
        const bare = path.replace(/\/+$/, '');
        const id = byLink.get(`${origin}${bare}/`) ?? byLink.get(`${origin}${bare}`) ?? null;
        const key = `${websiteId}|${path}`;
        found.set(key, id);
        this.articles.set(key, { id });
      }
    }
    return found;
  }

  private async goalsOf(websiteId: number): Promise<AnalyticsGoal[]> {
    const cached = this.goals.get(websiteId);
    if (cached) return cached;
    const goals = await this.goalStore.goalsOf(websiteId);
    this.goals.set(websiteId, goals);
    return goals;
  }

  /**
   * The website a public id tracks, remembered for CACHE_MS. Beacons that arrive while it is
   * looked up wait for that one lookup (a busy site would otherwise send one query per beacon).
   */
  private site(publicId: string): TrackedSite | null | Promise<TrackedSite | null> {
    const cached = this.sites.get(publicId);
    if (cached) return cached.site;
    let lookup = this.siteLookups.get(publicId);
    if (!lookup) {
      lookup = this.repo.trackedSite(publicId).then(
        (site) => {
          this.siteLookups.delete(publicId);
          this.sites.set(publicId, { site });
          return site;
        },
        (error: unknown) => {
          this.siteLookups.delete(publicId);
          throw error;
        },
      );
      this.siteLookups.set(publicId, lookup);
    }
    return lookup;
  }

  /** Whether a user agent is a bot (agents repeat: the answer is remembered). */
  private isBot(agent: string): boolean {
    let bot = this.bots.get(agent);
    if (bot === undefined) {
      bot = isbot(agent);
      this.bots.set(agent, bot);
    }
    return bot;
  }

  /**
   * The day's salt (shared by every node through Redis, gone two days later): read once per day
   * and process, beacons arriving meanwhile wait for that one read.
   */
  private salt(day: string): string | Promise<string> {
    const known = this.salts.get(day);
    if (known) return known;
    const key = this.keys.salt(day);
    const read = this.redis
      .set(key, randomBytes(16).toString('hex'), 'EX', 2 * 86_400, 'NX')
      .then(() => this.redis.get(key))
      .then(
        (salt) => {
          if (!salt) throw new Error('The day salt could not be read.');
          if (this.salts.get(day) === read) {
            this.salts.clear();
            this.salts.set(day, salt);
          }
          return salt;
        },
        (error: unknown) => {
          if (this.salts.get(day) === read) this.salts.delete(day);
          throw error;
        },
      );
    this.salts.set(day, read);
    return read;
  }

  private async visitorHash(at: Date, websiteId: number, ip: string, agent: string) {
    const known = this.salt(dayOf(at));
    const salt = typeof known === 'string' ? known : await known;
    return createHash('sha256')
      .update(`${salt}|${websiteId}|${ip}|${agent}`)
      .digest('hex')
      .slice(0, 32);
  }
}
