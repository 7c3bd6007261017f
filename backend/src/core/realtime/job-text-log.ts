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
 * A text's pieces go out at most once per frame (a screen's 60 per second): a model streaming a
 * token every few milliseconds cost a Redis write and a room message per token, most of the
 * gateway's own work (bench:ai); a reader sees no difference.
 */
export const FRAME_MS = 16;

/** One text a job writes as it streams (see JobTextLog.writer). */
export interface TextWriter {
  write(delta: string): void;
  /** Sends what is held, then the last piece with the whole text. */
  end(text: string): void;
}

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

  /**
   * Streams one text of a job: its first piece at once (the reader sees the writing start), the
   * rest gathered and sent at most once per FRAME_MS, numbered in the order sent.
   */
  writer(target: Pick<JobText, 'jobId' | 'field'>): TextWriter {
    let seq = 0;
    let held = '';
    let timer: NodeJS.Timeout | undefined;
    const send = () => {
      clearTimeout(timer);
      timer = undefined;
      if (!held) return;
      this.stream({ ...target, seq: seq++, delta: held });
      held = '';
    };
    return {
      write: (delta) => {
        if (!delta) return;
        held += delta;
        if (seq === 0) send();
        else timer ??= setTimeout(send, FRAME_MS);
      },
      end: (text) => {
        send();
        this.stream({ ...target, seq: seq++, delta: '', done: true, text });
      },
    };
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
