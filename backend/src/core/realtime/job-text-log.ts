import { Injectable, Logger } from '@nestjs/common';
import type Redis from 'ioredis';
import { AppConfig } from '../config/env';
import { rateLimitedWarning } from '../logging/rate-limited-warning';
import { InjectRedis } from '../redis/redis.module';
import type { JobText } from './event-map';
import { RealtimeEvents } from './realtime-events';

/** How long a job's streamed text is kept after its last piece (a page reloaded meanwhile). */
const KEPT_MS = 15 * 60_000;

/**
 * The text a job has streamed so far, every piece in Redis as it is sent: a page that joins the
 * job's room after the first pieces went out (its POST answered, then it joined) is sent them
 * again, so it shows the text from its beginning as it grows, not only once it is finished.
 */
@Injectable()
export class JobTextLog {
  private readonly prefix: string;
  /** Once a minute while Redis is away: a late reader then sees the text when it is finished. */
  private readonly warn = rateLimitedWarning(new Logger('JobTextLog'), 60_000);

  constructor(
    @InjectRedis() private readonly redis: Redis,
    private readonly events: RealtimeEvents,
    config: AppConfig,
  ) {
    this.prefix = `${config.REDIS_PREFIX}:job-text:`;
  }

  /**
   * Keeps the piece, then sends it to the job's room. Both go out on the same Redis connection in
   * this order, so a reader who joins and then reads the log misses nothing in between.
   */
  stream(piece: JobText): void {
    const key = this.prefix + piece.jobId;
    this.redis
      .multi()
      .rpush(key, JSON.stringify(piece))
      .pexpire(key, KEPT_MS)
      .exec()
      .catch((error: Error) => this.lost(error));
    void this.events.publish('job.text', piece);
  }

  /** Every piece the job has streamed, in the order sent (none when Redis cannot be read). */
  async sent(jobId: string): Promise<JobText[]> {
    try {
      const raw = await this.redis.lrange(this.prefix + jobId, 0, -1);
      return raw.map((piece) => JSON.parse(piece) as JobText);
    } catch (error) {
      this.lost(error as Error);
      return [];
    }
  }

  private lost(error: Error) {
    this.warn(`Streamed text is not kept while Redis cannot be reached: ${error.message}`);
  }
}
