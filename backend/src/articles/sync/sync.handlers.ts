import { Logger } from '@nestjs/common';
import type { AuthUser } from '../../core/access/auth-user';
import type { JobRun } from '../../core/queues/entities/job-run.entity';
import { JobName, type JobData } from '../../core/queues/job-catalogue';
import type { JobFailure } from '../../core/queues/job-failure';
import { HandlesJob, type JobAttempt, type JobHandler } from '../../core/queues/job-handler';
import type { JobReporter } from '../../core/queues/job-reporter';
import { WordPressError } from '../../wordpress/wordpress.errors';
import { ReconcileWebsiteUseCase } from './reconcile-website.usecase';
import { mailsOnEnd, SyncReport } from './sync-report';
import { SyncOutcomes } from './sync-outcomes';
import { syncFailure } from './sync.errors';
import { SyncService } from './sync.service';
import { SyncAbort, SyncPageError, SyncWebsiteUseCase } from './sync-website.usecase';

const known = (error: unknown): error is WordPressError | SyncAbort | SyncPageError =>
  error instanceof WordPressError || error instanceof SyncAbort || error instanceof SyncPageError;

/** A sync's failure read as its code (`sync.unreachable`, `sync.page_server_error`…). */
function syncCodes(error: unknown) {
  return { code: syncFailure(known(error) ? error.reason : undefined).code };
}

function describe(error: unknown): string {
  if (known(error)) return error.detail;
  return 'An unexpected error stopped the synchronization. It has been logged for the administrators.';
}

/**
 * A website's posts pulled into MySQL. Retries live in the job pipeline, not in the WordPress
 * client: Bull retries the whole idempotent sync with backoff (attempts in the job catalogue), so
 * 401/429/5xx, timeouts and malformed JSON each get one policy, show up in job history, and
 * survive a worker that dies.
 */
@HandlesJob(JobName.SyncWebsite, { concurrency: 2 })
export class SyncWebsiteHandler implements JobHandler<JobName.SyncWebsite> {
  private readonly logger = new Logger('Sync');

  constructor(
    private readonly sync: SyncWebsiteUseCase,
    private readonly report: SyncReport,
    private readonly starter: SyncService,
    private readonly outcomes: SyncOutcomes,
  ) {}

  async run(data: JobData<JobName.SyncWebsite>, reporter: JobReporter, attempt: JobAttempt) {
    const { websiteId, requestedBy, full } = data;
    const summary = await this.sync.run(websiteId, reporter, { full });
    // Cancelled while its last step ran: it did not complete, and nobody is told it did.
    await reporter.ensureRunning();
    if (!summary) return null;
    const rate = summary.upsertMs > 0 ? (summary.rowsUpserted / summary.upsertMs) * 1000 : 0;
    this.logger.log(
      `Synced website #${websiteId} (${summary.mode}): ${summary.total} posts, ${summary.pages} pages in ${summary.durationMs} ms; ` +
        `upsert ${summary.rowsUpserted} rows in ${summary.upsertMs} ms (${Math.round(rate)} rows/s); ` +
        `${summary.inserted} new, ${summary.changed} updated, ${summary.deleted} deleted; first page ${summary.firstPageMs} ms`,
    );
    if (mailsOnEnd(data, Date.now() - attempt.queuedAt)) {
      await this.report.succeeded(requestedBy, summary);
    }
    if (summary.changed > 0) await this.outcomes.changed(websiteId);
    // Deletions are checked on the sync schedule (every scheduled run), and after any other run
    // once the last check is an hour old: a post deleted in WordPress leaves the counts.
    if (summary.reconcileDue || requestedBy === null) {
      await this.starter
        .reconcileDue(websiteId)
        .catch((e: Error) => this.logger.warn(`Could not queue the reconcile pass: ${e.message}`));
    }
    return { ...summary, full: summary.mode === 'full' ? 1 : 0 };
  }

  failureCodes = syncCodes;

  /**
   * A refused password or a moved site leaves the website needing verification; the requester is
   * mailed the reason when they asked to be (never for a cancel: the website stays as it was).
   */
  async onFinalFailure(
    data: JobData<JobName.SyncWebsite>,
    failure: JobFailure,
    error: unknown,
    attempt: JobAttempt,
  ) {
    if (failure.cancelled) return;
    await this.starter
      .failedForGood(data.websiteId, error)
      .catch((e: Error) => this.logger.warn(`Could not mark the website: ${e.message}`));
    if (!mailsOnEnd(data, Date.now() - attempt.queuedAt)) return;
    await this.report.failed(data.websiteId, data.requestedBy, {
      code: failure.code,
      params: failure.params,
      detail: describe(error),
    });
  }

  /** Started again through the same start (rights, verification), with the run's choices. */
  retry(run: JobRun, user: AuthUser) {
    const { full, notify } = run.payload as { full?: boolean; notify?: boolean };
    return this.starter.start(user, Number(run.websiteId), { full, notify });
  }
}

/** Compares a website's stored posts with WordPress's id set and fixes the drift. */
@HandlesJob(JobName.ReconcileWebsite)
export class ReconcileWebsiteHandler implements JobHandler<JobName.ReconcileWebsite> {
  private readonly logger = new Logger('Sync');

  constructor(
    private readonly reconcile: ReconcileWebsiteUseCase,
    private readonly starter: SyncService,
  ) {}

  async run(data: JobData<JobName.ReconcileWebsite>, reporter: JobReporter) {
    const summary = await this.reconcile.run(data.websiteId, reporter);
    await reporter.ensureRunning();
    if (summary) {
      this.logger.log(
        `Reconciled website #${data.websiteId}: ${summary.total} posts, ${summary.pages} pages in ${summary.durationMs} ms (listing ${summary.listMs} ms); ` +
          `${summary.inserted} new, ${summary.changed} updated, ${summary.renamed} renamed, ${summary.deleted} deleted`,
      );
    }
    return summary;
  }

  failureCodes = syncCodes;

  async onFinalFailure(
    data: JobData<JobName.ReconcileWebsite>,
    failure: JobFailure,
    error: unknown,
  ) {
    if (!failure.cancelled) await this.starter.failedForGood(data.websiteId, error);
  }

  retry(run: JobRun, user: AuthUser) {
    return this.starter.reconcile(user, Number(run.websiteId));
  }
}

/** A tick of a website's sync schedule: it queues the regular sync (joining a running one). */
@HandlesJob(JobName.ScheduleWebsiteSync)
export class ScheduleWebsiteSyncHandler implements JobHandler<JobName.ScheduleWebsiteSync> {
  constructor(private readonly starter: SyncService) {}

  run(data: JobData<JobName.ScheduleWebsiteSync>) {
    return this.starter.startScheduled(data.websiteId);
  }
}
