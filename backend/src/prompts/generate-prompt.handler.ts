import { JobName, type JobData } from '../core/queues/job-catalogue';
import { HandlesJob, type JobHandler } from '../core/queues/job-handler';
import type { JobReporter } from '../core/queues/job-reporter';
import { GeneratePromptUseCase } from './generate-prompt.usecase';

/** Writes a prompt from its instructions; the text streams to the job's room as it comes. */
@HandlesJob(JobName.GeneratePrompt, { concurrency: 4 })
export class GeneratePromptHandler implements JobHandler<JobName.GeneratePrompt> {
  constructor(private readonly generating: GeneratePromptUseCase) {}

  async run(data: JobData<JobName.GeneratePrompt>, reporter: JobReporter) {
    await reporter.report({ percent: 5, stage: 'generating' });
    const text = await this.generating.run(data, String(data.runId));
    return { characters: text.length };
  }
}
