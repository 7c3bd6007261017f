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

/** A node tells Redis what it counted, and hears the others' counts, this often at most. */
export const LIMIT_SYNC_MS = 100;
/** Counters per script call (a burst of new addresses is sent in several, in one write). */
const SYNC_CHUNK = 1000;

/**
 * Adds each key's count and answers the totals (every node's), each key expiring with its window.
 * KEYS: the counters. ARGV: the window (ms), then each key's count.
 */
const COUNT = `local totals = {}
for i, key in ipairs(KEYS) do
  totals[i] = redis.call('INCRBY', key, ARGV[i + 1])
  redis.call('PEXPIRE', key, ARGV[1])
end
return totals`;

/** A counter as this node knows it, in the current window. */
interface Counter {
  /** Every node's count, as Redis last answered it (this node's sent counts included). */
  heard: number;
  /** This node's counts since, on their way to Redis. */
  sending: number;
  /** This node's counts not sent yet. */
  unsent: number;
}

/**
 * Whether an address, and a website, are under their beacon limits for the current window.
 *
 * Shared by every api node through Redis, and decided at once: a node answers from the count it
 * last heard from Redis plus its own since, and tells Redis its counts (hearing the others') at
 * most LIMIT_SYNC_MS later, in one script call for every counter it moved. A beacon costs no
 * Redis command and no wait of its own. Between two syncs a node does not know what the others
 * took, so across N nodes a limit can be passed by what the other nodes took in that moment; a
 * flood at one node is held exactly. While Redis does not answer (away, or this node too busy to
 * hear it within the command timeout) the node goes on with its own counts: a flood is still
 * refused (429) and a reader still served (202), never 503 (the beacon stream holds what it takes
 * until Redis is back).
 */
export class BeaconLimits {
  private readonly log = new Logger('Analytics');
  private readonly warnOften = rateLimitedWarning(this.log, 10_000);
  private counters = new Map<string, Counter>();
  /** The counters with counts not sent yet (a window's map grows with every address). */
  private moved: [string, Counter][] = [];
  private window = -1;
  private timer: NodeJS.Timeout | null = null;
  private syncing: Promise<void> | null = null;

  constructor(
    private readonly redis: Redis,
    private readonly key: (which: string) => string,
    readonly perWindow: BeaconLimitsPerWindow,
  ) {}

  within(websiteId: number, ip: string): boolean {
    const window = Math.floor(Date.now() / LIMIT_WINDOW_MS);
    if (window !== this.window) {
      // Counts of a window that ended are not sent: its counters expire with it.
      this.counters = new Map();
      this.moved = [];
      this.window = window;
    }
    const address = this.count(`a:${ip}:${window}`);
    const site = this.count(`s:${websiteId}:${window}`);
    this.timer ??= setTimeout(() => void this.sync(), LIMIT_SYNC_MS);
    return address <= this.perWindow.address && site <= this.perWindow.site;
  }

  /** Sends what this node counted and hears every node's totals (at once, not waiting for the timer). */
  async sync(): Promise<void> {
    while (this.syncing) await this.syncing;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.syncing = this.send().finally(() => (this.syncing = null));
    await this.syncing;
  }

  private async send() {
    const moved = this.moved;
    this.moved = [];
    if (moved.length === 0) return;
    for (const [, counter] of moved) {
      counter.sending = counter.unsent;
      counter.unsent = 0;
    }
    const pipeline = this.redis.pipeline();
    for (let at = 0; at < moved.length; at += SYNC_CHUNK) {
      const chunk = moved.slice(at, at + SYNC_CHUNK);
      pipeline.eval(
        COUNT,
        chunk.length,
        ...chunk.map(([key]) => this.key(key)),
        LIMIT_WINDOW_MS,
        ...chunk.map(([, counter]) => counter.sending),
      );
    }
    let failure: unknown = null;
    try {
      const replies = (await pipeline.exec()) ?? [];
      const totals = replies.flatMap(([error, reply]) => {
        if (error) throw error;
        return reply as number[];
      });
      moved.forEach(([, counter], i) => {
        counter.heard = totals[i]!;
        counter.sending = 0;
      });
    } catch (error) {
      failure = error;
    }
    if (failure === null) return;
    const message = (failure as Error).message;
    if (isRedisUnavailable(failure)) {
      this.warnOften(`Beacon limits are counted by this node alone: ${message}`);
    } else {
      this.log.warn(`Beacon limits: ${message}`);
    }
    // Kept as this node's own (Redis may or may not have added them: not sent twice).
    for (const [, counter] of moved) {
      counter.heard += counter.sending;
      counter.sending = 0;
    }
  }

  /** Counts one beacon on a counter; answers its count as this node knows it. */
  private count(key: string): number {
    let counter = this.counters.get(key);
    if (!counter) this.counters.set(key, (counter = { heard: 0, sending: 0, unsent: 0 }));
    if (counter.unsent++ === 0) this.moved.push([key, counter]);
    return counter.heard + counter.sending + counter.unsent;
  }
}
