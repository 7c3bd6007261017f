import { Injectable } from '@nestjs/common';
import { ArticlesService } from '../articles/articles.service';
import { DomainException } from '../core/http/domain-error';
import type { JobName, JobPayloads } from '../core/queues/job-catalogue';
import type { JobReporter } from '../core/queues/job-reporter';
import { ProviderGateway } from '../providers/gateway/provider-gateway.service';
import { languageName } from '../prompts/article-ai.service';
import { PROMPT_ERRORS } from '../prompts/prompts.errors';
import { PromptsService } from '../prompts/prompts.service';
import { WEBSITE_ERRORS } from '../websites/websites.errors';
import { WebsitesService } from '../websites/websites.service';
import { MODE_TEXT, plain, SEO_OUTPUT, splitArticle } from './article-writing';
import { GenerationRepository } from './generation.repository';

/**
 * The job's work: streams the article (`job.text`, field `article`), then its SEO data, and keeps
 * them on the row as ready. A cancel aborts the provider call at once (`reporter.signal`); a row
 * discarded meanwhile stays discarded. A failure is the handler's to record.
 */
@Injectable()
export class GenerateArticleUseCase {
  constructor(
    private readonly rows: GenerationRepository,
    private readonly articles: ArticlesService,
    private readonly websites: WebsitesService,
    private readonly prompts: PromptsService,
    private readonly gateway: ProviderGateway,
  ) {}

  async run(
    payload: JobPayloads[JobName.GenerateArticle],
    jobId: string,
    reporter: JobReporter,
  ): Promise<number> {
    const row = await this.rows.find(payload.generatedId);
    if (!row || row.state !== 'generating') return 0;
    const website = await this.websites.find(row.websiteId);
    if (!website) throw new DomainException(WEBSITE_ERRORS.notFound);
    if (website.aiServiceId === null) throw new DomainException(PROMPT_ERRORS.noAiService);
    const ids = [...row.sourceArticleIds, ...(row.targetArticleId ? [row.targetArticleId] : [])];
    const contents = await this.articles.contents(ids);
    const sources = row.sourceArticleIds
      .map((id) => contents.find((c) => c.id === id))
      .filter((c) => c !== undefined);
    const target = contents.find((c) => c.id === row.targetArticleId);
    const prompts = await this.prompts.effectiveAll(website.id, ['persona', 'generation', 'seo']);
    const language = website.language
      ? `Write in ${languageName(website.language)} (${website.language}).`
      : '';
    const context = {
      websiteId: website.id,
      userId: payload.userId,
      accountId: payload.accountId,
    };
    const system = [
      prompts.persona,
      prompts.generation && `Generation instructions:\n${prompts.generation}`,
      MODE_TEXT[row.mode],
      language,
      'Answer with the title alone on the first line, then a blank line, then the body as HTML (<p>, <h2>, <ul>, <blockquote>); no Markdown, no preamble.',
    ]
      .filter(Boolean)
      .join('\n\n');
    const prompt = [
      `Topic: ${row.topic}`,
      ...sources.map((s, i) => `Source ${i + 1}: ${s.title}\n${plain(s.contentHtml)}`),
      ...(target ? [`Existing article: ${target.title}\n${plain(target.contentHtml, 12000)}`] : []),
    ].join('\n\n');
    const written = await this.gateway.complete(
      website.aiServiceId,
      { system, prompt, maxTokens: 3000, signal: reporter.signal },
      { stream: { jobId, field: 'article' }, context: { ...context, purpose: 'generate' } },
    );
    const { title, html } = splitArticle(written.text);
    const seo = await this.gateway
      .completeJson(
        website.aiServiceId,
        {
          system: [prompts.seo, language, 'Answer with JSON only.'].filter(Boolean).join('\n\n'),
          prompt: `Write the excerpt (one or two sentences) and the SEO data of this article.\n\nTitle: ${title}\n\n${plain(html, 8000)}`,
          maxTokens: 600,
          signal: reporter.signal,
        },
        SEO_OUTPUT,
        { context: { ...context, purpose: 'generate' } },
      )
      .catch(() => null);
    await reporter.ensureRunning();
    await this.rows.transition(row.id, ['generating'], {
      state: 'ready',
      title,
      replacedPost: null,
      contentHtml: html,
      excerpt: seo?.value.excerpt.trim() || null,
      seoTitle: seo?.value.seo.title.trim().slice(0, 500) || null,
      ogTitle: seo?.value.seo.ogTitle.trim().slice(0, 500) || null,
      metaDescription: seo?.value.seo.metaDescription.trim().slice(0, 1000) || null,
      focusKeyword: seo?.value.seo.focusKeyword.trim().slice(0, 255) || null,
    });
    return html.length;
  }

  /** A generation that failed for good: the row says so, with the reason's code. */
  async failed(id: number, code: string | null): Promise<void> {
    await this.rows.transition(id, ['generating'], { state: 'failed', failureCode: code });
  }
}
