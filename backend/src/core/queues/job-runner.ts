import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { Job } from 'bull';
import { AppConfig } from '../config/env';
import { JOB_QUEUE, type JobName } from './job-catalogue';
import { jobFailure } from './job-failure';
import { JobHandlers, type RegisteredHandler } from './job-handlers';
import { JobTracker } from './job-tracker';
import { JobsService } from './jobs.service';

/**
 * The one processor of every queue, on worker nodes: each job of the catalogue runs its handler's
 * `run`; a failure goes through the one chain (`jobFailure`) and the job tracker decides whether
 * another attempt comes; the last one calls the handler's `onFinalFailure`. No handler writes
 * its own ending.
 */
@Injectable()
export class JobRunner implements OnApplicationBootstrap {
  private readonly logger = new Logger('Jobs');

  constructor(
    private readonly config: AppConfig,
    private readonly handlers: JobHandlers,
    private readonly jobs: JobsService,
    private readonly tracker: JobTracker,
  ) {}

  onApplicationBootstrap() {
    if (!this.config.runsWorkers) return;
    for (const entry of this.handlers.all()) {
      void this.jobs
        .queue(JOB_QUEUE[entry.name])
        .process(entry.name, entry.concurrency ?? 1, (job: Job) => this.execute(entry, job));
    }
  }

  /** One attempt of a job: its result, or its failure tagged with the code history keeps. */
  async execute({ handler, name }: RegisteredHandler, job: Job): Promise<unknown> {
    const reporter = this.jobs.reporter(job);
    try {
      return await handler.run(job.data, reporter, {
        number: job.attemptsMade + 1,
        queuedAt: job.timestamp,
      });
    } catch (thrown) {
      // Cancelled meanwhile: the cancel is the outcome (a stalled call failing after it is not).
      const error = reporter.settle(thrown);
      const failure = jobFailure(error, handler.failureCodes?.bind(handler));
      const final = await this.tracker.settleAttempt(job, failure);
      if (final && handler.onFinalFailure) {
        await handler
          .onFinalFailure(job.data, failure, error, {
            number: job.attemptsMade + 1,
            queuedAt: job.timestamp,
          })
          .catch((e: Error) => this.logger.warn(`${name as JobName} #${job.id}: ${e.message}`));
      }
      // History and the job's room read the code and values from the error itself (own
      // properties: an error class may define them as getters).
      if (error instanceof Error) {
        for (const [key, value] of Object.entries({ code: failure.code, params: failure.params })) {
          if (value !== undefined) {
            Object.defineProperty(error, key, { value, configurable: true, enumerable: true });
          }
        }
      }
      throw error;
    }
  }
}
