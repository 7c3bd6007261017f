import type { Job } from 'bull';
import { ArticleAiService } from '../article-ai/article-ai.service';
import type { ArticleContent } from '../articles/articles.repository';
import type { ArticlesService } from '../articles/articles.service';
import { JobCancelled } from '../core/queues/job-cancellation';
import { JobReporter } from '../core/queues/job-reporter';
import type { JobsService } from '../core/queues/jobs.service';
import type { ProviderGateway } from '../providers/gateway/provider-gateway.service';
import type { CompletionRequest, CompletionResult, JsonOutput } from '../providers/gateway/types';
import type { PromptsService } from '../prompts/prompts.service';
import type { Website } from '../websites/entities/website.entity';
import type { WebsitesService } from '../websites/websites.service';
import type { GeneratedArticle } from './entities/generated-article.entity';
import { GenerateArticleUseCase } from './generate-article.usecase';
import type { GeneratedWrite, GenerationRepository } from './generation.repository';

const WEBSITE_ID = 4;
const GENERATED_ID = 21;
const JOB_ID = '88';
const PAYLOAD = { generatedId: GENERATED_ID, websiteId: WEBSITE_ID, userId: 3, accountId: 1 };

const ARTICLE = 'The river rose again\n\n<p>Water reached the old bridge.</p><p>Shops closed.</p>';
const SEO = {
  excerpt: ' Water reached the old bridge. ',
  seo: {
    title: ' River rises again ',
    ogTitle: 'The river rose again',
    metaDescription: 'Water reached the old bridge on Tuesday.',
    focusKeyword: 'flood',
  },
};

/** `generated_articles` in memory: `find` hands out a copy, as a fresh read would. */
class FakeGenerationRows {
  readonly rows = new Map<number, GeneratedArticle>();

  find(id: number) {
    const row = this.rows.get(id);
    return Promise.resolve(row ? { ...row } : null);
  }

  transition(id: number, from: GeneratedArticle['state'][], values: GeneratedWrite) {
    const row = this.rows.get(id);
    if (!row || !from.includes(row.state)) return Promise.resolve(false);
    Object.assign(row, values);
    return Promise.resolve(true);
  }
}

/**
 * The AI as the gateway serves it: canned answers, the calls recorded. `onWrite` runs while the
 * article is being written (someone cancels, discards…).
 */
class FakeGateway {
  readonly calls: { req: Omit<CompletionRequest, 'onDelta'>; stream?: unknown }[] = [];
  article = ARTICLE;
  seo: unknown = SEO;
  onWrite: () => void = () => undefined;

  complete(
    _serviceId: number,
    req: Omit<CompletionRequest, 'onDelta'>,
    options: { stream?: unknown } = {},
  ): Promise<CompletionResult> {
    this.calls.push({ req, stream: options.stream });
    this.onWrite();
    return Promise.resolve(this.result(this.article));
  }

  completeJson<T>(
    _serviceId: number,
    req: Omit<CompletionRequest, 'onDelta'>,
    output: JsonOutput<T>,
  ): Promise<CompletionResult & { value: T }> {
    this.calls.push({ req });
    try {
      return Promise.resolve({ ...this.result(''), value: output.parse(this.seo) });
    } catch (error) {
      return Promise.reject(error as Error);
    }
  }

  private result(text: string): CompletionResult {
    return { text, inputTokens: 100, outputTokens: 50, model: 'fake', latencyMs: 1, attempts: 1 };
  }
}

function generating(overrides: Partial<GeneratedArticle> = {}): GeneratedArticle {
  return {
    id: GENERATED_ID,
    accountId: 1,
    userId: 3,
    websiteId: WEBSITE_ID,
    topic: 'Flood defences',
    mode: 'follow_up',
    targetArticleId: null,
    sourceArticleIds: [11, 12],
    state: 'generating',
    jobId: null,
    title: null,
    contentHtml: null,
    excerpt: null,
    seoTitle: null,
    ogTitle: null,
    metaDescription: null,
    focusKeyword: null,
    remoteId: null,
    articleId: null,
    creatingAt: null,
    yoast: null,
    failureCode: null,
    replacedPost: null,
    ...overrides,
  } as GeneratedArticle;
}

function setup({ aiServiceId = 5 as number | null, language = 'it' as string | null } = {}) {
  const rows = new FakeGenerationRows();
  rows.rows.set(GENERATED_ID, generating());
  const gateway = new FakeGateway();
  const contents: ArticleContent[] = [
    { id: 11, websiteId: 2, title: 'Storm warning', contentHtml: '<p>Heavy rain is due.</p>' },
    { id: 12, websiteId: 2, title: 'Bridge closed', contentHtml: '<p>The old bridge shut.</p>' },
    { id: 30, websiteId: WEBSITE_ID, title: 'Flood plan', contentHtml: '<p>The plan.</p>' },
  ];
  const articles = {
    contents: (ids: number[]) => Promise.resolve(contents.filter((c) => ids.includes(c.id))),
  };
  const website = { id: WEBSITE_ID, name: 'Dest', aiServiceId, language } as Website;
  const websites = { find: (id: number) => Promise.resolve(id === WEBSITE_ID ? website : null) };
  const prompts = {
    effectiveAll: () =>
      Promise.resolve({ persona: 'You are a local reporter.', generation: 'Keep it short.' }),
  };
  const ai = new ArticleAiService(
    websites as unknown as WebsitesService,
    prompts as unknown as PromptsService,
    gateway as unknown as ProviderGateway,
  );
  const usecase = new GenerateArticleUseCase(
    rows as unknown as GenerationRepository,
    articles as unknown as ArticlesService,
    ai,
  );
  const cancel = new AbortController();
  const jobs = {
    progress: () => Promise.resolve(),
    persistProgress: () => Promise.resolve(),
  } as unknown as JobsService;
  const reporter = new JobReporter(jobs, { data: {} } as Job, cancel.signal);
  const row = () => rows.rows.get(GENERATED_ID)!;
  return { usecase, rows, row, gateway, reporter, cancel };
}

