import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { Job } from 'bull';
import { AppConfig } from '../config/env';
import { QueueName, type JobName } from './job-catalogue';
import { JobsService } from './jobs.service';

/** A failure's stable code (a DomainException, or an error that names one), for history. */
export function codeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[a-z_]+(\.[a-z_]+)+$/.test(code) ? code : undefined;
}

/** The numeric fields of a job's result (a sync's summary), shown with its completion. */
function countsOf(result: unknown): Record<string, number> | undefined {
  if (typeof result !== 'object' || result === null) return undefined;
  const counts = Object.entries(result).filter(
    (entry): entry is [string, number] => typeof entry[1] === 'number',
  );
  return counts.length ? Object.fromEntries(counts) : undefined;
}

function percentOf(progress: unknown): number {
  const value =
    typeof progress === 'number' ? progress : (progress as { percent?: number })?.percent;
  return Math.round(Number(value) || 0);
}

/**
 * On worker nodes: mirrors every job's lifecycle (active, completed, failed) into job history and
 * the `job:<id>` room; progress comes from the job's own JobReporter.
 */
@Injectable()
export class JobTracker implements OnModuleInit {
  private readonly logger = new Logger('Jobs');

  /** The last write of each run still under way: the next one waits for it. */
  private readonly writing = new Map<number, Promise<void>>();

  constructor(
    private readonly config: AppConfig,
    private readonly jobs: JobsService,
  ) {}

  /**
   * A run's writes go out in the order of its events. Fired side by side, a fast job's 'active'
   * UPDATE could land after its 'completed' one (two pool connections) and leave the run shown
   * active for good.
   */
  private inOrder(runId: number, write: () => Promise<unknown>) {
    const next = (this.writing.get(runId) ?? Promise.resolve()).then(write).then(
      () => undefined,
      (e: Error) => this.logger.warn(e.message),
    );
    this.writing.set(runId, next);
    void next.then(() => {
      if (this.writing.get(runId) === next) this.writing.delete(runId);
    });
  }

  onModuleInit() {
    if (!this.config.runsWorkers) return;
    for (const name of Object.values(QueueName)) {
      const queue = this.jobs.queue(name);
      const runOf = (job: Job) => {
        const id = (job.data as { runId?: number }).runId;
        return id ? { id, queue: name, name: job.name } : null;
      };
      queue.on('active', (job: Job) => {
        const run = runOf(job);
        if (run)
          this.inOrder(run.id, () =>
            this.jobs.record(run, 'active', 0, { attempts: job.attemptsMade + 1, changed: true }),
          );
      });
      queue.on('completed', (job: Job, result: unknown) => {
        const run = runOf(job);
        if (run)
          this.inOrder(run.id, () =>
            this.jobs.record(run, 'completed', 100, { detail: countsOf(result) }),
          );
      });
      queue.on('failed', (job: Job, error: Error) => {
        const run = runOf(job);
        // Final when out of attempts, or discarded by its processor (a failure retrying cannot fix).
        const discarded = (job as Job & { isDiscarded?: () => boolean }).isDiscarded?.() === true;
        const final = discarded || job.attemptsMade >= (job.opts.attempts ?? 1);
        this.logger.warn(
          `${job.name as JobName} #${job.id} failed (attempt ${job.attemptsMade}): ${error.message}`,
        );
        if (run)
          this.inOrder(run.id, () =>
            this.jobs.record(run, final ? 'failed' : 'waiting', percentOf(job.progress()), {
              message: error.message,
              code: codeOf(error),
              attempts: job.attemptsMade,
              changed: true,
            }),
          );
      });
    }
  }
}
