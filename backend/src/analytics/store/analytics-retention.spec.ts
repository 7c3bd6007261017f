import { Logger } from '@nestjs/common';
import type Redis from 'ioredis';
import type { AppConfig } from '../../core/config/env';
import { JobName } from '../../core/queues/job-catalogue';
import type { Maintenance } from '../../core/queues/maintenance';
import { AnalyticsRetention } from './analytics-retention';
import type { AnalyticsRepository } from './analytics.repository';

/** The retention's database side, every step a no-op that counts its calls. */
function fakeRepository() {
  const calls: string[] = [];
  const step = (name: string) => () => {
    calls.push(name);
    return Promise.resolve();
  };
  const repo = {
    partitions: () => Promise.resolve([]),
    addDayPartitions: step('add'),
    dropPartitions: step('drop'),
    pruneRollups: step('rollups'),
    pruneStreamEntries: step('stream'),
    warmRangeCaches: step('warm'),
  };
  return { repo: repo as unknown as AnalyticsRepository, calls };
}

/** A Redis whose first `failures` SETs time out, as on a worker starting on a busy machine. */
function fakeRedis(failures: number) {
  let left = failures;
  return {
    set: () =>
      left-- > 0 ? Promise.reject(new Error('Command timed out')) : Promise.resolve('OK'),
    del: () => Promise.resolve(1),
  } as unknown as Redis;
}

function retentionWith(failures: number) {
  const recorded: { name: string; state: string; message?: string }[] = [];
  const maintenance = {
    record: (name: string, outcome: { state: string; message?: string }) => {
      recorded.push({ name, state: outcome.state, message: outcome.message });
      return Promise.resolve();
    },
  } as unknown as Maintenance;
  const { repo, calls } = fakeRepository();
  const config = { REDIS_PREFIX: 'spec', ANALYTICS_RETENTION_DAYS: 90 } as AppConfig;
  const retention = new AnalyticsRetention(repo, fakeRedis(failures), config, maintenance);
  return { retention, recorded, calls };
}

describe('AnalyticsRetention at start', () => {
  let warned: string[] = [];
  beforeEach(() => {
    jest.useFakeTimers();
    warned = [];
    jest
      .spyOn(Logger.prototype, 'warn')
      .mockImplementation((message: unknown) => void warned.push(String(message)));
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('tries again after a Redis timeout and is on record as completed', async () => {
    const { retention, recorded, calls } = retentionWith(2);
    retention.onApplicationBootstrap();
    await jest.advanceTimersByTimeAsync(5000);
    await retention.started;
    expect(recorded).toEqual([
      { name: JobName.AnalyticsRetention, state: 'completed', message: undefined },
    ]);
    expect(calls).toContain('warm');
    expect(warned).toEqual([
      'Analytics retention at start failed, trying again in 2 s: Command timed out',
      'Analytics retention at start failed, trying again in 2 s: Command timed out',
    ]);
  });

  it('is on record as failed, with why, when every try fails', async () => {
    const { retention, recorded, calls } = retentionWith(3);
    retention.onApplicationBootstrap();
    await jest.advanceTimersByTimeAsync(5000);
    await retention.started;
    expect(recorded).toEqual([
      { name: JobName.AnalyticsRetention, state: 'failed', message: 'Command timed out' },
    ]);
    expect(calls).toEqual([]);
  });

  it('does not try again once the process stops', async () => {
    const { retention, recorded } = retentionWith(1);
    retention.onApplicationBootstrap();
    retention.beforeApplicationShutdown();
    await jest.advanceTimersByTimeAsync(5000);
    await retention.started;
    expect(recorded.map((r) => r.state)).toEqual(['failed']);
  });
});
