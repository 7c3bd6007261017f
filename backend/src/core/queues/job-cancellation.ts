import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import type Redis from 'ioredis';
import { AppConfig } from '../config/env';
import { DomainException } from '../http/domain-error';
import { InjectRedis } from '../redis/redis.module';
import { JOB_ERRORS } from './jobs.errors';

/** The failure a cancelled job ends with: final (no retry), with its own code. */
export class JobCancelled extends DomainException {
  constructor() {
    super(JOB_ERRORS.cancelled);
  }
}

/** How long a cancelled run's mark outlives it: longer than any job's retries. */
const MARK_TTL_S = 7 * 24 * 3600;

/**
 * Cancelling a job: whoever asks (an API node) marks the run cancelled in Redis and publishes its
 * id on one Redis channel; the worker that runs it aborts the run's signal, and the job stops at
 * its next progress report (JobReporter throws JobCancelled). The mark outlives the attempt: a
 * retry of the run, on any worker, starts aborted (an attempt that failed after the cancel, a
 * stalled call timing out, is the cancel), so a cancelled run never runs again.
 */
@Injectable()
export class JobCancellation implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Jobs');
  private readonly running = new Map<number, AbortController>();
  private subscriber?: Redis;

  constructor(
    private readonly config: AppConfig,
    @InjectRedis() private readonly redis: Redis,
  ) {}

  private get channel() {
    return `${this.config.REDIS_PREFIX}:jobs:cancel`;
  }

  private markOf(runId: number) {
    return `${this.config.REDIS_PREFIX}:jobs:cancelled:${runId}`;
  }

  async onApplicationBootstrap() {
    if (!this.config.runsWorkers) return;
    // A connection in subscriber mode can do nothing else: its own, with the offline queue on, so
    // it subscribes again whenever Redis comes back.
    this.subscriber = this.redis.duplicate({ enableOfflineQueue: true, commandTimeout: undefined });
    this.subscriber.on('error', () => undefined);
    this.subscriber.on('message', (_channel: string, message: string) => {
      const controller = this.running.get(Number(message));
      if (!controller) return;
      this.logger.log(`run ${message}: stopped on request`);
      controller.abort(new JobCancelled());
    });
    await this.subscriber.subscribe(this.channel).catch((error: Error) => {
      this.logger.warn(`cannot listen for cancellations: ${error.message}`);
    });
  }

  async onApplicationShutdown() {
    await this.subscriber?.quit().catch(() => undefined);
  }

  /**
   * The signal of a run this worker starts (aborted once it is cancelled, before or during this
   * attempt), and `checked`, settled once the run's mark was read; let go with `release`.
   */
  signalFor(runId: number): { signal: AbortSignal; checked: Promise<void> } {
    let controller = this.running.get(runId);
    if (!controller) {
      controller = new AbortController();
      this.running.set(runId, controller);
    }
    const { signal } = controller;
    const checked = signal.aborted
      ? Promise.resolve()
      : this.isCancelled(runId).then(
          (cancelled) => {
            if (cancelled) controller.abort(new JobCancelled());
          },
          // Redis away: the run goes on, and a cancel still reaches it through the channel.
          () => undefined,
        );
    return { signal, checked };
  }

  /** Whether someone cancelled the run (its mark is set). */
  async isCancelled(runId: number): Promise<boolean> {
    return (await this.redis.exists(this.markOf(runId))) === 1;
  }

  release(runId: number) {
    this.running.delete(runId);
  }

  /** Marks the run cancelled and asks every worker to stop it (the one running it does). */
  async request(runId: number): Promise<void> {
    await this.redis.set(this.markOf(runId), '1', 'EX', MARK_TTL_S);
    await this.stop(runId);
  }

  /**
   * Asks every worker to stop the run where it still runs, with no mark: a run that history
   * already ended (found lost from the queue) must not go on working, nor hold its queue's slot.
   */
  async stop(runId: number): Promise<void> {
    await this.redis.publish(this.channel, String(runId));
  }
}
