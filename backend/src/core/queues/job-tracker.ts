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
      const runId = (job: Job) => (job.data as { runId?: number }).runId;
      const safely = (fn: () => Promise<unknown>) =>
        void fn().catch((e: Error) => this.logger.warn(e.message));
      queue.on('active', (job: Job) => {
        const id = runId(job);
        if (id) safely(() => this.jobs.record(id, 'active', 0, undefined, job.attemptsMade + 1));
      });
      queue.on('progress', (job: Job, progress: number) => {
        const id = runId(job);
        if (id) safely(() => this.jobs.record(id, 'active', Math.round(progress)));
      });
      queue.on('completed', (job: Job) => {
        const id = runId(job);
        if (id) safely(() => this.jobs.record(id, 'completed', 100));
      });
      queue.on('failed', (job: Job, error: Error) => {
        const id = runId(job);
        const final = job.attemptsMade >= (job.opts.attempts ?? 1);
        this.logger.warn(
          `${job.name as JobName} #${job.id} failed (attempt ${job.attemptsMade}): ${error.message}`,
        );
        if (id)
          safely(() =>
            this.jobs.record(
              id,
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
