import type { Job, JobStatus } from 'bull';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * A Bull job's state, read so that a job between two lists is not taken for a lost one. Bull
 * reads completed, failed, delayed, active, waiting and paused one after the other: a job moving
 * from waiting to active in between reads as 'stuck'. Read again a few times before believing it.
 */
export async function jobState(job: Job): Promise<JobStatus | 'stuck'> {
  for (let read = 0; ; read++) {
    const state = await job.getState();
    if (state !== 'stuck' || read >= 4) return state;
    await sleep(20);
  }
}
