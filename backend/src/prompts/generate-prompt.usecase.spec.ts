import type { RealtimeEvents } from '../core/realtime/realtime-events';
import type { ProviderGateway } from '../providers/gateway/provider-gateway.service';
import { GeneratePromptUseCase } from './generate-prompt.usecase';
import type { PromptsRepository } from './prompts.repository';

/** The AI gateway: answers with a prompt text, recording what it was asked. */
class FakeGateway {
  readonly asked: { serviceId: number; request: unknown; options: unknown }[] = [];
  constructor(private readonly answer: string) {}

  complete(serviceId: number, request: unknown, options: unknown) {
    this.asked.push({ serviceId, request, options });
    return Promise.resolve({ text: this.answer });
  }
}

/** The prompts a website (or the system, `null`) has, by type. */
class FakePrompts {
  readonly changes: { id: number; values: unknown }[] = [];
  constructor(private readonly rows: { id: number; websiteId: number | null; type: string }[]) {}

  find(websiteId: number | null, type: string) {
    return Promise.resolve(
      this.rows.find((row) => row.websiteId === websiteId && row.type === type) ?? null,
    );
  }

  change(id: number, values: unknown) {
    this.changes.push({ id, values });
    return Promise.resolve();
  }
}

const PAYLOAD = {
  websiteId: 4,
  type: 'seo' as const,
  serviceId: 9,
  instructions: 'Short SEO titles, keyword first.',
  userId: 3,
  accountId: 1,
};

function setup(prompts: FakePrompts, answer = '  Write SEO titles of 60 characters at most.  ') {
  const gateway = new FakeGateway(answer);
  const published: unknown[][] = [];
  const events = {
    publish: (...args: unknown[]) => {
      published.push(args);
      return Promise.resolve();
    },
  };
  const usecase = new GeneratePromptUseCase(
    prompts as unknown as PromptsRepository,
    gateway as unknown as ProviderGateway,
    events as unknown as RealtimeEvents,
  );
  return { usecase, gateway, published };
}

describe('GeneratePromptUseCase', () => {
  it("asks the website's service for the type's prompt, streams it to the job and keeps it, trimmed", async () => {
    const prompts = new FakePrompts([{ id: 70, websiteId: 4, type: 'seo' }]);
    const { usecase, gateway, published } = setup(prompts);

    const text = await usecase.run(PAYLOAD, '812');

    expect(text).toBe('Write SEO titles of 60 characters at most.');
    expect(gateway.asked).toHaveLength(1);
    expect(gateway.asked[0]).toMatchObject({
      serviceId: 9,
      request: { prompt: 'Short SEO titles, keyword first.', maxTokens: 800 },
      options: {
        stream: { jobId: '812', field: 'prompt' },
        // Billed to who asked, on their account.
        context: { purpose: 'prompt', websiteId: 4, userId: 3, accountId: 1 },
      },
    });
    expect((gateway.asked[0]!.request as { system: string }).system).toContain(
      'how the SEO title, Open Graph title, meta description and focus keyword are written',
    );
    expect(prompts.changes).toEqual([
      {
        id: 70,
        values: {
          generatedPrompt: 'Write SEO titles of 60 characters at most.',
          generationInstructions: 'Short SEO titles, keyword first.',
        },
      },
    ]);
    expect(published).toEqual([
      ['prompts.changed', { action: 'updated', websiteId: 4, type: 'seo' }],
    ]);
  });

  it('keeps nothing and announces nothing when the prompt was deleted meanwhile, but answers the text', async () => {
    const prompts = new FakePrompts([{ id: 71, websiteId: 4, type: 'persona' }]);
    const { usecase, published } = setup(prompts);

    const text = await usecase.run(PAYLOAD, '813');

    expect(text).toBe('Write SEO titles of 60 characters at most.');
    expect(prompts.changes).toEqual([]);
    expect(published).toEqual([]);
  });
});
