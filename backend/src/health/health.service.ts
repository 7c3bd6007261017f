import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { AppConfig } from '../core/config/env';
import { Replicas } from '../core/database/replicas';
import { QueueName } from '../core/queues/job-catalogue';
import { JobsService } from '../core/queues/jobs.service';
import { InjectRedis } from '../core/redis/redis.module';
import type { HealthDto, QueueHealthDto } from './dto/health.dto';

const within = <T>(ms: number, work: Promise<T>) =>
  Promise.race([
    work,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms).unref()),
  ]);

/** Redis answers in milliseconds: health says "down" well before a load balancer gives up. */
const REDIS_TIMEOUT_MS = 1000;

@Injectable()
export class HealthService {
  constructor(
    private readonly config: AppConfig,
    @InjectDataSource() private readonly db: DataSource,
    @InjectRedis() private readonly redis: Redis,
    private readonly jobs: JobsService,
    private readonly replicas: Replicas,
  ) {}

  async check(): Promise<HealthDto> {
    const [database, redis, queues] = await Promise.all([
      within(2000, this.db.query('SELECT 1')).then(
        () => 'up' as const,
        () => 'down' as const,
      ),
      within(REDIS_TIMEOUT_MS, this.redis.ping()).then(
        () => 'up' as const,
        () => 'down' as const,
      ),
      Promise.all(Object.values(QueueName).map((name) => this.queue(name))),
    ]);
    const ok = database === 'up' && redis === 'up' && queues.every((q) => q.ready);
    return {
      status: ok ? 'ok' : 'degraded',
      role: this.config.ROLE,
      database,
      redis,
      queues,
      replicas: this.replicas.status(),
    };
  }

  private async queue(name: QueueName): Promise<QueueHealthDto> {
    try {
      const queue = this.jobs.queue(name);
      // Bull keeps a command until Redis answers: a queue whose connection is down is not ready.
      if (queue.client.status !== 'ready') throw new Error(`${name}: ${queue.client.status}`);
      const counts = await within(REDIS_TIMEOUT_MS, queue.getJobCounts());
      return {
        name,
        ready: true,
        waiting: counts.waiting,
        active: counts.active,
        failed: counts.failed,
        delayed: counts.delayed,
      };
    } catch {
      return { name, ready: false, waiting: 0, active: 0, failed: 0, delayed: 0 };
    }
  }
}
