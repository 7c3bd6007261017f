import { Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { isbot } from 'isbot';
import { LRUCache } from 'lru-cache';
import { hash, randomBytes } from 'node:crypto';
import { AppConfig } from '../../core/config/env';
import { DomainException } from '../../core/http/domain-error';
import { HTTP_ERRORS } from '../../core/http/http.errors';
import { InjectRedis } from '../../core/redis/redis.module';
import { ANALYTICS_ERRORS } from '../analytics.errors';
import { analyticsKeys } from '../analytics-keys';
import { bareHost, dayOf, type TrackedSite } from '../store/analytics.repository';
import type { Beacon } from './beacon';
import { BeaconLimits, LIMIT_WINDOW_MS } from './beacon-limits';
import { BeaconStream } from './beacon-stream';
import { IngestMetrics } from './ingest-metrics';
import { TrackedSites } from './tracked-sites';
import { TrackerHealth, type RefusalReason } from './tracker-health';

export interface BeaconMeta {
  origin: string | undefined;
  userAgent: string | undefined;
  ip: string;
}

/** The origin a browser may post from (null: not stored, no CORS headers). */
export type IngestOutcome = { stored: boolean; allowOrigin: string | null };

/**
 * Takes beacons in on api nodes: checks the website, its origin and the agent, hashes the visitor
 * and hands the beacon to the workers through the beacon stream (AnalyticsStore stores it). Every
 * beacon is answered at once; none waits for the database.
 */
@Injectable()
export class AnalyticsIngest {
  private readonly keys: ReturnType<typeof analyticsKeys>;
  private readonly bots = new LRUCache<string, boolean>({ max: 5_000 });
  private readonly salts = new Map<string, string | Promise<string>>();
  private readonly limits: BeaconLimits;

  constructor(
    private readonly sites: TrackedSites,
    private readonly stream: BeaconStream,
    private readonly metrics: IngestMetrics,
    private readonly health: TrackerHealth,
    @InjectRedis() private readonly redis: Redis,
    config: AppConfig,
  ) {
    this.keys = analyticsKeys(config);
    this.limits = new BeaconLimits(redis, this.keys.beaconLimit, {
      address: config.BEACON_LIMIT_PER_ADDRESS,
      site: config.BEACON_LIMIT_PER_SITE,
    });
  }

  /** Beacons an address, and a website, may send in a window (`bench:ingest` prints them). */
  get limitsPerWindow() {
    return { ...this.limits.perWindow, windowMs: LIMIT_WINDOW_MS };
  }

  /** A body that is not a beacon (answered 400 or 413). */
  countInvalid() {
    this.metrics.invalid.inc();
  }

  /**
   * Accepts a beacon: one not stored at once (no promise), one to store once it is handed over to
   * the workers (BeaconStream: within 10 ms). A beacon must cost its api node as little as it can.
   */
  accept(beacon: Beacon, meta: BeaconMeta): IngestOutcome | Promise<IngestOutcome> {
    this.metrics.received.inc();
    const site = this.sites.get(beacon.k);
    return site instanceof Promise
      ? site.then((found) => this.acceptFor(found, beacon, meta))
      : this.acceptFor(site, beacon, meta);
  }

  private acceptFor(
    site: TrackedSite | null,
    beacon: Beacon,
    meta: BeaconMeta,
  ): IngestOutcome | Promise<IngestOutcome> {
    const allowed = site?.origin ?? null;
    if (!site) {
      this.metrics.dropped.inc({ reason: 'unknown_site' });
      return { stored: false, allowOrigin: null };
    }
    if (!allowed || meta.origin !== allowed) {
      this.refuse(site, 'origin');
      return { stored: false, allowOrigin: null };
    }
    if (!meta.userAgent || this.isBot(meta.userAgent)) {
      this.refuse(site, 'bot');
      return { stored: false, allowOrigin: allowed };
    }
    // A page of another host is not this site's view, whatever the beacon says.
    if (bareHost(beacon.u.host) !== site.pageHost) {
      this.refuse(site, 'foreign_page');
      return { stored: false, allowOrigin: allowed };
    }
    // Past a limit first: a flood is refused as such, never as a full stream.
    if (!this.limits.within(site.websiteId, meta.ip)) {
      this.refuse(site, 'rate_limited');
      throw new DomainException(ANALYTICS_ERRORS.beaconLimit);
    }
    if (this.stream.full) throw new DomainException(HTTP_ERRORS.databaseUnavailable);
    return this.take(site, beacon, meta, allowed);
  }

  /** A tracked website's beacon not stored: counted on /metrics and in the website's health. */
  private refuse(site: TrackedSite, reason: RefusalReason) {
    this.metrics.dropped.inc({ reason });
    this.health.refused(site.websiteId, reason);
  }

  private take(
    site: TrackedSite,
    beacon: Beacon,
    meta: BeaconMeta,
    allowed: string,
  ): IngestOutcome | Promise<IngestOutcome> {
    const at = Date.now();
    const outcome = { stored: true, allowOrigin: allowed };
    const hand = (salt: string) => {
      const visitor = visitorHash(salt, site.websiteId, meta.ip, meta.userAgent!);
      const { k, u, r, n } = beacon;
      return this.stream.push({ k, at, visitor, u: u.href, r, n }).then(() => outcome);
    };
    const salt = this.salt(dayOf(new Date(at)));
    return typeof salt === 'string' ? hand(salt) : salt.then(hand);
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
}

/** A visitor's id for the day: a salted hash of website, address and agent (one-shot, no Hash object). */
const visitorHash = (salt: string, websiteId: number, ip: string, agent: string) =>
  hash('sha256', `${salt}|${websiteId}|${ip}|${agent}`, 'hex').slice(0, 32);
