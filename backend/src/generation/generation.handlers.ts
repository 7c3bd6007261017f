import { JobName, type JobData } from '../core/queues/job-catalogue';
import type { JobFailure } from '../core/queues/job-failure';
import { HandlesJob, type JobHandler } from '../core/queues/job-handler';
import type { JobReporter } from '../core/queues/job-reporter';
import { GenerateArticleUseCase } from './generate-article.usecase';
import { SendGeneratedUseCase } from './send-generated.usecase';

/** Writes a generated article; the text streams to the job's room as it comes. */
@HandlesJob(JobName.GenerateArticle, { concurrency: 4 })
export class GenerateArticleHandler implements JobHandler<JobName.GenerateArticle> {
  constructor(private readonly generating: GenerateArticleUseCase) {}

  async run(data: JobData<JobName.GenerateArticle>, reporter: JobReporter) {
    await reporter.report({ percent: 5, stage: 'generating' });
    const characters = await this.generating.run(data, String(data.runId), reporter);
    return { characters };
  }

  /** The row shows the failure (a discarded row stays discarded). */
  async onFinalFailure(data: JobData<JobName.GenerateArticle>, failure: JobFailure) {
    await this.generating.failed(data.generatedId, failure.code ?? null);
  }
}

/**
 * Sends a used article to its destination. Bull retries with backoff; the row's remote post id
 * (and its creation mark) makes every retry write the same post. When no attempt is left, the
 * article is ready to use again, with the reason.
 */
@HandlesJob(JobName.SendGeneratedArticle, { concurrency: 2 })
export class SendGeneratedArticleHandler implements JobHandler<JobName.SendGeneratedArticle> {
  constructor(private readonly sending: SendGeneratedUseCase) {}

  async run(data: JobData<JobName.SendGeneratedArticle>, reporter: JobReporter) {
    return (await this.sending.run(data.generatedId, reporter)) ?? undefined;
  }

  async onFinalFailure(data: JobData<JobName.SendGeneratedArticle>, failure: JobFailure) {
    await this.sending.failed(data.generatedId, failure.code ?? null);
  }
}
