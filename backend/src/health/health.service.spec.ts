import type Redis from 'ioredis';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../core/config/env';
import { QueueName } from '../core/queues/job-catalogue';
import type { Replicas, ReplicaStatus } from '../core/database/replicas';
import type { JobsService } from '../core/queues/jobs.service';
import { HealthService } from './health.service';

const never = () => new Promise<never>(() => undefined);

/** A queue as Bull shows it: its Redis client's status and its counts. */
const queue = (status = 'ready', counts = { waiting: 2, active: 1, failed: 0, delayed: 3 }) => ({
  client: { status },
  getJobCounts: () => Promise.resolve(counts),
});

function health(over: {
  query?: () => Promise<unknown>;
  ping?: () => Promise<string>;
  queue?: (name: string) => ReturnType<typeof queue>;
  replicas?: ReplicaStatus[];
}) {
  const db = { query: over.query ?? (() => Promise.resolve([{ 1: 1 }])) } as unknown as DataSource;
  const redis = { ping: over.ping ?? (() => Promise.resolve('PONG')) } as unknown as Redis;
  const jobs = { queue: over.queue ?? (() => queue()) } as unknown as JobsService;
  const replicas = { status: () => over.replicas ?? [] } as unknown as Replicas;
  return new HealthService({ ROLE: 'api' } as AppConfig, db, redis, jobs, replicas);
}

describe('HealthService', () => {
  afterEach(() => jest.useRealTimers());

  it('is ok with every part up, and reports each queue’s counts', async () => {
    const report = await health({}).check();
    expect(report).toMatchObject({ status: 'ok', role: 'api', database: 'up', redis: 'up' });
    expect(report.queues.map((q) => q.name)).toEqual(Object.values(QueueName));
    expect(report.queues[0]).toEqual({
      name: Object.values(QueueName)[0],
      ready: true,
      waiting: 2,
      active: 1,
      failed: 0,
      delayed: 3,
    });
  });

  it('shows each read replica’s lag, and stays ok with one skipped (the primary serves its reads)', async () => {
    const replicas: ReplicaStatus[] = [
      { name: 'replica1:3306', state: 'up', lagSeconds: 0 },
      { name: 'replica2:3306', state: 'lagging', lagSeconds: 42 },
      { name: 'replica3:3306', state: 'down', lagSeconds: null },
    ];
    const report = await health({ replicas }).check();
    expect(report).toMatchObject({ status: 'ok', replicas });
  });

  it('is degraded with the database refusing, and says which part', async () => {
    const report = await health({ query: () => Promise.reject(new Error('ECONNREFUSED')) }).check();
    expect(report).toMatchObject({ status: 'degraded', database: 'down', redis: 'up' });
  });

  it('says Redis is down within a second when it never answers (before a load balancer gives up)', async () => {
    jest.useFakeTimers();
    const pending = health({ ping: never }).check();
    await jest.advanceTimersByTimeAsync(1000);
    const report = await pending;
    expect(report).toMatchObject({ status: 'degraded', redis: 'down', database: 'up' });
  });

  it('says the database is down after two seconds without an answer', async () => {
    jest.useFakeTimers();
    let settled = false;
    const pending = health({ query: never })
      .check()
      .finally(() => (settled = true));
    await jest.advanceTimersByTimeAsync(1999);
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ status: 'degraded', database: 'down' });
  });

  it('marks a queue whose connection is not ready as not ready, with zero counts, and the whole degraded', async () => {
    const first = Object.values(QueueName)[0];
    const report = await health({
      queue: (name) => (name === first ? queue('reconnecting') : queue()),
    }).check();
    expect(report.status).toBe('degraded');
    expect(report.queues[0]).toEqual({
      name: first,
      ready: false,
      waiting: 0,
      active: 0,
      failed: 0,
      delayed: 0,
    });
    expect(report.queues.slice(1).every((q) => q.ready)).toBe(true);
  });
});
