import { Logger } from '@nestjs/common';
import type Redis from 'ioredis';
import { rateLimitedWarning } from '../../core/logging/rate-limited-warning';
import { isRedisUnavailable } from '../../core/redis/redis-errors';

/** The window the beacon limits count in. */
export const LIMIT_WINDOW_MS = 10_000;

export interface BeaconLimitsPerWindow {
  /** Beacons one address may send in a window. */
  address: number;
  /** Beacons one website may receive in a window. */
  site: number;
}

/**
 * Adds each key's count and answers the totals, each key expiring with its window.
 * KEYS: the counters. ARGV: the window (ms), then each key's count.
 */
const COUNT = `local totals = {}
for i, key in ipairs(KEYS) do
  totals[i] = redis.call('INCRBY', key, ARGV[i + 1])
  redis.call('PEXPIRE', key, ARGV[1])
end
return totals`;

/** A beacon waiting for its counts. */
interface Asked {
  /** Its address's and its website's counter keys. */
  address: string;
  site: string;
  /** This node's own counts for it, used when Redis does not answer. */
  local: BeaconLimitsPerWindow;
  answer: (within: boolean) => void;
  fail: (error: unknown) => void;
}

/**
 * Whether an address, and a website, are under their beacon limits for the current window.
 *
 * Counted in Redis, shared by every api node: the beacons asked about within one turn of the event
 * loop are counted together, in one script call (each counter added to once, by its beacons'
 * number; each beacon's own count follows from the total in the order asked), so a beacon costs
 * no Redis command of its own. The node counts too, on its own: when Redis does not answer in time
 * (away, or this node too busy to hear the answer within the command timeout) its own counts
 * decide, so a flood is still refused (429) and a reader still served (202). A counter that cannot
 * be read is never a reason to answer 503: the beacon stream holds what it takes until Redis is
 * back.
 */
export class BeaconLimits {
  private readonly log = new Logger('Analytics');
  private readonly warnOften = rateLimitedWarning(this.log, 10_000);
  /** This node's counts in the current window (cleared when the window turns). */
  private counts = new Map<string, number>();
  private window = -1;
  private asked: Asked[] = [];

  constructor(
    private readonly redis: Redis,
    private readonly key: (which: string) => string,
    readonly perWindow: BeaconLimitsPerWindow,
  ) {}

  within(websiteId: number, ip: string): Promise<boolean> {
    const window = Math.floor(Date.now() / LIMIT_WINDOW_MS);
    if (window !== this.window) {
      this.counts = new Map();
      this.window = window;
    }
    const local = {
      address: this.bump(`a:${ip}`),
      site: this.bump(`s:${websiteId}`),
    };
    return new Promise((answer, fail) => {
      // Counted once this turn of the event loop has read what arrived (a 5 ms gathering window
      // saved no CPU that bench:ingest could tell from noise, and added 5 ms to every answer).
      if (this.asked.length === 0) setImmediate(() => void this.count());
      this.asked.push({
        address: this.key(`a:${ip}:${window}`),
        site: this.key(`s:${websiteId}:${window}`),
        local,
        answer,
        fail,
      });
    });
  }

  /** Counts what was asked since the last call, in one round trip, and answers each. */
  private async count() {
    const asked = this.asked;
    this.asked = [];
    /** Each key's count in this call, in the order first asked. */
    const added = new Map<string, number>();
    for (const { address, site } of asked) {
      added.set(address, (added.get(address) ?? 0) + 1);
      added.set(site, (added.get(site) ?? 0) + 1);
    }
    const keys = [...added.keys()];
    let totals: number[];
    try {
      totals = (await this.redis.eval(
        COUNT,
        keys.length,
        ...keys,
        LIMIT_WINDOW_MS,
        ...added.values(),
      )) as number[];
    } catch (error) {
      if (!isRedisUnavailable(error)) {
        for (const { fail } of asked) fail(error);
        return;
      }
      this.warnOften(`Beacon limits are counted by this node alone: ${(error as Error).message}`);
      for (const { local, answer } of asked) answer(this.under(local));
      return;
    }
    // Each beacon's count: what the counter held before this call, plus its place among them.
    const next = new Map<string, number>();
    keys.forEach((key, i) => next.set(key, totals[i]! - added.get(key)! + 1));
    const take = (key: string) => {
      const count = next.get(key)!;
      next.set(key, count + 1);
      return count;
    };
    for (const { address, site, answer } of asked) {
      answer(this.under({ address: take(address), site: take(site) }));
    }
  }

  private under(counts: BeaconLimitsPerWindow): boolean {
    return counts.address <= this.perWindow.address && counts.site <= this.perWindow.site;
  }

  private bump(which: string): number {
    const count = (this.counts.get(which) ?? 0) + 1;
    this.counts.set(which, count);
    return count;
  }
}
