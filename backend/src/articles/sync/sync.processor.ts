import { Process, Processor } from '@nestjs/bull';
import { Logger } from '@nestjs/common';
import type { Job } from 'bull';
import { JobName, QueueName, type JobData } from '../../core/queues/job-catalogue';
import { JobCancelled } from '../../core/queues/job-cancellation';
import { paramsOf } from '../../core/queues/job-tracker';
import { JobsService } from '../../core/queues/jobs.service';
import { WordPressError } from '../../wordpress/wordpress.errors';
import { mailsOnEnd, SyncReport } from './sync-report';
import { syncFailure } from './sync.errors';
import { SyncOutcomes } from './sync-outcomes';
import { SyncService } from './sync.service';
import { ReconcileWebsiteUseCase } from './reconcile-website.usecase';
import { SyncAbort, SyncPageError, SyncWebsiteUseCase } from './sync-website.usecase';

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
    private readonly reconcile: ReconcileWebsiteUseCase,
    private readonly report: SyncReport,
    private readonly starter: SyncService,
    private readonly jobs: JobsService,
    private readonly outcomes: SyncOutcomes,
  ) {}

  @Process({ name: JobName.SyncWebsite, concurrency: 2 })
  async syncWebsite(job: Job<JobData<JobName.SyncWebsite>>) {
    const { websiteId, requestedBy, full } = job.data;
    const mails = () => mailsOnEnd(job.data, Date.now() - job.timestamp);
    const reporter = this.jobs.reporter(job);
    try {
      const summary = await this.sync.run(websiteId, reporter, { full });
      // Cancelled while its last step ran: it did not complete, and nobody is told it did.
      await reporter.ensureRunning();
      if (summary) {
        const rate = summary.upsertMs > 0 ? (summary.rowsUpserted / summary.upsertMs) * 1000 : 0;
        this.logger.log(
          `Synced website #${websiteId} (${summary.mode}): ${summary.total} posts, ${summary.pages} pages in ${summary.durationMs} ms; ` +
            `upsert ${summary.rowsUpserted} rows in ${summary.upsertMs} ms (${Math.round(rate)} rows/s); ` +
            `${summary.inserted} new, ${summary.changed} updated, ${summary.deleted} deleted; first page ${summary.firstPageMs} ms`,
        );
        if (mails()) await this.report.succeeded(requestedBy, summary);
        if (summary.changed > 0) await this.outcomes.changed(websiteId);
        // Deletions are checked on the sync schedule (every scheduled run), and after any other
        // run once the last check is an hour old: a post deleted in WordPress leaves the counts.
        if (summary.reconcileDue || requestedBy === null) {
          await this.starter
            .reconcileDue(websiteId)
            .catch((e: Error) =>
              this.logger.warn(`Could not queue the reconcile pass: ${e.message}`),
            );
        }
      }
      return summary && { ...summary, full: summary.mode === 'full' ? 1 : 0 };
    } catch (failure) {
      const error = reporter.settle(failure);
      await this.failed(job, websiteId, requestedBy, error, mails());
      throw error;
    }
  }

  @Process({ name: JobName.ReconcileWebsite })
  async reconcileWebsite(job: Job<JobData<JobName.ReconcileWebsite>>) {
    const { websiteId, requestedBy } = job.data;
    const reporter = this.jobs.reporter(job);
    try {
      const summary = await this.reconcile.run(websiteId, reporter);
      await reporter.ensureRunning();
      if (summary) {
        this.logger.log(
          `Reconciled website #${websiteId}: ${summary.total} posts, ${summary.pages} pages in ${summary.durationMs} ms (listing ${summary.listMs} ms); ` +
            `${summary.inserted} new, ${summary.changed} updated, ${summary.renamed} renamed, ${summary.deleted} deleted`,
        );
      }
      return summary;
    } catch (failure) {
      const error = reporter.settle(failure);
      await this.failed(job, websiteId, requestedBy, error, false);
      throw error;
    }
  }

  /**
   * Job history keeps the failure's code: people read the reason in their own language. A
   * refused password or missing credentials end the run at once (retrying cannot help, and the
   * website needs verifying again); other failures are retried, and reported once they are final.
   */
  private async failed(
    job: Job<{ runId: number }>,
    websiteId: number,
    requestedBy: number | null,
    error: unknown,
    mail: boolean,
  ) {
    // Cancelled by someone: no retry, no mail, the website stays as it was.
    if (error instanceof JobCancelled) return job.discard();
    if (error instanceof Error) Object.assign(error, { code: failureOf(error).code });
    const abort =
      error instanceof SyncAbort ||
      (error instanceof WordPressError &&
        (error.reason === 'wrong-credentials' || error.reason === 'moved'));
    if (abort) await job.discard();
    if (abort || job.attemptsMade + 1 >= (job.opts.attempts ?? 1)) {
      await this.starter
        .failedForGood(websiteId, error)
        .catch((e: Error) => this.logger.warn(`Could not mark the website: ${e.message}`));
      if (!mail) return;
      await this.report
        .failed(websiteId, requestedBy, {
          code: (error as { code?: string }).code,
          params: paramsOf(error),
          detail: describe(error),
        })
        .catch((e: Error) => this.logger.warn(`Could not report the failed sync: ${e.message}`));
    }
  }

  @Process({ name: JobName.ScheduleWebsiteSync })
  async scheduled(job: Job<JobData<JobName.ScheduleWebsiteSync>>) {
    await this.starter.startScheduled(job.data.websiteId);
  }
}

const known = (error: unknown) =>
  error instanceof WordPressError || error instanceof SyncAbort || error instanceof SyncPageError;

function failureOf(error: Error) {
  return syncFailure(known(error) ? (error as SyncAbort).reason : undefined);
}

function describe(error: unknown): string {
  if (known(error)) return (error as SyncAbort).detail;
  return 'An unexpected error stopped the synchronization. It has been logged for the administrators.';
}
