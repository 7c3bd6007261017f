import type { Job } from 'bull';
import { JobReporter } from './job-reporter';
import type { JobsService } from './jobs.service';

/** A reporter over a fake history and room: what was written, and what was told, in order. */
function reporterOf() {
  const written: string[] = [];
  const told: string[] = [];
  const bull: number[] = [];
  const jobs = {
    persistProgress: jest.fn(async (_run: unknown, r: { percent: number; stage?: string }) => {
      written.push(`${r.stage}:${r.percent}`);
    }),
    progress: jest.fn(async (_run: unknown, r: { percent: number; stage?: string }) => {
      told.push(`${r.stage}:${r.percent}`);
    }),
  } as unknown as JobsService;
  const job = {
    data: { runId: 7 },
    name: 'clone.article',
    queue: { name: 'clone' },
    progress: jest.fn(async (p: number) => void bull.push(p)),
  } as unknown as Job<{ runId?: number }>;
  return { reporter: new JobReporter(jobs, job), written, told, bull };
}

describe('JobReporter', () => {
  beforeEach(() => jest.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => jest.useRealTimers());

  it('tells every report at once, and writes history at most once a second with a trailing write', async () => {
    const { reporter, written, told, bull } = reporterOf();
    await reporter.report({ percent: 2, stage: 'analyzing' });
    await reporter.report({ percent: 15, stage: 'cloning' });
    await reporter.report({ percent: 70, stage: 'sending' });
    await reporter.report({ percent: 88, stage: 'saving' });
    expect(told).toEqual(['analyzing:2', 'cloning:15', 'sending:70', 'saving:88']);
    // The first at once; the stages reached within its second wait for one trailing write.
    expect(written).toEqual(['analyzing:2']);
    await jest.advanceTimersByTimeAsync(999);
    expect(written).toEqual(['analyzing:2']);
    await jest.advanceTimersByTimeAsync(1);
    expect(written).toEqual(['analyzing:2', 'saving:88']);
    expect(bull).toEqual([2, 88]);
    // Nothing more is pending.
    await jest.advanceTimersByTimeAsync(5000);
    expect(written).toHaveLength(2);
  });

  it('writes at once when a second has passed, and not for a move of under five points', async () => {
    const { reporter, written } = reporterOf();
    await reporter.report({ percent: 10, stage: 'synchronizing' });
    await jest.advanceTimersByTimeAsync(1500);
    await reporter.report({ percent: 12, stage: 'synchronizing' });
    expect(written).toEqual(['synchronizing:10']);
    await reporter.report({ percent: 40, stage: 'synchronizing' });
    expect(written).toEqual(['synchronizing:10', 'synchronizing:40']);
    await jest.advanceTimersByTimeAsync(5000);
    expect(written).toEqual(['synchronizing:10', 'synchronizing:40']);
  });
});
