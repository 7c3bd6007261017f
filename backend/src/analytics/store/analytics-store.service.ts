import {
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import type Redis from 'ioredis';
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import { AppConfig } from '../../core/config/env';
import { isDuplicateKey } from '../../core/database/db-errors';
import { rateLimitedWarning } from '../../core/logging/rate-limited-warning';
import { InjectRedis, reconnectDelay } from '../../core/redis/redis.module';
import { connectRedis } from '../../core/redis/redis-connection';
import { AnalyticsChanges } from '../live/analytics-changes';
import { analyticsKeys, BEACON_GROUP, VISIT_GAP_S } from '../analytics-keys';
import { AnalyticsGoalsRepository } from '../goals/analytics-goals.repository';
import {
  AnalyticsRepository,
  dayOf,
  type EventRow,
  type RollupDelta,
  type TrackedSite,
} from './analytics.repository';
import { BreakdownSums, breakdownKeys, type BreakdownDelta } from './analytics-breakdowns';
import { BeaconStream, decodeBeacons, type AcceptedBeacon } from '../ingest/beacon-stream';
import type { AnalyticsGoal } from '../entities/analytics-goal.entity';
import type { Grain } from '../entities/analytics-rollup.entity';
import { IngestMetrics } from '../ingest/ingest-metrics';
import { classifySource, hostOf } from '../ingest/source-classifier';
import { TrackedSites } from '../ingest/tracked-sites';
import { VisitMarks } from '../ingest/visit-marks';
import { LRUCache } from 'lru-cache';

/**
 * A batch is stored once its first entry has waited this long, or FLUSH_AT beacons are in it, or
 * the stream went quiet for QUIET_MS with beacons in hand: a steady flow is stored in large
 * batches, a trickle at once (open reports move within a second of a page view).
 */
const FLUSH_EVERY_MS = 800;
const FLUSH_AT = 2000;
const QUIET_MS = 100;
/** Stream entries read at once (each holds up to 250 beacons). */
const READ_COUNT = 10;
/** How long a read waits for beacons when none are in hand (entries taken over wait as long). */
const IDLE_BLOCK_MS = 1000;
/** A failed read or store is tried again after this long. */
const RETRY_MS = 1000;
/** Entries another worker read and left unacknowledged this long are taken over. */
const CLAIM_IDLE_MS = 60_000;
const CLAIM_EVERY_MS = 30_000;
/**
 * While the process stops, what waits in the stream is stored for at most this long (well inside
 * the usual grace before a SIGKILL; what is left waits for the other or the next worker).
 */
const DRAIN_MS = 3000;
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

/** A stream entry: the beacons one api node handed over together. */
interface Entry {
  id: string;
  beacons: AcceptedBeacon[];
}

/** A beacon with its website, ready to be described. */
interface Pending {
  site: TrackedSite;
  at: Date;
  visitor: string;
  url: URL;
  /** The page's path as stored (pathOf). */
  path: string;
  referrer: string | null;
  event: string | null;
}

interface Prepared {
  events: EventRow[];
  rollups: Record<Grain, RollupDelta[]>;
  breakdowns: BreakdownDelta[];
}

/** Entries read and not yet acknowledged. Prepared once: a visit is marked in Redis once. */
class Batch {
  entries: Entry[] = [];
  beacons = 0;
  startedAt = 0;
  prepared: Prepared | null = null;
  stored = false;

  add(entries: Entry[]) {
    if (this.entries.length === 0) this.startedAt = performance.now();
    for (const entry of entries) {
      this.entries.push(entry);
      this.beacons += entry.beacons.length;
    }
  }

  get ids() {
    return this.entries.map((entry) => entry.id);
  }
}

type StreamReply = [string, [string, string[] | null][]][] | null;

/** An entry's beacons (its fields are `b`, JSON; see BeaconStream). */
function entryOf([id, fields]: [string, string[] | null]): Entry {
  // A pending entry deleted from the stream since comes back without fields.
  if (!fields) return { id, beacons: [] };
  const at = fields.indexOf('b');
  return { id, beacons: at >= 0 && at % 2 === 0 ? decodeBeacons(fields[at + 1] ?? '') : [] };
}

/**
 * Stores the beacons api nodes hand over (workers; one of the beacon stream's consumers). Reads the
 * stream, gathers a batch (FLUSH_AT beacons, or FLUSH_EVERY_MS after its first), marks visits and
 * visitors in Redis, maps articles and goals, and stores the events with their roll-ups in one
 * transaction, with the ids of the entries it stored; then acknowledges and deletes the entries.
 * A worker that stops stores what it holds and what waits; entries a worker left unacknowledged
 * (it died) are taken over by another after CLAIM_IDLE_MS, and those already stored are skipped.
 */
@Injectable()
export class AnalyticsStore implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly log = new Logger('Analytics');
  private readonly keys: ReturnType<typeof analyticsKeys>;
  private readonly consumer = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  /** The connection that waits on the stream (a blocking read holds its connection). */
  private reader: Redis | null = null;
  private batch = new Batch();
  /** Entries taken over from other workers, joining the next batch that is not yet prepared. */
  private claimed: Entry[] = [];
  private running: Promise<void> | null = null;
  private stopping = false;
  private grouped = false;
  private claimedAt = Number.NEGATIVE_INFINITY;
  private wake: (() => void) | null = null;
  private readonly articles = new LRUCache<string, { id: number | null }>({
    max: 50_000,
    ttl: CACHE_MS,
  });

  constructor(
    private readonly repo: AnalyticsRepository,
    private readonly goals: AnalyticsGoalsRepository,
    private readonly sites: TrackedSites,
    private readonly stream: BeaconStream,
    private readonly metrics: IngestMetrics,
    @InjectRedis() private readonly redis: Redis,
    private readonly config: AppConfig,
    private readonly changes: AnalyticsChanges,
  ) {
    this.keys = analyticsKeys(config);
    metrics.holds(
      () => this.batch.beacons + this.claimed.reduce((n, entry) => n + entry.beacons.length, 0),
    );
  }

  onApplicationBootstrap() {
    this.stopping = false;
    this.reader = connectRedis(this.config, {
      retryStrategy: reconnectDelay,
      maxRetriesPerRequest: null,
    });
    // Errors reach the loop through its commands.
    this.reader.on('error', () => undefined);
    this.running = this.run();
  }

  async beforeApplicationShutdown() {
    // What this process's api part holds goes in first (ROLE=all).
    await this.stream.flush();
    this.stopping = true;
    this.reader?.disconnect();
    this.wake?.();
    await this.running;
    const deadline = performance.now() + DRAIN_MS;
    try {
      await this.resumeOwn();
      while (performance.now() < deadline && (await this.step(false))) {
        // Stores what is in hand, then what waits, until nothing does.
      }
    } catch (error) {
      // Left unacknowledged: the next worker takes it over.
      this.warn(error);
    }
  }

  private async run() {
    while (!this.stopping) {
      try {
        await this.step(true);
      } catch (error) {
        if (this.stopping) break;
        if (/NOGROUP/.test((error as Error).message)) this.grouped = false;
        this.warn(error);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, RETRY_MS);
          this.wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        this.wake = null;
      }
    }
  }

  /**
   * Stores the batch in hand when it is due (or, not `blocking`, at once), else reads more: waits
   * for entries when `blocking`. Answers whether it stored or read anything.
   */
  private async step(blocking: boolean): Promise<boolean> {
    if (!this.grouped) await this.createGroup();
    const now = performance.now();
    if (now - this.claimedAt >= CLAIM_EVERY_MS) {
      this.claimedAt = now;
      await this.takeOver();
    }
    const batch = this.batch;
    if (this.claimed.length > 0 && !batch.prepared) batch.add(this.claimed.splice(0));
    const due = batch.startedAt + FLUSH_EVERY_MS - now;
    if (batch.entries.length > 0 && (!blocking || batch.beacons >= FLUSH_AT || due <= 0)) {
      await this.store(batch);
      this.batch = new Batch();
      return true;
    }
    const wait =
      batch.entries.length > 0 ? Math.max(1, Math.min(QUIET_MS, Math.ceil(due))) : IDLE_BLOCK_MS;
    const args = ['GROUP', BEACON_GROUP, this.consumer, 'COUNT', READ_COUNT];
    const reply = (
      blocking
        ? await this.reader!.call(
            'XREADGROUP',
            ...args,
            'BLOCK',
            wait,
            'STREAMS',
            this.keys.beacons,
            '>',
          )
        : await this.redis.call('XREADGROUP', ...args, 'STREAMS', this.keys.beacons, '>')
    ) as StreamReply;
    const entries = (reply?.[0]?.[1] ?? []).map(entryOf);
    if (entries.length === 0) {
      // Quiet with a batch in hand: stored now rather than at its deadline.
      if (blocking && batch.entries.length > 0) {
        await this.store(batch);
        this.batch = new Batch();
        return true;
      }
      return false;
    }
    batch.add(entries);
    return true;
  }

  private async createGroup() {
    try {
      // From the stream's start: entries appended before any worker ran are stored too.
      await this.redis.xgroup('CREATE', this.keys.beacons, BEACON_GROUP, '0', 'MKSTREAM');
    } catch (error) {
      if (!/BUSYGROUP/.test((error as Error).message)) throw error;
    }
    this.grouped = true;
  }

  /**
   * Takes over entries other workers left unacknowledged for `idleMs`; skips those already stored.
   * The others are stored with the next batch.
   */
  async takeOver(idleMs = CLAIM_IDLE_MS): Promise<void> {
    let cursor = '0-0';
    do {
      const [next, claimed] = (await this.redis.xautoclaim(
        this.keys.beacons,
        BEACON_GROUP,
        this.consumer,
        idleMs,
        cursor,
        'COUNT',
        100,
      )) as [string, [string, string[] | null][]];
      cursor = next;
      const adopted = await this.adopt(claimed.map(entryOf));
      if (adopted > 0) this.log.warn(`Took over ${adopted} beacon batches a stopped worker left`);
    } while (cursor !== '0-0');
  }

  /**
   * Entries Redis handed this worker whose reply it never heard: stopping cuts its blocking read
   * short, and what that read was handed would wait a minute in its pending list for another
   * worker's take-over. Read back from that list (ID 0) and stored with the rest.
   */
  private async resumeOwn(): Promise<void> {
    let after = '0';
    for (;;) {
      const reply = (await this.redis.call(
        'XREADGROUP',
        ...['GROUP', BEACON_GROUP, this.consumer, 'COUNT', 100],
        ...['STREAMS', this.keys.beacons, after],
      )) as StreamReply;
      const entries = (reply?.[0]?.[1] ?? []).map(entryOf);
      if (entries.length === 0) return;
      after = entries[entries.length - 1]!.id;
      await this.adopt(entries);
    }
  }

  /**
   * Entries to store with the next batch: less those in hand, and those already stored
   * (acknowledged now). Answers how many it adopted.
   */
  private async adopt(entries: Entry[]): Promise<number> {
    const held = new Set([...this.batch.ids, ...this.claimed.map((entry) => entry.id)]);
    const fresh = entries.filter((entry) => !held.has(entry.id));
    if (fresh.length === 0) return 0;
    const stored = await this.repo.storedEntries(fresh.map((entry) => entry.id));
    if (stored.size > 0) await this.ack([...stored]);
    this.claimed.push(...fresh.filter((entry) => !stored.has(entry.id)));
    return fresh.length;
  }

  private async store(batch: Batch): Promise<void> {
    const started = performance.now();
    const ids = batch.ids;
    if (!batch.stored) {
      batch.prepared ??= await this.prepare(batch.entries.flatMap((entry) => entry.beacons));
      const { events, rollups, breakdowns } = batch.prepared;
      try {
        await this.repo.storeBatch(events, rollups, breakdowns, ids);
      } catch (error) {
        if (!isDuplicateKey(error, 'PRIMARY')) throw error;
        // Another worker took some of these entries over and stored them: store the rest.
        const stored = await this.repo.storedEntries(ids);
        await this.ack([...stored]);
        batch.entries = batch.entries.filter((entry) => !stored.has(entry.id));
        batch.prepared = null;
        return this.store(batch);
      }
      batch.stored = true;
      this.changes.stored(new Set(events.map((event) => event.websiteId)));
      this.metrics.stored.inc(events.length);
      this.metrics.flush.observe((performance.now() - started) / 1000);
    }
    await this.ack(ids);
  }

  private async ack(ids: string[]) {
    if (ids.length === 0) return;
    await this.redis
      .multi()
      .xack(this.keys.beacons, BEACON_GROUP, ...ids)
      .xdel(this.keys.beacons, ...ids)
      .exec();
  }

  private readonly warnOften = rateLimitedWarning(this.log, 10_000);
  private warn(error: unknown) {
    this.warnOften(`Page views wait to be stored: ${(error as Error).message}`);
  }

  /** Beacons with their websites (a website deleted since is dropped). */
  private async pending(beacons: AcceptedBeacon[]): Promise<Pending[]> {
    const sites = new Map<string, TrackedSite | null>();
    for (const { k } of beacons) {
      if (!sites.has(k)) sites.set(k, await this.sites.get(k));
    }
    const pending: Pending[] = [];
    for (const beacon of beacons) {
      const site = sites.get(beacon.k);
      let url: URL | null = null;
      try {
        url = new URL(beacon.u);
      } catch {
        // Checked by the api node; a foreign entry's address is dropped with it.
      }
      if (!site || !url) {
        this.metrics.dropped.inc({ reason: 'unknown_site' });
        continue;
      }
      pending.push({
        site,
        at: new Date(beacon.at),
        visitor: beacon.visitor,
        url,
        path: pathOf(url),
        referrer: beacon.r,
        event: beacon.n,
      });
    }
    return pending;
  }

  /** Marks visits and visitors in Redis, maps articles and goals, sums the roll-ups. */
  private async prepare(beacons: AcceptedBeacon[]): Promise<Prepared> {
    const batch = await this.pending(beacons);
    const articleIds = await this.mapArticles(batch);
    const goals = await this.goalsOf(batch);
    const described = batch.map((item) => {
      const { site, url, path } = item;
      const utm = utmOf(url);
      const view = item.event === null;
      const source = classifySource({
        referrer: item.referrer,
        pageHost: site.host,
        accountHosts: site.accountHosts,
        utmSource: utm[0],
      });
      const articleId = view ? (articleIds.get(`${site.websiteId}|${path}`) ?? null) : null;
      return {
        ...item,
        view,
        utm,
        source,
        articleId,
        keys: breakdownKeys(path, articleId),
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
      const { site, view, path, keys } = item;
      let newVisit = false;
      const newIn: Record<Grain, boolean> = { minute: false, hour: false, day: false };
      const newInBreakdown: boolean[] = [];
      if (view) {
        newVisit = flags[at++]!;
        for (const grain of GRAINS) newIn[grain] = flags[at++]!;
        for (let k = 0; k < keys.length; k++) newInBreakdown.push(flags[at++]!);
      }
      const goal = (goals.get(site.websiteId) ?? []).find((g) =>
        view ? g.kind === 'path' && g.value === path : g.kind === 'event' && g.value === item.event,
      );
      const event: EventRow = {
        day: dayOf(item.at),
        at: item.at,
        websiteId: site.websiteId,
        kind: view ? 'pageview' : 'event',
        eventName: item.event,
        visitor: item.visitor,
        path,
        articleId: item.articleId,
        source: item.source,
        referrerHost: item.referrer ? (hostOf(item.referrer)?.slice(0, 255) ?? null) : null,
        utm: item.utm,
        newVisit,
        goalId: goal?.id ?? null,
      };
      events.push(event);
      if (view) breakdowns.add(event, newInBreakdown, newIn.day);
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

  /** The goals of the batch's websites, read with the batch (an editor's change counts at once). */
  private async goalsOf(batch: Pending[]): Promise<Map<number, AnalyticsGoal[]>> {
    const ids = [...new Set(batch.map(({ site }) => site.websiteId))];
    const byWebsite = new Map<number, AnalyticsGoal[]>();
    for (const goal of await this.goals.goalsOfSites(ids)) {
      const goals = byWebsite.get(goal.websiteId) ?? [];
      goals.push(goal);
      byWebsite.set(goal.websiteId, goals);
    }
    return byWebsite;
  }

  /** `websiteId|path` → the synced article at that address (remembered for 30 s). */
  private async mapArticles(batch: Pending[]): Promise<Map<string, number | null>> {
    const found = new Map<string, number | null>();
    const wanted = new Map<number, { origin: string; paths: Set<string> }>();
    for (const { site, path, event } of batch) {
      if (event !== null) continue;
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
}
