import { Process, Processor } from '@nestjs/bull';
import type { Job } from 'bull';
import { DomainException } from '../core/http/domain-error';
import { JobName, QueueName, type JobData } from '../core/queues/job-catalogue';
import { codeOf } from '../core/queues/job-tracker';
import { JobsService } from '../core/queues/jobs.service';
import { isPermanent } from '../wordpress/wordpress.errors';
import { GenerationService } from './generation.service';
import { SendGeneratedUseCase } from './send-generated.usecase';

/** Writes generated articles; the text streams to the job's room as it comes. */
@Processor(QueueName.Ai)
export class GenerationProcessor {
  constructor(
    private readonly generation: GenerationService,
    private readonly jobs: JobsService,
  ) {}

  @Process({ name: JobName.GenerateArticle, concurrency: 4 })
  async generate(job: Job<JobData<JobName.GenerateArticle>>) {
    const reporter = this.jobs.reporter(job);
    await reporter.report({ percent: 5, stage: 'generating' });
    const characters = await this.generation.run(job.data, String(job.data.runId), reporter);
    return { characters };
  }
}

/**
 * Sends used articles to their destination. Bull retries with backoff; the row's remote post id
 * (and its creation mark) makes every retry write the same post. Failures retrying cannot fix
 * end at once, and the article is ready to use again.
 */
@Processor(QueueName.Clone)
export class GeneratedSendProcessor {
  constructor(
    private readonly sending: SendGeneratedUseCase,
    private readonly jobs: JobsService,
  ) {}

  @Process({ name: JobName.SendGeneratedArticle, concurrency: 2 })
  async send(job: Job<JobData<JobName.SendGeneratedArticle>>) {
    const reporter = this.jobs.reporter(job);
    try {
      return (await this.sending.run(job.data.generatedId, reporter)) ?? undefined;
    } catch (failed) {
      const error = reporter.settle(failed);
      const permanent = error instanceof DomainException || isPermanent(error);
      if (permanent) await job.discard();
      if (permanent || job.attemptsMade + 1 >= (job.opts.attempts ?? 1)) {
        await this.sending.failed(job.data.generatedId, codeOf(error) ?? null);
      }
      throw error;
    }
  }
}
