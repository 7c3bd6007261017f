import { Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { AppConfig } from '../../core/config/env';
import { JobName } from '../../core/queues/job-catalogue';
import { HandlesJob, type JobHandler } from '../../core/queues/job-handler';
import { RealtimeEvents } from '../../core/realtime/realtime-events';
import { InjectRedis } from '../../core/redis/redis.module';
import { analyticsKeys, LIVE_WINDOW_MS } from '../analytics-keys';
import { AnalyticsRepository } from '../store/analytics.repository';

/**
 * Pushes each website's concurrency (visitors of the last 5 minutes) to readers of analytics in
 * its account whenever it changes, checked on every tick of periodic maintenance (AnalyticsLive,
 * every 2 s; one worker takes each tick).
 */
@Injectable()
export class AnalyticsLive {
  private readonly keys: ReturnType<typeof analyticsKeys>;
  private readonly accounts = new Map<number, number | null>();

  constructor(
    @InjectRedis() private readonly redis: Redis,
    private readonly events: RealtimeEvents,
    private readonly repo: AnalyticsRepository,
    config: AppConfig,
  ) {
    this.keys = analyticsKeys(config);
  }

  /** Answers how many websites' counts were pushed. */
  async tick(): Promise<number> {
    let pushed = 0;
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
        pushed++;
      }
      if (concurrency === 0) {
        await this.redis.srem(this.keys.liveSites, member);
        await this.redis.hdel(this.keys.liveLast, member);
      }
    }
    return pushed;
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

/** A tick of the live counts (periodic maintenance). */
@HandlesJob(JobName.AnalyticsLive)
export class AnalyticsLiveHandler implements JobHandler<JobName.AnalyticsLive> {
  constructor(private readonly live: AnalyticsLive) {}

  async run() {
    return { pushed: await this.live.tick() };
  }
}
