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
 * Whether an address, and a website, are under their beacon limits for the current window.
 *
 * Counted in Redis, shared by every api node (one round trip: two counters, each expiring with its
 * window). The node counts too, on its own: when Redis does not answer in time (away, or this node
 * too busy to hear the answer within the command timeout) its own counts decide, so a flood is
 * still refused (429) and a reader still served (202). A counter that cannot be read is never a
 * reason to answer 503: the beacon stream holds what it takes until Redis is back.
 */
export class BeaconLimits {
  private readonly log = new Logger('Analytics');
  private readonly warnOften = rateLimitedWarning(this.log, 10_000);
  /** This node's counts in the current window (cleared when the window turns). */
  private counts = new Map<string, number>();
  private window = -1;

  constructor(
    private readonly redis: Redis,
    private readonly key: (which: string) => string,
    readonly perWindow: BeaconLimitsPerWindow,
  ) {}

  async within(websiteId: number, ip: string): Promise<boolean> {
    const window = Math.floor(Date.now() / LIMIT_WINDOW_MS);
    if (window !== this.window) {
      this.counts = new Map();
      this.window = window;
    }
    const local = {
      address: this.bump(`a:${ip}`),
      site: this.bump(`s:${websiteId}`),
    };
    const byAddress = this.key(`a:${ip}:${window}`);
    const bySite = this.key(`s:${websiteId}:${window}`);
    try {
      // Issued together, the client's auto-pipelining sends the four in one round trip (a MULTI
      // inside an auto-pipeline breaks ioredis's reply matching under load).
      const [address, , site] = await Promise.all([
        this.redis.incr(byAddress),
        this.redis.pexpire(byAddress, LIMIT_WINDOW_MS),
        this.redis.incr(bySite),
        this.redis.pexpire(bySite, LIMIT_WINDOW_MS),
      ]);
      return this.under({ address, site });
    } catch (error) {
      if (!isRedisUnavailable(error)) throw error;
      this.warnOften(`Beacon limits are counted by this node alone: ${(error as Error).message}`);
      return this.under(local);
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
