import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { Job } from 'bull';
import { AppConfig } from '../config/env';
import { QueueName, type JobName } from './job-catalogue';
import { JobsService } from './jobs.service';

/** On worker nodes: mirrors every job's lifecycle into job history and the `job:<id>` room. */
@Injectable()
export class JobTracker implements OnModuleInit {
  private readonly logger = new Logger('Jobs');

  constructor(
    private readonly config: AppConfig,
    private readonly jobs: JobsService,
  ) {}

  onModuleInit() {
    if (!this.config.runsWorkers) return;
    for (const name of Object.values(QueueName)) {
      const queue = this.jobs.queue(name);
      const runOf = (job: Job) => {
        const id = (job.data as { runId?: number }).runId;
        return id ? { id, queue: name, name: job.name } : null;
      };
      const safely = (fn: () => Promise<unknown>) =>
        void fn().catch((e: Error) => this.logger.warn(e.message));
      queue.on('active', (job: Job) => {
        const run = runOf(job);
        if (run) safely(() => this.jobs.record(run, 'active', 0, undefined, job.attemptsMade + 1));
      });
      queue.on('progress', (job: Job, progress: number) => {
        const run = runOf(job);
        if (run) safely(() => this.jobs.record(run, 'active', Math.round(progress)));
      });
      queue.on('completed', (job: Job) => {
        const run = runOf(job);
        if (run) safely(() => this.jobs.record(run, 'completed', 100));
      });
      queue.on('failed', (job: Job, error: Error) => {
        const run = runOf(job);
        const final = job.attemptsMade >= (job.opts.attempts ?? 1);
        this.logger.warn(
          `${job.name as JobName} #${job.id} failed (attempt ${job.attemptsMade}): ${error.message}`,
        );
        if (run)
          safely(() =>
            this.jobs.record(
              run,
              final ? 'failed' : 'waiting',
              job.progress() as number,
              error.message,
              job.attemptsMade,
            ),
          );
      });
    }
  }
}
