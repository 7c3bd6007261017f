import { Process, Processor } from '@nestjs/bull';
import { Logger } from '@nestjs/common';
import type { Job } from 'bull';
import { JobName, QueueName, type JobData } from '../../core/queues/job-catalogue';
import { JobsService } from '../../core/queues/jobs.service';
import { WordPressError } from '../../wordpress/wordpress.errors';
import { SyncReport } from './sync-report';
import { syncFailure } from './sync.errors';
import { SyncService } from './sync.service';
import { SyncAbort, SyncWebsiteUseCase } from './sync-website.usecase';

/**
 * Retries live here, not in the WordPress client: Bull retries the whole idempotent sync with
 * backoff (attempts in the job catalogue), so 401/429/5xx, timeouts and malformed JSON each get
 * one policy, show up in job history, and survive a worker that dies.
 */
@Processor(QueueName.Sync)
export class SyncProcessor {
  private readonly logger = new Logger('Sync');

  constructor(
    private readonly sync: SyncWebsiteUseCase,
    private readonly report: SyncReport,
    private readonly starter: SyncService,
    private readonly jobs: JobsService,
  ) {}

  @Process({ name: JobName.SyncWebsite, concurrency: 2 })
  async syncWebsite(job: Job<JobData<JobName.SyncWebsite>>) {
    const { websiteId, requestedBy } = job.data;
    try {
      const summary = await this.sync.run(websiteId, this.jobs.reporter(job));
      if (summary) {
        const rate = summary.upsertMs > 0 ? (summary.rowsUpserted / summary.upsertMs) * 1000 : 0;
        this.logger.log(
          `Synced website #${websiteId}: ${summary.total} posts, ${summary.pages} pages in ${summary.durationMs} ms; ` +
            `upsert ${summary.rowsUpserted} rows in ${summary.upsertMs} ms (${Math.round(rate)} rows/s); ` +
            `${summary.inserted} new, ${summary.changed} updated, ${summary.deleted} deleted`,
        );
        await this.report.succeeded(requestedBy, summary);
      }
      return summary;
    } catch (error) {
      // Job history keeps the failure's code: people read the reason in their own language.
      if (error instanceof Error) Object.assign(error, { code: failureOf(error).code });
      const abort = error instanceof SyncAbort;
      if (abort) await job.discard();
      if (abort || job.attemptsMade + 1 >= (job.opts.attempts ?? 1)) {
        await this.starter
          .failedForGood(websiteId, error)
          .catch((e: Error) => this.logger.warn(`Could not mark the website: ${e.message}`));
        await this.report
          .failed(websiteId, requestedBy, {
            code: (error as { code?: string }).code,
            detail: describe(error),
          })
          .catch((e: Error) => this.logger.warn(`Could not report the failed sync: ${e.message}`));
      }
      throw error;
    }
  }

  @Process({ name: JobName.ScheduleWebsiteSync })
  async scheduled(job: Job<JobData<JobName.ScheduleWebsiteSync>>) {
    await this.starter.startScheduled(job.data.websiteId);
  }
}

function failureOf(error: Error) {
  return syncFailure(
    error instanceof WordPressError || error instanceof SyncAbort ? error.reason : undefined,
  );
}

function describe(error: unknown): string {
  if (error instanceof WordPressError || error instanceof SyncAbort) return error.detail;
  return 'An unexpected error stopped the synchronization. It has been logged for the administrators.';
}
