import type { Job } from 'bull';
import { jobState } from './job-state';

/** A job whose successive reads answer these states (Bull's getState, one read at a time). */
const reading = (...states: string[]) => {
  let read = 0;
  return { getState: () => Promise.resolve(states[Math.min(read++, states.length - 1)]) } as Job;
};

describe('jobState', () => {
  it('a job caught between waiting and active is read again, not taken for lost', async () => {
    await expect(jobState(reading('stuck', 'active'))).resolves.toBe('active');
  });

  it('a job in no list after five reads is stuck', async () => {
    await expect(jobState(reading('stuck'))).resolves.toBe('stuck');
  });
});
