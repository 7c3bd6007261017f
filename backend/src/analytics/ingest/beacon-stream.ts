import {
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import type Redis from 'ioredis';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { AppConfig } from '../../core/config/env';
import { rateLimitedWarning } from '../../core/logging/rate-limited-warning';
import { InjectRedis } from '../../core/redis/redis.module';
import { analyticsKeys } from '../analytics-keys';
import { BeaconSpool, type SpooledEntry } from './beacon-spool';
import { IngestMetrics } from './ingest-metrics';

/** A beacon an api node accepted, as it travels to the worker that stores it. */
export interface AcceptedBeacon {
  /** The website's public id. */
  k: string;
  /** When it arrived (ms since the epoch). */
  at: number;
  /** The visitor's salted hash. */
  visitor: string;
  /** The page's address, the referrer and the event's name, as the beacon gave them. */
  u: string;
  r: string | null;
  n: string | null;
}

type Wire = [string, number, string, string, string | null, string | null];

/** One stream entry's field: its beacons as a JSON array of tuples. */
export const encodeBeacons = (beacons: AcceptedBeacon[]): string =>
  JSON.stringify(beacons.map((b): Wire => [b.k, b.at, b.visitor, b.u, b.r, b.n]));

const optionalText = (value: unknown) => (typeof value === 'string' ? value : null);

/** An entry's beacons; anything that is not one (a foreign writer) is left out. */
export function decodeBeacons(text: string): AcceptedBeacon[] {
  let wire: unknown;
  try {
    wire = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(wire)) return [];
  const beacons: AcceptedBeacon[] = [];
  for (const item of wire as unknown[]) {
    if (!Array.isArray(item) || item.length !== 6) continue;
    const [k, at, visitor, u, r, n] = item as unknown[];
    if (typeof k !== 'string' || typeof at !== 'number' || typeof visitor !== 'string') continue;
    if (typeof u !== 'string') continue;
    beacons.push({ k, at, visitor, u, r: optionalText(r), n: optionalText(n) });
  }
  return beacons;
}

/**
 * Accepted beacons wait in memory at most this long before they are handed over (and answered: a
 * beacon is answered once it is in Redis, so an api node that crashes loses none it answered).
 */
const HANDOFF_MS = 10;
/** At most this many beacons per stream entry (an entry is handed over as soon as it is full). */
const ENTRY_MAX = 250;
/** While Redis is away beacons wait in memory, up to this many (then 503). */
const MAX_WAITING = 200_000;
/** A hand-off Redis refused is tried again after this long. */
const RETRY_MS = 1000;
/** How long Redis remembers an entry's token (an entry sent again meanwhile is appended once). */
const TOKEN_TTL_MS = 10 * 60_000;

/**
 * Appends an entry unless its token was seen: a hand-off whose answer never came (Redis hung past
 * the command timeout) may still run when Redis wakes up, before its retry does.
 * KEYS: the token's key, the stream. ARGV: the entry's field, the token's time to live (ms).
 */
const APPEND_ONCE = `if redis.call('SET', KEYS[1], '1', 'NX', 'PX', ARGV[2]) then
  return redis.call('XADD', KEYS[2], '*', 'b', ARGV[1])
end
return false`;

/** Beacons handed over together, under a token of their own, in their wire form. */
interface Entry extends SpooledEntry {
  /** How many beacons. */
  count: number;
}

/**
 * The hand-off from the api nodes that answer beacons to the workers that store them: a Redis
 * stream (a consumer group shares it among workers; AnalyticsStore reads it). An api node appends
 * a beacon with the others of the last HANDOFF_MS in one entry and answers it once Redis took the
 * entry: a node SIGKILLed loses no beacon it answered (soak: 5 of 18,000 were, when it answered at
 * once). The event loop that answers beacons never waits for a batch's database work. While Redis
 * is away a beacon is answered once it is written down in the node's spool (BeaconSpool: a node
 * that dies meanwhile loses none it answered; its spool is sent on by the next node to find it),
 * and waits in memory (up to MAX_WAITING); an entry Redis did not take is sent again, as it was:
 * each is appended once. While the process stops, what waits is appended first; what Redis still
 * refuses stays in the spool.
 */
@Injectable()
export class BeaconStream
  implements OnApplicationBootstrap, BeforeApplicationShutdown, OnModuleDestroy
{
  private readonly log = new Logger('Analytics');
  private readonly key: string;
  private readonly tokenKey: (token: string) => string;
  /** This process's tokens: `<random>:<sequence>`. */
  private readonly tokens = { prefix: randomBytes(8).toString('hex'), next: 0 };
  private waiting: AcceptedBeacon[] = [];
  /** The callers of the beacons in `waiting`, answered once their entry was appended (or held). */
  private waiters: (() => void)[] = [];
  /** Entries Redis did not take (or did not answer for), sent again first. */
  private unsent: Entry[] = [];
  private unsentBeacons = 0;
  private timer: NodeJS.Timeout | null = null;
  private appending: Promise<void> | null = null;
  private draining = false;
  private readonly spool: BeaconSpool;

  constructor(
    @InjectRedis() private readonly redis: Redis,
    config: AppConfig,
    metrics: IngestMetrics,
  ) {
    const keys = analyticsKeys(config);
    this.key = keys.beacons;
    this.tokenKey = keys.beaconEntry;
    // The installation's own folder: nodes of another one (another prefix) never take its spools.
    const installation = config.REDIS_PREFIX.replace(/[^\w.-]/g, '_');
    this.spool = new BeaconSpool(join(config.BEACON_SPOOL_DIR, installation));
    metrics.holds(() => this.waiting.length + this.unsentBeacons);
  }

  onApplicationBootstrap() {
    this.spool.start(
      (entries) => this.adopt(entries),
      (error) => this.warnOften(`Page views kept on disk wait: ${error.message}`),
    );
  }

  /** Whether no more beacons can wait (Redis has been away for long). */
  get full(): boolean {
    return this.waiting.length + this.unsentBeacons >= MAX_WAITING;
  }

  /**
   * Hands a beacon over to the workers within HANDOFF_MS; settles once Redis took it, or once
   * Redis could not and it waits in memory for the next try.
   */
  push(beacon: AcceptedBeacon): Promise<void> {
    this.waiting.push(beacon);
    const handed = new Promise<void>((resolve) => this.waiters.push(resolve));
    if (this.draining || this.waiting.length >= ENTRY_MAX) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), HANDOFF_MS);
    return handed;
  }

  /** Appends everything waiting; concurrent calls share one run. */
  async flush(): Promise<void> {
    while (this.appending) await this.appending;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.waiting.length === 0 && this.unsent.length === 0) return;
    this.appending = this.append().finally(() => (this.appending = null));
    await this.appending;
    if ((this.waiting.length > 0 || this.unsent.length > 0) && !this.draining) {
      this.timer ??= setTimeout(() => void this.flush(), RETRY_MS);
    }
  }

  async beforeApplicationShutdown() {
    this.draining = true;
    await this.flush();
    await this.spool.close();
  }

  onModuleDestroy() {
    if (this.timer) clearTimeout(this.timer);
  }

  /** Sends on what the spools of stopped nodes kept (now kept in this node's). */
  private adopt(entries: SpooledEntry[]) {
    for (const { token, wire } of entries) {
      const count = decodeBeacons(wire).length;
      this.unsent.push({ token, wire, count });
      this.unsentBeacons += count;
    }
    void this.flush();
  }

  private readonly warnOften = rateLimitedWarning(this.log, 10_000);

  private async append() {
    const entries = this.unsent;
    for (let at = 0; at < this.waiting.length; at += ENTRY_MAX) {
      const token = `${this.tokens.prefix}:${this.tokens.next++}`;
      const beacons = this.waiting.slice(at, at + ENTRY_MAX);
      entries.push({ token, wire: encodeBeacons(beacons), count: beacons.length });
    }
    const waiters = this.waiters;
    this.waiting = [];
    this.waiters = [];
    this.unsent = [];
    this.unsentBeacons = 0;
    const pipeline = this.redis.pipeline();
    for (const { token, wire } of entries) {
      // EVAL, not a defined command: the script is small and survives a Redis restarted empty.
      pipeline.eval(APPEND_ONCE, 2, this.tokenKey(token), this.key, wire, TOKEN_TTL_MS);
    }
    let results: [Error | null, unknown][] | null = null;
    try {
      results = await pipeline.exec();
    } catch (error) {
      this.warnOften(`Page views wait to be handed over: ${(error as Error).message}`);
    }
    // Entries Redis did not take wait for the next run, ahead of what arrived meanwhile.
    const refused = entries.filter((_, i) => !results || results[i]![0] !== null);
    if (results && refused.length > 0) {
      const error = results.find(([failure]) => failure !== null)![0]!;
      this.warnOften(`Page views wait to be handed over: ${error.message}`);
    }
    try {
      await this.spool.keep(refused);
    } catch (error) {
      this.warnOften(
        `Page views wait in memory only (the spool failed): ${(error as Error).message}`,
      );
    }
    // Ahead of what stopped nodes' spools added meanwhile.
    this.unsent = [...refused, ...this.unsent];
    this.unsentBeacons += refused.reduce((sum, entry) => sum + entry.count, 0);
    for (const answer of waiters) answer();
    if (this.spool.size > 0 && results && refused.length < entries.length) {
      const taken = entries.filter((_, i) => results[i]![0] === null);
      await this.spool
        .release(taken.map((entry) => entry.token))
        .catch((error: Error) =>
          this.warnOften(`The spool keeps sent page views: ${error.message}`),
        );
    }
  }
}
