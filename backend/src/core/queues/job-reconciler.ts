import { Injectable, Logger } from '@nestjs/common';
import { JobCancellation } from './job-cancellation';
import { JobName } from './job-catalogue';
import { HandlesJob, type JobHandler } from './job-handler';
import { JobRunRepository } from './job-run.repository';
import { jobState } from './job-state';
import { JOB_ERRORS } from './jobs.errors';
import { JobsService } from './jobs.service';

/** How long a run may sit unchanged before its queue job is looked for. */
export const RECONCILE_AFTER_MS = 15_000;
const BATCH = 200;

/**
 * On worker nodes: job history that says "waiting" or "active" for a job the queue no longer
 * holds (Redis data lost, a flush, another installation on the same prefix) ends as failed with
 * `job.lost` (and a worker still running it stops); one whose queue job ended while no tracker
 * listened takes the queue's outcome. Runs as periodic maintenance (ReconcileJobs, every ten
 * seconds); any worker may take a tick (each change is conditional on the state).
 */
@Injectable()
export class JobReconciler {
  private readonly logger = new Logger('Jobs');

  constructor(
    private readonly jobs: JobsService,
    private readonly runs: JobRunRepository,
    private readonly cancellation: JobCancellation,
  ) {}

  /** Settles unfinished runs untouched for `olderThanMs`; answers how many it changed. */
  async reconcile(olderThanMs = RECONCILE_AFTER_MS): Promise<number> {
    const stale = await this.runs.staleUnfinished(new Date(Date.now() - olderThanMs), BATCH);
    let changed = 0;
    for (const run of stale) {
      const job = await this.jobs.queue(run.queue).getJob(run.bullJobId);
      const state = job ? await jobState(job) : null;
      const onlyIf = [run.state];
      if (!job || state === 'stuck' || (job.data as { runId?: number }).runId !== run.id) {
        const { message, code } = JOB_ERRORS.lost;
        await this.jobs.record(run, 'failed', run.progress, { message, code, onlyIf });
        this.logger.warn(`${run.name} run ${run.id}: its queue job is gone; marked failed`);
        // A worker may still be running it (its job's keys deleted under it): it stops there, and
        // its queue's slot is free for the next run.
        await this.cancellation.stop(run.id).catch(() => undefined);
      } else if (state === 'completed') {
        await this.jobs.record(run, 'completed', 100, { onlyIf });
      } else if (state === 'failed' && job.attemptsMade >= (job.opts.attempts ?? 1)) {
        await this.jobs.record(run, 'failed', run.progress, {
          message: job.failedReason ?? JOB_ERRORS.lost.message,
          attempts: job.attemptsMade,
          onlyIf,
        });
      } else {
        continue;
      }
      changed += 1;
    }
    return changed;
  }
}

/** The reconcile pass as a tick of periodic maintenance; its count is the tick's outcome. */
@HandlesJob(JobName.ReconcileJobs)
export class ReconcileJobsHandler implements JobHandler<JobName.ReconcileJobs> {
  constructor(private readonly reconciler: JobReconciler) {}

  async run() {
    return { changed: await this.reconciler.reconcile() };
  }
}