describe('GenerateArticleUseCase', () => {
  it('keeps the streamed answer as a ready article with its title, body and SEO data', async () => {
    const { usecase, row, gateway, reporter } = setup();

    const written = await usecase.run(PAYLOAD, JOB_ID, reporter);

    const html = '<p>Water reached the old bridge.</p><p>Shops closed.</p>';
    expect(written).toBe(html.length);
    expect(row()).toMatchObject({
      state: 'ready',
      title: 'The river rose again',
      contentHtml: html,
      excerpt: 'Water reached the old bridge.',
      seoTitle: 'River rises again',
      ogTitle: 'The river rose again',
      metaDescription: 'Water reached the old bridge on Tuesday.',
      focusKeyword: 'flood',
    });
    // The article streams to the job's room as it is written.
    expect(gateway.calls[0]!.stream).toEqual({ jobId: JOB_ID, field: 'article' });
  });

  it('writes from the topic and every source, in the website’s language and prompts', async () => {
    const { usecase, gateway, reporter } = setup();

    await usecase.run(PAYLOAD, JOB_ID, reporter);

    const { system, prompt } = gateway.calls[0]!.req;
    expect(prompt).toContain('Topic: Flood defences');
    expect(prompt).toContain('Source 1: Storm warning\nHeavy rain is due.');
    expect(prompt).toContain('Source 2: Bridge closed\nThe old bridge shut.');
    expect(system).toContain('You are a local reporter.');
    expect(system).toContain('Write a follow-up article');
    expect(system).toContain('Write in Italian (it).');
  });

  it('works from the existing article for an update', async () => {
    const { usecase, rows, gateway, reporter } = setup();
    rows.rows.set(GENERATED_ID, generating({ mode: 'update', targetArticleId: 30 }));

    await usecase.run(PAYLOAD, JOB_ID, reporter);

    expect(gateway.calls[0]!.req.prompt).toContain('Existing article: Flood plan\nThe plan.');
    expect(gateway.calls[0]!.req.system).toContain('Update the existing article');
  });

  it('keeps the article without SEO data when the SEO answer is unusable', async () => {
    const { usecase, row, gateway, reporter } = setup();
    gateway.seo = { excerpt: 'No SEO object' };

    await usecase.run(PAYLOAD, JOB_ID, reporter);

    expect(row()).toMatchObject({
      state: 'ready',
      title: 'The river rose again',
      excerpt: null,
      seoTitle: null,
      metaDescription: null,
    });
  });

  it('refuses an answer without a title line and marks nothing ready', async () => {
    const { usecase, row, gateway, reporter } = setup();
    gateway.article = `${'A whole paragraph where the title should be, '.repeat(6)}\n\n<p>Body.</p>`;

    await expect(usecase.run(PAYLOAD, JOB_ID, reporter)).rejects.toMatchObject({
      code: 'generation.answer.no_title',
    });
    expect(row()).toMatchObject({ state: 'generating', title: null, contentHtml: null });
  });

  it('leaves alone a row that is no longer generating, asking the AI nothing', async () => {
    const { usecase, rows, row, gateway, reporter } = setup();
    rows.rows.set(GENERATED_ID, generating({ state: 'discarded' }));

    await expect(usecase.run(PAYLOAD, JOB_ID, reporter)).resolves.toBe(0);
    expect(gateway.calls).toEqual([]);
    expect(row().state).toBe('discarded');
  });

  it('keeps a row discarded while the AI was writing discarded', async () => {
    const { usecase, row, gateway, reporter } = setup();
    gateway.onWrite = () => (row().state = 'discarded');

    await usecase.run(PAYLOAD, JOB_ID, reporter);

    expect(row()).toMatchObject({ state: 'discarded', title: null });
  });

  it('stores nothing once cancelled while the AI was writing', async () => {
    const { usecase, row, gateway, reporter, cancel } = setup();
    gateway.onWrite = () => cancel.abort();

    await expect(usecase.run(PAYLOAD, JOB_ID, reporter)).rejects.toBeInstanceOf(JobCancelled);
    expect(gateway.calls[0]!.req.signal).toBe(cancel.signal);
    expect(row()).toMatchObject({ state: 'generating', title: null });
  });

  it('refuses to generate for a website without an AI service', async () => {
    const { usecase, row, gateway, reporter } = setup({ aiServiceId: null });

    await expect(usecase.run(PAYLOAD, JOB_ID, reporter)).rejects.toMatchObject({
      code: 'prompt.no_ai_service',
    });
    expect(gateway.calls).toEqual([]);
    expect(row().state).toBe('generating');
  });

  it('marks a generation that failed for good as failed with its reason, and only a generating one', async () => {
    const { usecase, rows, row } = setup();
    rows.rows.set(GENERATED_ID + 1, generating({ id: GENERATED_ID + 1, state: 'discarded' }));

    await usecase.failed(GENERATED_ID, 'provider.timeout');
    await usecase.failed(GENERATED_ID + 1, 'provider.timeout');

    expect(row()).toMatchObject({ state: 'failed', failureCode: 'provider.timeout' });
    expect(rows.rows.get(GENERATED_ID + 1)).toMatchObject({
      state: 'discarded',
      failureCode: null,
    });
  });
});
