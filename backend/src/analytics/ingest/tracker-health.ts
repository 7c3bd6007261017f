import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import type Redis from 'ioredis';
import { AppConfig } from '../../core/config/env';
import { InjectRedis } from '../../core/redis/redis.module';
import { analyticsKeys } from '../analytics-keys';
import { dayOf } from '../store/analytics.sql';

/** Why a tracked website's beacon was not stored (a beacon naming no website is nobody's). */
export const REFUSAL_REASONS = ['origin', 'bot', 'foreign_page', 'rate_limited'] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

/** Days of refusals a website's tracking shows (today and the six before). */
export const REFUSAL_DAYS = 7;
const DAY = 86_400_000;

/** Refusals are summed in memory and written this often (a flood costs Redis nothing per beacon). */
export const REFUSALS_EVERY_MS = 500;

/**
 * A website's tracker health beside its figures: the beacons it refused, by reason and day, in
 * Redis, kept a week. Each api node sums its refusals and writes them every half second, so a
 * flood of refused beacons costs a counter bump per reason, not one per beacon.
 */
@Injectable()
export class TrackerHealth implements OnModuleDestroy {
  private readonly log = new Logger('TrackerHealth');
  private readonly keys: ReturnType<typeof analyticsKeys>;
  /** Refusals not yet written: counter key → reason → count. */
  private pending = new Map<string, Map<RefusalReason, number>>();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    @InjectRedis() private readonly redis: Redis,
    config: AppConfig,
  ) {
    this.keys = analyticsKeys(config);
  }

  /** Counts a refused beacon of this website (written within `REFUSALS_EVERY_MS`). */
  refused(websiteId: number, reason: RefusalReason, at = new Date()): void {
    const key = this.keys.refused(websiteId, dayOf(at));
    let reasons = this.pending.get(key);
    if (!reasons) this.pending.set(key, (reasons = new Map()));
    reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
    if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), REFUSALS_EVERY_MS);
      this.timer.unref();
    }
  }

  /** Writes the refusals counted so far (also when the node stops). */
  async flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const counted = this.pending;
    this.pending = new Map();
    const writes: Promise<unknown>[] = [];
    for (const [key, reasons] of counted) {
      for (const [reason, count] of reasons) writes.push(this.redis.hincrby(key, reason, count));
      writes.push(this.redis.pexpire(key, (REFUSAL_DAYS + 1) * DAY));
    }
    await Promise.all(writes).catch((error: Error) =>
      this.log.debug(`Refusals not counted: ${error.message}`),
    );
  }

  async onModuleDestroy() {
    await this.flush();
  }

  /** This website's refusals over the last `REFUSAL_DAYS` days, by reason (every reason named). */
  async refusals(websiteId: number, now = new Date()): Promise<Record<RefusalReason, number>> {
    const days = Array.from({ length: REFUSAL_DAYS }, (_, back) =>
      dayOf(new Date(now.getTime() - back * DAY)),
    );
    const counts = await Promise.all(
      days.map((day) => this.redis.hgetall(this.keys.refused(websiteId, day))),
    );
    const total = Object.fromEntries(REFUSAL_REASONS.map((reason) => [reason, 0])) as Record<
      RefusalReason,
      number
    >;
    for (const day of counts) {
      for (const reason of REFUSAL_REASONS) total[reason] += Number(day[reason] ?? 0);
    }
    return total;
  }
}
