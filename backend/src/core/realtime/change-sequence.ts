import { Injectable, Logger } from '@nestjs/common';
import type Redis from 'ioredis';
import { AppConfig } from '../config/env';
import { rateLimitedWarning } from '../logging/rate-limited-warning';
import { InjectRedis } from '../redis/redis.module';

/**
 * A counter per change event (and per website for events about one), moved in Redis each time a
 * service announces a committed change. A cache keyed by the counters it read before computing
 * is never served after a later change: whoever reads the next value recomputes.
 */
@Injectable()
export class ChangeSequence {
  /** Once a minute while Redis is away; caches keyed on the counters expire on their own. */
  private readonly warn = rateLimitedWarning(new Logger('ChangeSequence'), 60_000);
  private readonly prefix: string;

  constructor(
    @InjectRedis() private readonly redis: Redis,
    config: AppConfig,
  ) {
    this.prefix = `${config.REDIS_PREFIX}:seq:`;
  }

  key(event: string, websiteId?: number): string {
    return `${this.prefix}${event}${websiteId === undefined ? '' : `:${websiteId}`}`;
  }

  /** After the change committed: the event's counter, and its website's when it names one. */
  async bump(event: string, websiteId?: number): Promise<void> {
    const keys = [
      this.key(event),
      ...(websiteId === undefined ? [] : [this.key(event, websiteId)]),
    ];
    try {
      await Promise.all(keys.map((key) => this.redis.incr(key)));
    } catch (error) {
      this.warn(`A change counter could not move: ${(error as Error).message}`);
    }
  }

  /** The counters' values ('0' for one never moved); null when Redis cannot be read. */
  async read(keys: string[]): Promise<string[] | null> {
    if (keys.length === 0) return [];
    try {
      return (await this.redis.mget(...keys)).map((value) => value ?? '0');
    } catch {
      return null;
    }
  }
}
