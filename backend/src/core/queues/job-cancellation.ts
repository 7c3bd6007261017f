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

/**
 * Cancelling a running job: whoever asks (an API node) publishes the run's id on one Redis
 * channel; the worker that runs it aborts the run's signal, and the job stops at its next
 * progress report (JobReporter throws JobCancelled). A worker holds a signal only for the runs
 * it is running now.
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

  async onApplicationBootstrap() {
    if (!this.config.runsWorkers) return;
    // A connection in subscriber mode can do nothing else: its own, with the offline queue on, so
    // it subscribes again whenever Redis comes back.
    this.subscriber = this.redis.duplicate({ enableOfflineQueue: true, commandTimeout: undefined });
    this.subscriber.on('error', () => undefined);
    this.subscriber.on('message', (_channel: string, message: string) => {
      const controller = this.running.get(Number(message));
      if (!controller) return;
      this.logger.log(`run ${message}: cancelled on request`);
      controller.abort(new JobCancelled());
    });
    await this.subscriber.subscribe(this.channel).catch((error: Error) => {
      this.logger.warn(`cannot listen for cancellations: ${error.message}`);
    });
  }

  async onApplicationShutdown() {
    await this.subscriber?.quit().catch(() => undefined);
  }

  /** The signal of a run this worker starts; let go with `release` when it ends. */
  signalFor(runId: number): AbortSignal {
    let controller = this.running.get(runId);
    if (!controller || controller.signal.aborted) {
      controller = new AbortController();
      this.running.set(runId, controller);
    }
    return controller.signal;
  }

  release(runId: number) {
    this.running.delete(runId);
  }

  /** Asks every worker to stop the run (the one running it does). */
  async request(runId: number): Promise<void> {
    await this.redis.publish(this.channel, String(runId));
  }
}
