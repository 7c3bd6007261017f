import { EventEmitter } from 'node:events';
import type { AppConfig } from '../config/env';
import { MetricsRegistry } from '../metrics/metrics.registry';
import type { JobCancellation } from './job-cancellation';
import type { Maintenance } from './maintenance';
import { JobTracker } from './job-tracker';
import type { JobsService } from './jobs.service';

const job = (runId: number) => ({
  data: { runId },
  name: 'mail.send',
  attemptsMade: 0,
  opts: { attempts: 3 },
  progress: () => 0,
});

describe('JobTracker', () => {
  it("writes a run's states in the order of its events, and other runs meanwhile", async () => {
    const queues = new Map<string, EventEmitter>();
    const started: string[] = [];
    const finish = new Map<string, () => void>();
    const fail = new Map<string, (error: Error) => void>();
    const released: number[] = [];
    const jobs = {
      released: (id: number) => released.push(id),
      queue: (name: string) => {
        if (!queues.has(name)) queues.set(name, new EventEmitter());
        return queues.get(name)!;
      },
      record: (run: { id: number }, state: string) => {
        const key = `${run.id}:${state}`;
        started.push(key);
        return new Promise<void>((resolve, reject) => {
          finish.set(key, resolve);
          fail.set(key, reject);
        });
      },
    } as unknown as JobsService;
    const cancellation = {
      isCancelled: () => Promise.resolve(false),
    } as unknown as JobCancellation;
    new JobTracker(
      { runsWorkers: true } as AppConfig,
      jobs,
      cancellation,
      { record: () => Promise.resolve() } as unknown as Maintenance,
      new MetricsRegistry(),
    ).onModuleInit();
    const mail = [...queues.values()][0]!;
    const settle = () => new Promise((r) => setImmediate(r));

    // A fast job: 'completed' fires while 'active' is still being written.
    mail.emit('active', job(1));
    mail.emit('completed', job(1));
    mail.emit('active', job(2));
    await settle();
    expect(started).toEqual(['1:active', '2:active']);
    finish.get('1:active')!();
    await settle();
    expect(started).toEqual(['1:active', '2:active', '1:completed']);
    // A failed write does not stop the next one.
    mail.emit('completed', job(2));
    fail.get('2:active')!(new Error('the database went away'));
    await settle();
    expect(started.slice(3)).toEqual(['2:completed']);
    // Runs that ended let go of their cancellation signal.
    expect(released).toEqual([1, 2]);
  });
});
