import { Logger } from '@nestjs/common';
import { EventEmitter } from 'node:events';
import type { JobsService } from '../../core/queues/jobs.service';
import type { WebsitesService } from '../../websites/websites.service';
import type { SyncSchedule } from './sync-schedule';
import { SyncScheduleRestorer } from './sync-schedule-restorer';

function setup(inRedis: Map<number, number[]>, inMysql: [number, number][]) {
  const client = Object.assign(new EventEmitter(), { status: 'ready' });
  const calls: string[] = [];
  const schedule = {
    all: () => Promise.resolve(new Map(inRedis)),
    set: (id: number, minutes: number) => {
      calls.push(`set ${id} ${minutes}`);
      return Promise.resolve();
    },
    clear: (id: number) => {
      calls.push(`clear ${id}`);
      return Promise.resolve();
    },
  } as unknown as SyncSchedule;
  const websites = {
    scheduled: () =>
      Promise.resolve(inMysql.map(([id, syncIntervalMinutes]) => ({ id, syncIntervalMinutes }))),
  } as unknown as WebsitesService;
  const jobs = { queue: () => ({ client }) } as unknown as JobsService;
  return { restorer: new SyncScheduleRestorer(jobs, websites, schedule), client, calls };
}

describe('SyncScheduleRestorer', () => {
  it('makes Redis match MySQL: adds missing, fixes changed and doubled, removes stale', async () => {
    const { restorer, calls } = setup(
      new Map([
        [1, [60]],
        [2, [60]],
        [3, [60, 30]],
        [9, [15]],
      ]),
      [
        [1, 60],
        [2, 120],
        [3, 30],
        [4, 15],
      ],
    );
    await restorer.restore();
    expect(calls).toEqual(['set 2 120', 'set 3 30', 'set 4 15', 'clear 9']);
  });

  it('restores at start and on every reconnection of the sync queue, until shutdown', async () => {
    const { restorer, client, calls } = setup(new Map(), [[5, 60]]);
    restorer.onApplicationBootstrap();
    await restorer.restore();
    expect(calls).toEqual(['set 5 60', 'set 5 60']);
    client.emit('ready');
    await restorer.restore();
    expect(calls).toHaveLength(4);
    restorer.onApplicationShutdown();
    client.emit('ready');
    await restorer.restore();
    expect(calls).toHaveLength(5);
  });

  it('a failed restore is logged, never thrown, and the next one runs', async () => {
    const { restorer, calls } = setup(new Map(), [[6, 30]]);
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const schedule = (restorer as unknown as { schedule: SyncSchedule }).schedule;
    const all = schedule.all.bind(schedule);
    schedule.all = jest
      .fn()
      .mockRejectedValueOnce(new Error('Connection is closed.'))
      .mockImplementation(all);
    await expect(restorer.restore()).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Connection is closed.'));
    await restorer.restore();
    expect(calls).toEqual(['set 6 30']);
    warn.mockRestore();
  });
});
