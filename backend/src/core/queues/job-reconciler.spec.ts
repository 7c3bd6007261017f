import type { JobCancellation } from './job-cancellation';
import { JobReconciler } from './job-reconciler';
import type { JobRunRepository } from './job-run.repository';
import type { JobsService } from './jobs.service';

type Run = { id: number; queue: string; name: string; bullJobId: string; state: string };

/** A reconciler over fake history and queues: `jobs` maps a Bull job id to the queue's job. */
function reconcilerOf(runs: Run[], jobs: Record<string, object>) {
  const recorded: string[] = [];
  const stopped: number[] = [];
  const reconciler = new JobReconciler(
    {
      queue: () => ({ getJob: (id: string) => Promise.resolve(jobs[id] ?? null) }),
      record: (run: Run, state: string, _progress: number, outcome: { code?: string }) => {
        recorded.push(`${run.id}:${state}${outcome.code ? `:${outcome.code}` : ''}`);
        return Promise.resolve();
      },
    } as unknown as JobsService,
    { staleUnfinished: () => Promise.resolve(runs) } as unknown as JobRunRepository,
    {
      stop: (id: number) => {
        stopped.push(id);
        return Promise.resolve();
      },
    } as unknown as JobCancellation,
  );
  return { reconciler, recorded, stopped };
}

describe('JobReconciler', () => {
  it('ends a run whose queue job is gone as lost, and stops it where a worker still runs it', async () => {
    const { reconciler, recorded, stopped } = reconcilerOf(
      [{ id: 7, queue: 'sync', name: 'sync.website', bullJobId: 'sync:3', state: 'active' }],
      {},
    );
    expect(await reconciler.reconcile()).toBe(1);
    expect(recorded).toEqual(['7:failed:job.lost']);
    // Left running, it would go on writing behind a run history calls failed, under the queue job
    // id the website's next sync takes.
    expect(stopped).toEqual([7]);
  });

  it('stops nothing when the queue says how a run ended', async () => {
    const completed = {
      data: { runId: 8 },
      attemptsMade: 1,
      opts: { attempts: 1 },
      getState: () => Promise.resolve('completed'),
      isCompleted: () => Promise.resolve(true),
    };
    const { reconciler, recorded, stopped } = reconcilerOf(
      [{ id: 8, queue: 'mail', name: 'mail.send', bullJobId: 'm8', state: 'active' }],
      { m8: completed },
    );
    expect(await reconciler.reconcile()).toBe(1);
    expect(recorded).toEqual(['8:completed']);
    expect(stopped).toEqual([]);
  });
});
