import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import type Redis from 'ioredis';
import { AppConfig } from '../config/env';
import { DomainException } from '../http/domain-error';
import { HTTP_ERRORS } from '../http/http.errors';
import { InjectRedis } from '../redis/redis.module';
import { isRedisUnavailable, withinRedisTimeout } from '../redis/redis-errors';
import {
  isMaintenance,
  JOB_OPTIONS,
  MAINTENANCE,
  QueueName,
  type MaintenanceName,
} from './job-catalogue';
import { JOB_ERRORS } from './jobs.errors';
import { JobsService } from './jobs.service';

/** How the last tick of a periodic job ended, as the Jobs page shows it. */
export interface MaintenanceOutcome {
  state: 'completed' | 'failed';
  /** When it started and how long it ran (ms). */
  startedAt: string;
  durationMs: number;
  code?: string;
  message?: string;
}

export interface MaintenanceStatus {
  name: MaintenanceName;
  everyMs: number;
  /** When the next tick is due, as the queue holds it (null while Redis is away or unscheduled). */
  nextRunAt: string | null;
  last: MaintenanceOutcome | null;
}

/**
 * Periodic maintenance as repeatable jobs of the catalogue (MAINTENANCE): scheduled at start on
 * worker nodes and again whenever the queue's Redis connects (a Redis that restarted empty forgets
 * repeatable jobs), each at its interval, nothing duplicated (Bull keys a repeatable job by name,
 * id and interval; an interval that changed replaces the old one). The last outcome of each is
 * kept in one Redis hash; an administrator runs one at once from the Jobs page.
 */
@Injectable()
export class Maintenance implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly log = new Logger('Maintenance');
  private readonly key: string;
  private last: Promise<void> = Promise.resolve();
  private readonly onReady = () => void this.schedule();

  constructor(
    private readonly config: AppConfig,
    private readonly jobs: JobsService,
    @InjectRedis() private readonly redis: Redis,
  ) {
    this.key = `${config.REDIS_PREFIX}:maintenance`;
  }

  private get queue() {
    return this.jobs.queue(QueueName.Maintenance);
  }

  onApplicationBootstrap() {
    if (!this.config.runsWorkers) return;
    this.queue.client.on('ready', this.onReady);
    if (this.queue.client.status === 'ready') void this.schedule();
  }

  onApplicationShutdown() {
    this.queue.client.off('ready', this.onReady);
  }

  /** Makes the queue's repeatable jobs match MAINTENANCE (one at a time). */
  schedule(): Promise<void> {
    this.last = this.last.then(() =>
      this.reschedule().catch((error: Error) =>
        this.log.warn(`Maintenance not scheduled (next attempt on reconnection): ${error.message}`),
      ),
    );
    return this.last;
  }

  private async reschedule() {
    const queue = this.queue;
    const repeatable = await queue.getRepeatableJobs();
    for (const job of repeatable) {
      const wanted = isMaintenance(job.name) ? MAINTENANCE[job.name].every : null;
      if (Number(job.every) !== wanted) await queue.removeRepeatableByKey(job.key);
    }
    for (const [name, { every }] of Object.entries(MAINTENANCE)) {
      if (repeatable.some((job) => job.name === name && Number(job.every) === every)) continue;
      await queue.add(
        name,
        {},
        { ...JOB_OPTIONS[name as MaintenanceName], jobId: name, repeat: { every } },
      );
    }
  }

  /** Keeps how a tick ended (the tracker calls it for every maintenance job). */
  async record(name: MaintenanceName, outcome: MaintenanceOutcome): Promise<void> {
    await this.redis.hset(this.key, name, JSON.stringify(outcome));
  }

  /** Every periodic job with its interval, next tick and last outcome. */
  async status(): Promise<MaintenanceStatus[]> {
    const [kept, repeatable] = await Promise.all([
      withinRedisTimeout(2000, this.redis.hgetall(this.key)),
      withinRedisTimeout(2000, this.queue.getRepeatableJobs()),
    ]).catch((error: unknown) => {
      throw isRedisUnavailable(error) ? new DomainException(HTTP_ERRORS.redisUnavailable) : error;
    });
    return Object.entries(MAINTENANCE).map(([name, { every }]) => {
      const next = repeatable.find((job) => job.name === name && Number(job.every) === every);
      return {
        name: name as MaintenanceName,
        everyMs: every,
        nextRunAt: next?.next ? new Date(next.next).toISOString() : null,
        last: kept[name] ? (JSON.parse(kept[name]) as MaintenanceOutcome) : null,
      };
    });
  }

  /** Runs one periodic job now (joining a run-now still waiting), beside its schedule. */
  async runNow(name: string): Promise<void> {
    if (!isMaintenance(name)) throw new DomainException(JOB_ERRORS.notFound);
    const queue = this.queue;
    if (queue.client.status !== 'ready') throw new DomainException(HTTP_ERRORS.redisUnavailable);
    await withinRedisTimeout(
      3000,
      queue.add(name, {}, { ...JOB_OPTIONS[name], jobId: `${name}-now-${Date.now()}` }),
    );
  }
}
