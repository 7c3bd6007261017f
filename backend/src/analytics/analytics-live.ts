import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import type Redis from 'ioredis';
import { AppConfig } from '../core/config/env';
import { RealtimeEvents } from '../core/realtime/realtime-events';
import { InjectRedis } from '../core/redis/redis.module';
import { analyticsKeys, LIVE_WINDOW_MS } from './analytics-keys';
import { AnalyticsRepository } from './analytics.repository';

/** How often concurrency is counted and, when it moved, pushed. */
export const LIVE_TICK_MS = 2000;

/**
 * Pushes each website's concurrency (visitors of the last 5 minutes) to readers of analytics in
 * its account whenever it changes, checked every 2 s by one api node at a time (a Redis lock).
 */
@Injectable()
export class AnalyticsLive implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly log = new Logger('AnalyticsLive');
  private readonly keys: ReturnType<typeof analyticsKeys>;
  private timer: NodeJS.Timeout | null = null;
  private readonly accounts = new Map<number, number | null>();

  constructor(
    @InjectRedis() private readonly redis: Redis,
    private readonly events: RealtimeEvents,
    private readonly repo: AnalyticsRepository,
    config: AppConfig,
  ) {
    this.keys = analyticsKeys(config);
  }

  onApplicationBootstrap() {
    this.timer = setInterval(() => {
      this.tick().catch((error: Error) => this.log.debug(`Live count skipped: ${error.message}`));
    }, LIVE_TICK_MS);
    this.timer.unref();
  }

  onModuleDestroy() {
    if (this.timer) clearInterval(this.timer);
  }

  async tick() {
    const lock = await this.redis.set(this.keys.liveLock, '1', 'PX', LIVE_TICK_MS - 100, 'NX');
    if (lock !== 'OK') return;
    const since = Date.now() - LIVE_WINDOW_MS;
    for (const member of await this.redis.smembers(this.keys.liveSites)) {
      const websiteId = Number(member);
      const key = this.keys.live(websiteId);
      await this.redis.zremrangebyscore(key, '-inf', `(${since}`);
      const concurrency = await this.redis.zcard(key);
      const last = await this.redis.hget(this.keys.liveLast, member);
      if (last !== String(concurrency)) {
        await this.redis.hset(this.keys.liveLast, member, String(concurrency));
        await this.publish(websiteId, concurrency);
      }
      if (concurrency === 0) {
        await this.redis.srem(this.keys.liveSites, member);
        await this.redis.hdel(this.keys.liveLast, member);
      }
    }
  }

  private async publish(websiteId: number, concurrency: number) {
    if (!this.accounts.has(websiteId)) {
      this.accounts.set(websiteId, await this.repo.accountOf(websiteId));
    }
    const accountId = this.accounts.get(websiteId);
    if (accountId == null) return;
    await this.events.publish('analytics.live', { websiteId, accountId, concurrency });
  }
}
