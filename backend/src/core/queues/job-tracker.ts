import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { Job } from 'bull';
import { Gauge, Histogram } from 'prom-client';
import { AppConfig } from '../config/env';
import { MetricsRegistry } from '../metrics/metrics.registry';
import type { JobState } from './entities/job-run.entity';
import { isMaintenance, QueueName, type JobName } from './job-catalogue';
import { JobCancellation } from './job-cancellation';
import { codeOf, paramsOf, type JobFailure } from './job-failure';
import { JOB_ERRORS } from './jobs.errors';
import { JobsService } from './jobs.service';
import { Maintenance } from './maintenance';

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

  /** Job durations on /metrics, by job name and outcome (each attempt). */
  private readonly durations: Histogram<'name' | 'outcome'>;

  constructor(
    private readonly config: AppConfig,
    private readonly jobs: JobsService,
    private readonly cancellation: JobCancellation,
    private readonly maintenance: Maintenance,
    metrics: MetricsRegistry,
  ) {
    this.durations = new Histogram({
      name: 'ams_job_duration_seconds',
      help: 'Time a job attempt ran on this worker, by job name and outcome.',
      labelNames: ['name', 'outcome'],
      buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300],
      registers: [metrics.registry],
    });
    // Queue depth is read from Redis when Prometheus scrapes (any node may answer for all).
    new Gauge({
      name: 'ams_queue_jobs',
      help: 'Jobs in each queue by state.',
      labelNames: ['queue', 'state'],
      registers: [metrics.registry],
      async collect() {
        for (const name of Object.values(QueueName)) {
          const counts = await jobs
            .queue(name)
            .getJobCounts()
            .catch(() => null);
          if (!counts) continue;
          for (const [state, value] of Object.entries(counts)) {
            this.set({ queue: name, state }, value);
          }
        }
      },
    });
  }

  /**
   * Decides what comes after a failed attempt: a permanent failure (or a cancel) is discarded,
   * ending the run whatever attempts it had left; otherwise Bull retries it with backoff until
   * its attempts are spent. Answers whether this attempt was the last.
   */
  async settleAttempt(job: Job, failure: JobFailure): Promise<boolean> {
    if (failure.permanent) await job.discard();
    return failure.permanent || job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
  }

  private timed(job: Job, outcome: 'completed' | 'failed', error?: Error) {
    const started = job.processedOn;
    if (!started) return;
    const ended = job.finishedOn ?? Date.now();
    this.durations.observe({ name: job.name, outcome }, Math.max(0, ended - started) / 1000);
    // A maintenance tick keeps no history row: its last outcome is kept for the Jobs page.
    if (isMaintenance(job.name)) {
      void this.maintenance
        .record(job.name, {
          state: outcome,
          startedAt: new Date(started).toISOString(),
          durationMs: Math.max(0, ended - started),
          ...(error ? { message: error.message.slice(0, 500), code: codeOf(error) } : {}),
        })
        .catch(() => undefined);
    }
  }

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
        this.timed(job, 'completed');
        const run = runOf(job);
        if (run) {
          this.jobs.released(run.id);
          this.inOrder(run.id, () =>
            // Never over a run already ended meanwhile (cancelled, or found lost).
            this.jobs.record(run, 'completed', 100, {
              detail: countsOf(result),
              onlyIf: ['waiting', 'active'],
            }),
          );
        }
      });
      queue.on('failed', (job: Job, error: Error) => {
        this.timed(job, 'failed', error);
        const run = runOf(job);
        // Final when out of attempts, or discarded on its failure (settleAttempt) (a failure retrying cannot fix).
        const discarded = (job as Job & { isDiscarded?: () => boolean }).isDiscarded?.() === true;
        this.logger.warn(
          `${job.name as JobName} #${job.id} failed (attempt ${job.attemptsMade}): ${error.message}`,
        );
        const settle = async (runId: number | null) => {
          // A cancelled run is never tried again, whatever attempts it had left, and whatever its
          // attempt failed with after the cancel (a stalled call timing out): its mark says so.
          const cancelled =
            codeOf(error) === JOB_ERRORS.cancelled.code ||
            (runId !== null && (await this.cancellation.isCancelled(runId).catch(() => false)));
          if (cancelled && !discarded) await job.remove().catch(() => undefined);
          return {
            cancelled,
            final: cancelled || discarded || job.attemptsMade >= (job.opts.attempts ?? 1),
          };
        };
        if (!run) {
          void settle(null);
          return;
        }
        this.inOrder(run.id, async () => {
          const { cancelled, final } = await settle(run.id);
          if (final) this.jobs.released(run.id);
          if (cancelled) {
            const { message, code } = JOB_ERRORS.cancelled;
            return this.jobs.record(run, 'cancelled', percentOf(job.progress()), {
              message,
              code,
              onlyIf: ['waiting', 'active'],
            });
          }
          return this.jobs.record(run, final ? 'failed' : 'waiting', percentOf(job.progress()), {
            ...(final ? {} : { nextAttemptAt: new Date(Date.now() + retryDelayOf(job)) }),
            message: error.message,
            code: codeOf(error),
            params: paramsOf(error),
            attempts: job.attemptsMade,
            changed: true,
            // Never over a run that ended meanwhile (cancelled): a retry's "waiting" least of all.
            onlyIf: ['active', 'waiting'] as JobState[],
          });
        });
      });
    }
  }
}

// Bull's own backoff arithmetic (fixed, exponential), so the time shown is the time it retries at.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const backoffs = require('bull/lib/backoffs') as {
  normalize(backoff: unknown): unknown;
  calculate(backoff: unknown, attemptsMade: number, custom: object): number | undefined;
};

/** How long a job that just failed waits before its next attempt (its attempts made so far). */
function retryDelayOf(job: Job): number {
  return backoffs.calculate(backoffs.normalize(job.opts.backoff), job.attemptsMade, {}) ?? 0;
}
