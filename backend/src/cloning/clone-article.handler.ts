import { Logger } from '@nestjs/common';
import type { AuthUser } from '../core/access/auth-user';
import type { JobRun } from '../core/queues/entities/job-run.entity';
import { JobName, type JobData } from '../core/queues/job-catalogue';
import type { JobFailure } from '../core/queues/job-failure';
import { HandlesJob, type JobHandler } from '../core/queues/job-handler';
import type { JobReporter } from '../core/queues/job-reporter';
import { CloneArticleUseCase } from './clone-article.usecase';
import { failureOf } from './clone-failure';
import { CloningRepository } from './cloning.repository';
import { CloningService } from './cloning.service';

type CloneData = JobData<JobName.CloneArticle>;

/**
 * One article copied into one destination. Bull retries a failed clone with backoff (attempts in
 * the job catalogue); the ledger's remote post id makes every retry update the same post.
 */
@HandlesJob(JobName.CloneArticle, { concurrency: 4 })
export class CloneArticleHandler implements JobHandler<JobName.CloneArticle> {
  private readonly logger = new Logger('Clone');

  constructor(
    private readonly clone: CloneArticleUseCase,
    private readonly ledger: CloningRepository,
    private readonly cloning: CloningService,
  ) {}

  async run(data: CloneData, reporter: JobReporter) {
    const summary = await this.clone.run(data.cloneId, reporter, data.runId);
    if (summary?.held) {
      await this.finishRun(data, { state: 'held', remoteId: summary.remoteId, link: null });
      await this.announce(data, summary.sourceWebsiteId);
      await this.cloning.tellHeld(data.cloneId);
      // The outcome's counts say it waits (the clone dialog and the Jobs page read it).
      return { held: 1 };
    }
    await this.finishRun(data, {
      state: 'completed',
      remoteId: summary?.remoteId ?? null,
      link: summary?.link ?? null,
    });
    if (!summary) {
      await this.announce(data, await this.ledger.sourceWebsiteOf(data.articleId));
      return undefined;
    }
    const { link: _link, sourceWebsiteId, held: _held, ...result } = summary;
    await this.announce(data, sourceWebsiteId);
    // The job's result: counts and the Yoast outcome.
    return result;
  }

  /** A WordPress reason read as the clone's own code (`clone.unreachable`, `clone.refused`…). */
  failureCodes = (error: unknown) => ({ code: failureOf(error).code });

  /** The ledger and the run's history end as failed, or as cancelled (its own ending). */
  async onFinalFailure(data: CloneData, failure: JobFailure) {
    const state = failure.cancelled ? 'cancelled' : 'failed';
    const code = failure.code ?? failureOf(undefined).code;
    await this.ledger
      .fail(data.cloneId, code, failure.message, state)
      .catch((e: Error) => this.logger.warn(`Could not record the failed clone: ${e.message}`));
    await this.finishRun(data, { state, errorCode: code, errorMessage: failure.message });
    await this.announce(data, await this.ledger.sourceWebsiteOf(data.articleId));
  }

  /** Retried from the Jobs page through the same checks, with the clone's options. */
  retry(run: JobRun, user: AuthUser) {
    return this.cloning.retry(run, user);
  }

  private async finishRun(
    data: CloneData,
    outcome: Parameters<CloningRepository['finishRun']>[1],
  ): Promise<void> {
    const jobRunId = Number(data.runId);
    if (!Number.isInteger(jobRunId)) return;
    await this.ledger
      .finishRun(
        {
          jobRunId,
          cloneId: data.cloneId,
          sourceArticleId: data.articleId,
          websiteId: data.websiteId,
          userId: data.requestedBy,
        },
        outcome,
      )
      .catch((e: Error) => this.logger.warn(`Could not record the clone run: ${e.message}`));
  }

  private async announce(data: CloneData, sourceWebsiteId: number | null) {
    if (sourceWebsiteId !== null) {
      await this.cloning.changed(data.articleId, sourceWebsiteId, data.websiteId);
    }
  }
}
