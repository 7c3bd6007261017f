import { Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { AppConfig } from '../core/config/env';
import type { SyncProgress } from '../core/realtime/event-map';
import { InjectRedis } from '../core/redis/redis.module';

/** Long enough for a sync waiting behind others; a run whose worker vanished is forgotten. */
const TTL_SECONDS = 30 * 60;

/**
 * The last progress of each website's sync while one waits or runs, shared by every node: a
 * browser that starts watching the website mid-sync is shown where it stands at once.
 */
@Injectable()
export class SyncProgressStore {
  private readonly prefix: string;

  constructor(
    @InjectRedis() private readonly redis: Redis,
    config: AppConfig,
  ) {
    this.prefix = `${config.REDIS_PREFIX}:sync:progress:`;
  }

  /** A sync was queued: nothing done yet. Keeps the progress of one already under way. */
  async queued(websiteId: number, jobId: string): Promise<void> {
    const start: SyncProgress = {
      websiteId,
      jobId,
      pagesDone: 0,
      pagesTotal: 0,
      articlesDone: 0,
      articlesTotal: 0,
    };
    await this.redis.set(this.key(websiteId), JSON.stringify(start), 'EX', TTL_SECONDS, 'NX');
  }

  async save(progress: SyncProgress): Promise<void> {
    await this.redis.set(this.key(progress.websiteId), JSON.stringify(progress), 'EX', TTL_SECONDS);
  }

  async current(websiteId: number): Promise<SyncProgress | null> {
    const raw = await this.redis.get(this.key(websiteId));
    return raw ? (JSON.parse(raw) as SyncProgress) : null;
  }

  async finished(websiteId: number): Promise<void> {
    await this.redis.del(this.key(websiteId));
  }

  private key(websiteId: number) {
    return `${this.prefix}${websiteId}`;
  }
}
