import { Injectable } from '@nestjs/common';
import type { JobName, JobPayloads } from '../core/queues/job-catalogue';
import { RealtimeEvents } from '../core/realtime/realtime-events';
import { ProviderGateway } from '../providers/gateway/provider-gateway.service';
import type { PromptType } from './entities/prompt.entity';
import { PromptsRepository } from './prompts.repository';

/** What each type is for, told to the model that writes a prompt from instructions. */
const PURPOSE: Record<PromptType, string> = {
  translation: 'how articles are translated into the website language',
  persona: 'the voice and persona the AI writes articles with',
  generation: 'how new articles are written from a topic and source articles',
  rework: 'how an article cloned from another website is rewritten',
  seo: 'how the SEO title, Open Graph title, meta description and focus keyword are written',
};

/**
 * The job's work: writes a prompt from its generation instructions through the gateway, streaming
 * the text to the job's room, then keeps it as the prompt's generated prompt.
 */
@Injectable()
export class GeneratePromptUseCase {
  constructor(
    private readonly prompts: PromptsRepository,
    private readonly gateway: ProviderGateway,
    private readonly events: RealtimeEvents,
  ) {}

  async run(payload: JobPayloads[JobName.GeneratePrompt], jobId: string): Promise<string> {
    const { websiteId, type, serviceId, instructions, userId, accountId } = payload;
    const result = await this.gateway.complete(
      serviceId,
      {
        system:
          'You write prompts (instructions) for an AI model that works for a newsroom. ' +
          `This prompt sets ${PURPOSE[type]}. Answer with the prompt text only: no preamble, ` +
          'no quotes, no Markdown headings. Address the model directly, in a few clear sentences.',
        prompt: instructions,
        maxTokens: 800,
      },
      {
        stream: { jobId, field: 'prompt' },
        context: { purpose: 'prompt', websiteId, userId, accountId },
      },
    );
    const text = result.text.trim();
    const own = await this.prompts.find(websiteId, type);
    if (own) {
      await this.prompts.change(own.id, {
        generatedPrompt: text,
        generationInstructions: instructions,
      });
      void this.events.publish('prompts.changed', { action: 'updated', websiteId, type });
    }
    return text;
  }
}
