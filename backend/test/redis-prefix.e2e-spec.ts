import { getRepositoryToken } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { defaultRedisPrefix } from '../src/core/config/env';
import { JobRun } from '../src/core/queues/entities/job-run.entity';
import { JobName, QueueName } from '../src/core/queues/job-catalogue';
import { JobReconciler } from '../src/core/queues/job-reconciler';
import { JobsService } from '../src/core/queues/jobs.service';
import { dropDatabase, dropRedisKeys } from '../../test/support/stores';
import { startApp, testEnv, type TestApp, type TestEnv } from './support/test-app';

jest.setTimeout(60_000);

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Two installations on one Redis, each on its own database, neither setting REDIS_PREFIX. */
describe('Installations sharing one Redis', () => {
  const envA: TestEnv = testEnv();
  const envB: TestEnv = testEnv();
  let first: TestApp;
  let second: TestApp | undefined;

  beforeAll(async () => {
    // An api-only installation: it queues work and never takes any.
    first = await startApp(envA, { REDIS_PREFIX: '', ROLE: 'api' });
  });

  afterAll(async () => {
    await second?.close();
    await first.close();
    for (const env of [envA, envB]) {
      await dropDatabase(env.databaseUrl);
      await dropRedisKeys(REDIS_URL, defaultRedisPrefix(env.databaseUrl));
      await dropRedisKeys(REDIS_URL, env.redisPrefix);
    }
  });

  it('derives a prefix of its own from the database when none is set', () => {
    expect(first.config.REDIS_PREFIX).toBe(defaultRedisPrefix(envA.databaseUrl));
    expect(defaultRedisPrefix(envA.databaseUrl)).not.toBe(defaultRedisPrefix(envB.databaseUrl));
    expect(defaultRedisPrefix(envA.databaseUrl)).toMatch(/^ams-[0-9a-f]{10}$/);
  });

  it("never lets another installation's worker take its jobs", async () => {
    second = await startApp(envB, { REDIS_PREFIX: '', ROLE: 'all' });
    const jobs = first.app.get(JobsService);
    const run = await jobs.enqueue(JobName.ScheduleWebsiteSync, { websiteId: 424242 });
    // Give the other installation's worker every chance to take it.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    const job = await jobs.queue(QueueName.Sync).getJob(run.bullJobId);
    expect(await job?.getState()).toBe('waiting');
    const runs = first.app.get<Repository<JobRun>>(getRepositoryToken(JobRun));
    expect((await runs.findOneByOrFail({ id: run.id })).state).toBe('waiting');
    await job?.remove();
    await runs.delete(run.id);
  });

  it('refuses to start on a prefix another database has claimed, naming both', async () => {
    await expect(startApp(envB, { REDIS_PREFIX: first.config.REDIS_PREFIX })).rejects.toThrow(
      new RegExp(
        `REDIS_PREFIX "${first.config.REDIS_PREFIX}" belongs to another installation \\(database [^)]*/${new URL(envA.databaseUrl).pathname.slice(1)}\\)`,
      ),
    );
  });

  it('starts again on its own claimed prefix (a restart, or another process of it)', async () => {
    const again = await startApp(envA, { REDIS_PREFIX: '', ROLE: 'worker' });
    expect(again.config.REDIS_PREFIX).toBe(first.config.REDIS_PREFIX);
    await again.close();
  });

  it('ends history rows whose queue job is gone as failed, with a code, and leaves live ones', async () => {
    const jobs = first.app.get(JobsService);
    const runs = first.app.get<Repository<JobRun>>(getRepositoryToken(JobRun));
    const lost = await jobs.enqueue(JobName.ScheduleWebsiteSync, { websiteId: 1 });
    const alive = await jobs.enqueue(JobName.ScheduleWebsiteSync, { websiteId: 2 });
    // Redis loses the first job's data (a flush, a restart without persistence).
    await (await jobs.queue(QueueName.Sync).getJob(lost.bullJobId))!.remove();

    const reconciler = first.app.get(JobReconciler);
    // Rows touched in the last minute are left alone: a job may be on its way to the queue.
    expect(await reconciler.reconcile()).toBe(0);
    expect(await reconciler.reconcile(0)).toBe(1);

    const ended = await runs.findOneByOrFail({ id: lost.id });
    expect(ended).toMatchObject({ state: 'failed', code: 'job.lost' });
    expect(ended.message).toMatch(/lost from the queue/);
    expect(ended.finishedAt).not.toBeNull();
    expect((await runs.findOneByOrFail({ id: alive.id })).state).toBe('waiting');
    await (await jobs.queue(QueueName.Sync).getJob(alive.bullJobId))?.remove();
  });
});
