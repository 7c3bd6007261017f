import { describe, expect, it } from 'vitest';
import type { JobRun } from '../../api/jobs';
import { jobRun } from '../../test/fixtures';
import { laterRun } from './hooks/useJobs';

const run = (extra: Partial<JobRun>): JobRun => jobRun(5, extra);

describe('a run read again while it goes on', () => {
  it('never takes the bar back to what history had written before the live events', () => {
    const live = run({ progress: 95, detail: { articlesDone: 100, articlesTotal: 100 } });
    const stale = run({ progress: 45, detail: { articlesDone: 47, articlesTotal: 100 } });
    expect(laterRun(live, stale)).toBe(live);
    expect(laterRun(live, run({ state: 'waiting', progress: 0 }))).toBe(live);
  });

  it('takes a read that is further on, a later attempt, or the ending', () => {
    const held = run({ progress: 40 });
    const ahead = run({ progress: 60 });
    expect(laterRun(held, ahead)).toBe(ahead);
    const retried = run({ progress: 5, attempts: 1 });
    expect(laterRun(held, retried)).toBe(retried);
    const ended = run({ state: 'failed', progress: 30 });
    expect(laterRun(held, ended)).toBe(ended);
    const first = run({ progress: 10 });
    expect(laterRun(undefined, first)).toBe(first);
  });
});
