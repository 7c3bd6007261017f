import { Process, Processor } from '@nestjs/bull';
import { Logger } from '@nestjs/common';
import type { Job } from 'bull';
import { DomainException } from '../core/http/domain-error';
import { JobCancelled } from '../core/queues/job-cancellation';
import { JobName, QueueName, type JobData } from '../core/queues/job-catalogue';
import { JobsService } from '../core/queues/jobs.service';
import { isPermanent } from '../wordpress/wordpress.errors';
import { CloneAbort, CloneArticleUseCase } from './clone-article.usecase';
import { failureOf } from './clone-failure';
import { CloningRepository } from './cloning.repository';
import { CloningService } from './cloning.service';

/**
 * Bull retries a failed clone with backoff (attempts in the job catalogue); the ledger's remote
 * post id makes every retry update the same post. Failures retrying cannot fix end at once.
 */
@Processor(QueueName.Clone)
export class CloneProcessor {
  private readonly logger = new Logger('Clone');

  constructor(
    private readonly clone: CloneArticleUseCase,
    private readonly ledger: CloningRepository,
    private readonly cloning: CloningService,
    private readonly jobs: JobsService,
  ) {}

  @Process({ name: JobName.CloneArticle, concurrency: 4 })
  async cloneArticle(job: Job<JobData<JobName.CloneArticle>>) {
    const { cloneId, articleId, websiteId } = job.data;
    const reporter = this.jobs.reporter(job);
    // The run's history row (one per job run; Bull's attempts share it).
    const run = {
      jobRunId: Number(job.data.runId),
      cloneId,
      sourceArticleId: articleId,
      websiteId,
      userId: job.data.requestedBy,
    };
    try {
      const summary = await this.clone.run(cloneId, reporter, job.data.runId);
      await this.finishRun(run, {
        state: 'completed',
        remoteId: summary?.remoteId ?? null,
        link: summary?.link ?? null,
      });
      await this.announce(articleId, websiteId);
      if (!summary) return undefined;
      // The job's result as before: counts and the Yoast outcome.
      const { link: _link, ...result } = summary;
      return result;
    } catch (failed) {
      // Cancelled meanwhile: the cancel is the outcome (a JobCancelled ends it for good).
      const error = reporter.settle(failed);
      const failure = failureOf(error);
      if (error instanceof Error) Object.assign(error, { code: failure.code });
      const permanent =
        error instanceof CloneAbort ||
        // A refusal with a code (no AI service, an AI answer that broke the body twice).
        error instanceof DomainException ||
        isPermanent(error);
      if (permanent) await job.discard();
      if (permanent || job.attemptsMade + 1 >= (job.opts.attempts ?? 1)) {
        // A cancel is its own ending, not a failure.
        const state = error instanceof JobCancelled ? 'cancelled' : 'failed';
        const message = (error as Error).message;
        await this.ledger
          .fail(cloneId, failure.code, message, state)
          .catch((e: Error) => this.logger.warn(`Could not record the failed clone: ${e.message}`));
        await this.finishRun(run, { state, errorCode: failure.code, errorMessage: message });
        await this.announce(articleId, websiteId);
      }
      throw error;
    }
  }

  private async finishRun(...args: Parameters<CloningRepository['finishRun']>) {
    if (!Number.isInteger(args[0].jobRunId)) return;
    await this.ledger
      .finishRun(...args)
      .catch((e: Error) => this.logger.warn(`Could not record the clone run: ${e.message}`));
  }

  private async announce(articleId: number, websiteId: number) {
    const source = await this.ledger.sourceWebsiteOf(articleId);
    if (source !== null) await this.cloning.changed(articleId, source, websiteId);
  }
}
