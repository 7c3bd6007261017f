import { Process, Processor } from '@nestjs/bull';
import { Logger } from '@nestjs/common';
import type { Job } from 'bull';
import { DomainException } from '../core/http/domain-error';
import { JobName, QueueName, type JobData } from '../core/queues/job-catalogue';
import { JobsService } from '../core/queues/jobs.service';
import { WordPressError } from '../wordpress/wordpress.errors';
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
    try {
      const summary = await this.clone.run(cloneId, this.jobs.reporter(job), job.data.runId);
      await this.announce(articleId, websiteId);
      return summary ?? undefined;
    } catch (error) {
      const failure = failureOf(error);
      if (error instanceof Error) Object.assign(error, { code: failure.code });
      const permanent =
        error instanceof CloneAbort ||
        // A refusal with a code (no AI service, an AI answer that broke the body twice).
        error instanceof DomainException ||
        (error instanceof WordPressError &&
          ['wrong-credentials', 'missing-capability', 'invalid-url', 'blocked-address'].includes(
            error.reason,
          ));
      if (permanent) await job.discard();
      if (permanent || job.attemptsMade + 1 >= (job.opts.attempts ?? 1)) {
        await this.ledger
          .fail(cloneId, failure.code, (error as Error).message)
          .catch((e: Error) => this.logger.warn(`Could not record the failed clone: ${e.message}`));
        await this.announce(articleId, websiteId);
      }
      throw error;
    }
  }

  private async announce(articleId: number, websiteId: number) {
    const source = await this.ledger.sourceWebsiteOf(articleId);
    if (source !== null) await this.cloning.changed(articleId, source, websiteId);
  }
}
