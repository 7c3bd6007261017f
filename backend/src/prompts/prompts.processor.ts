import { Process, Processor } from '@nestjs/bull';
import type { Job } from 'bull';
import { JobName, QueueName, type JobData } from '../core/queues/job-catalogue';
import { JobsService } from '../core/queues/jobs.service';
import { PromptsService } from './prompts.service';

/** Writes prompts from their instructions; the text streams to the job's room as it comes. */
@Processor(QueueName.Ai)
export class PromptsProcessor {
  constructor(
    private readonly prompts: PromptsService,
    private readonly jobs: JobsService,
  ) {}

  @Process({ name: JobName.GeneratePrompt, concurrency: 4 })
  async generate(job: Job<JobData<JobName.GeneratePrompt>>) {
    await this.jobs.reporter(job).report({ percent: 5, stage: 'generating' });
    const text = await this.prompts.runGenerate(job.data, String(job.data.runId));
    return { characters: text.length };
  }
}
