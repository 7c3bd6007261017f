import { plainForPublish } from '../core/html/article-html';
import { Injectable } from '@nestjs/common';
import Ajv from 'ajv';
import { ArticlesService } from '../articles/articles.service';
import type { AuthUser } from '../core/access/auth-user';
import { isAdministrator } from '../core/access/grants';
import { DomainException } from '../core/http/domain-error';
import { codeOf } from '../core/queues/job-tracker';
import { JobName, type JobPayloads } from '../core/queues/job-catalogue';
import type { JobReporter } from '../core/queues/job-reporter';
import { JobsService } from '../core/queues/jobs.service';
import { ProviderGateway } from '../providers/gateway/provider-gateway.service';
import type { JsonOutput } from '../providers/gateway/types';
import { languageName } from '../prompts/article-ai.service';
import { PROMPT_ERRORS } from '../prompts/prompts.errors';
import { PromptsService } from '../prompts/prompts.service';
import { WebsiteAccess } from '../websites/website-access';
import { WebsiteLifecycle } from '../websites/website-lifecycle';
import { WebsiteCredentials } from '../websites/website-credentials';
import { WEBSITE_ERRORS } from '../websites/websites.errors';
import { WebsitesService } from '../websites/websites.service';
import {
  MAX_SOURCES,
  type GenerateArticleDto,
  type GeneratedArticleDto,
  type ReplacementDto,
  type UseGeneratedDto,
} from './dto/generation.dto';
import { ReplacePostUseCase } from './replace-post.usecase';
import type { GeneratedArticle, GenerationMode } from './entities/generated-article.entity';
import { GENERATION_ERRORS } from './generation.errors';
import { GenerationRepository } from './generation.repository';

const MODE_TEXT: Record<GenerationMode, string> = {
  update:
    'Update the existing article with the new facts of the sources: keep what is still true, correct what changed, add what is new.',
  follow_up:
    'Write a follow-up article: what happened next, building on the sources and referring back to them.',
  rework: 'Rework the existing article into a new article on the topic, using the sources.',
};

interface SeoAnswer {
  excerpt: string;
  seo: { title: string; ogTitle: string; metaDescription: string; focusKeyword: string };
}
const text = { type: 'string' } as const;
const SEO_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['excerpt', 'seo'],
  properties: {
    excerpt: text,
    seo: {
      type: 'object',
      additionalProperties: false,
      required: ['title', 'ogTitle', 'metaDescription', 'focusKeyword'],
      properties: { title: text, ogTitle: text, metaDescription: text, focusKeyword: text },
    },
  },
} as const;
const ajv = new Ajv({ allErrors: true });
const validSeo = ajv.compile<SeoAnswer>(SEO_SCHEMA);
const SEO_OUTPUT: JsonOutput<SeoAnswer> = {
  name: 'article_seo',
  schema: SEO_SCHEMA as unknown as Record<string, unknown>,
  parse(value) {
    if (!validSeo(value)) throw new Error(ajv.errorsText(validSeo.errors));
    return value;
  },
};

/** Text of an article body, for the model (tags dropped, kept short). */
const plain = (html: string, max = 6000) =>
  html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max);

/** Longer than this, a first line is a paragraph, not a title. */
export const MAX_TITLE_LENGTH = 200;

/**
 * The streamed answer: the title on its first line, then the body as HTML. Strict: an answer
 * without a title line of at most 200 characters, or without a body, is refused with its reason
 * (nothing empty, nor a paragraph posing as a title, ever reaches a website).
 */
export function splitArticle(answer: string): { title: string; html: string } {
  const trimmed = answer.trim();
  const newline = trimmed.indexOf('\n');
  const first = newline === -1 ? trimmed : trimmed.slice(0, newline);
  const rest = newline === -1 ? '' : trimmed.slice(newline + 1).trim();
  const title = plainForPublish(first)
    .replace(/^#+\s*/, '')
    .replace(/^title:\s*/i, '')
    .trim();
  if (!title || title.length > MAX_TITLE_LENGTH) {
    throw new DomainException(GENERATION_ERRORS.answerNoTitle);
  }
  if (!plain(rest)) throw new DomainException(GENERATION_ERRORS.answerNoBody);
  const html = /<[a-z][^>]*>/i.test(rest)
    ? rest
    : rest
        .split(/\n\s*\n/)
        .filter((p) => p.trim())
        .map((p) => `<p>${p.trim()}</p>`)
        .join('\n');
  return { title, html };
}

/**
 * Generate with AI: a topic and up to 3 sources become an article for a destination website,
 * written by its AI service following its persona and generation prompts, streamed to the page
 * (job stage `generating`), then regenerated, used or discarded.
 */
@Injectable()
export class GenerationService {
  constructor(
    private readonly rows: GenerationRepository,
    private readonly articles: ArticlesService,
    private readonly access: WebsiteAccess,
    private readonly websites: WebsitesService,
    private readonly prompts: PromptsService,
    private readonly gateway: ProviderGateway,
    private readonly jobs: JobsService,
    private readonly credentials: WebsiteCredentials,
    private readonly replacing: ReplacePostUseCase,
    lifecycle: WebsiteLifecycle,
  ) {
    // A website pointed at another WordPress (a new site, confirmed): no generated article claims
    // a post there any more (no undo or replace reaches a stranger's post).
    lifecycle.listen({
      replaced: (websiteId) => this.rows.forgetPostsOf(websiteId),
    });
  }

  /** What Use would replace (an update or a rework): the post now, beside the article. */
  async replacement(user: AuthUser, id: number): Promise<ReplacementDto> {
    return this.replacing.preview(await this.visible(user, id));
  }

  /** Puts back the post Use replaced; the article is ready to use again. */
  async undo(user: AuthUser, id: number): Promise<GeneratedArticleDto> {
    await this.replacing.undo(await this.visible(user, id));
    return toDto((await this.rows.find(id))!);
  }

  async start(user: AuthUser, dto: GenerateArticleDto): Promise<GeneratedArticleDto> {
    if (dto.sourceArticleIds.length > MAX_SOURCES) {
      throw DomainException.onField('sourceArticleIds', {
        spec: GENERATION_ERRORS.tooManySources,
        message: `Choose at most ${MAX_SOURCES} source articles.`,
        params: { count: MAX_SOURCES },
      });
    }
    const { website, canWrite } = await this.access.readable(user, dto.websiteId);
    if (!canWrite) throw new DomainException(WEBSITE_ERRORS.viewOnly);
    if (website.aiServiceId === null) throw new DomainException(PROMPT_ERRORS.noAiService);
    if (dto.mode !== 'follow_up' && !dto.targetArticleId) {
      throw DomainException.onField('targetArticleId', GENERATION_ERRORS.targetRequired);
    }
    const ids = [...dto.sourceArticleIds, ...(dto.targetArticleId ? [dto.targetArticleId] : [])];
    const found = await this.articles.readableContents(user, ids);
    if (found === null) {
      throw DomainException.onField('sourceArticleIds', GENERATION_ERRORS.sourceNotFound);
    }
    // Use changes the existing article's post: it must be on the destination.
    const target = found.find((a) => a.id === dto.targetArticleId);
    if (dto.mode !== 'follow_up' && target && target.websiteId !== website.id) {
      throw DomainException.onField('targetArticleId', GENERATION_ERRORS.targetOtherWebsite);
    }
    const row = await this.rows.insert({
      accountId: website.accountId,
      userId: user.id,
      websiteId: website.id,
      topic: dto.topic,
      mode: dto.mode,
      targetArticleId: dto.targetArticleId ?? null,
      sourceArticleIds: dto.sourceArticleIds,
      state: 'generating',
    });
    return this.enqueue(user, row);
  }

  async get(user: AuthUser, id: number): Promise<GeneratedArticleDto> {
    return toDto(await this.visible(user, id));
  }

  /** Writes it again from the same topic and sources. */
  async regenerate(user: AuthUser, id: number): Promise<GeneratedArticleDto> {
    const row = await this.visible(user, id);
    const moved = await this.rows.transition(id, ['ready', 'failed'], {
      state: 'generating',
      failureCode: null,
    });
    if (!moved) {
      throw new DomainException(
        row.state === 'generating' ? GENERATION_ERRORS.busy : GENERATION_ERRORS.notReady,
      );
    }
    return this.enqueue(user, { ...row, state: 'generating' });
  }

  /**
   * Sends the article to its destination (job `article.generated.send`): a follow-up as a new
   * draft post, an update or a rework into the existing article's post (same remote id). Claimed
   * first (ready → sending) so a second click sends nothing; the job ends it as used, or puts it
   * back to ready with the reason when it cannot be sent.
   */
  async use(user: AuthUser, id: number, dto: UseGeneratedDto = {}): Promise<GeneratedArticleDto> {
    const row = await this.visible(user, id);
    if (row.state === 'ready' && (!row.title?.trim() || !plain(row.contentHtml ?? ''))) {
      throw new DomainException(GENERATION_ERRORS.answerNoBody);
    }
    const website = await this.websites.find(row.websiteId);
    if (!website) throw new DomainException(WEBSITE_ERRORS.notFound);
    // Refused at once when it cannot be sent at all; the article stays ready.
    if (row.state === 'ready' && !(await this.credentials.of(website))) {
      throw new DomainException(GENERATION_ERRORS.noCredentials);
    }
    const target =
      row.mode !== 'follow_up' && row.targetArticleId
        ? await this.articles.find(row.targetArticleId)
        : null;
    const remoteId = target && target.websiteId === row.websiteId ? target.remoteId : row.remoteId;
    // An update or a rework replaces a live post: never without the word of whoever uses it.
    if (row.state === 'ready' && row.mode !== 'follow_up' && remoteId && dto.replace !== true) {
      throw new DomainException(GENERATION_ERRORS.replaceUnconfirmed);
    }
    const claimed = await this.rows.transition(id, ['ready'], {
      state: 'sending',
      failureCode: null,
      remoteId,
      creatingAt: null,
    });
    if (!claimed) throw new DomainException(GENERATION_ERRORS.notReady);
    try {
      const run = await this.jobs.enqueue(
        JobName.SendGeneratedArticle,
        {
          generatedId: row.id,
          websiteId: row.websiteId,
          userId: user.id,
          accountId: row.accountId,
        },
        { by: user, accountId: row.accountId, jobId: `generated-send-${row.id}` },
      );
      await this.rows.change(id, { jobId: run.id });
    } catch (error) {
      await this.rows.transition(id, ['sending'], { state: 'ready' });
      throw error;
    }
    return toDto((await this.rows.find(id))!);
  }

  /**
   * Discards it; while it is being written, its job is cancelled first (the provider call is
   * aborted at once) and nothing it was writing is kept.
   */
  async discard(user: AuthUser, id: number): Promise<{ message: string }> {
    const row = await this.visible(user, id);
    if (row.state === 'generating' && row.jobId !== null) {
      await this.jobs.cancelIfRunning(row.jobId);
    }
    const from: GeneratedArticle['state'][] = ['ready', 'failed', 'generating'];
    if (!(await this.rows.transition(id, from, { state: 'discarded' }))) {
      throw new DomainException(GENERATION_ERRORS.notReady);
    }
    return { message: 'Operation completed.' };
  }

  /**
   * The job's work: streams the article (`job.text`, field `article`), then its SEO data. A
   * cancel aborts the provider call at once (`reporter.signal`); a row discarded meanwhile stays
   * discarded.
   */
  async run(
    payload: JobPayloads[JobName.GenerateArticle],
    jobId: string,
    reporter: JobReporter,
  ): Promise<number> {
    const row = await this.rows.find(payload.generatedId);
    if (!row || row.state !== 'generating') return 0;
    try {
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
        ...(target
          ? [`Existing article: ${target.title}\n${plain(target.contentHtml, 12000)}`]
          : []),
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
    } catch (failure) {
      const error = reporter.settle(failure);
      await this.rows.transition(row.id, ['generating'], {
        state: 'failed',
        failureCode: codeOf(error) ?? null,
      });
      throw error;
    }
  }

  private async enqueue(user: AuthUser, row: GeneratedArticle): Promise<GeneratedArticleDto> {
    const run = await this.jobs.enqueue(
      JobName.GenerateArticle,
      {
        generatedId: row.id,
        websiteId: row.websiteId,
        userId: user.id,
        accountId: row.accountId,
      },
      { by: user, accountId: row.accountId },
    );
    await this.rows.change(row.id, { jobId: run.id });
    return toDto({ ...row, jobId: run.id });
  }

  /** Its author's, or any of an administrator's; others answer 404. */
  private async visible(user: AuthUser, id: number): Promise<GeneratedArticle> {
    const row = await this.rows.find(id);
    if (!row || (row.userId !== user.id && !isAdministrator(user))) {
      throw new DomainException(GENERATION_ERRORS.notFound);
    }
    return row;
  }
}

function toDto(row: GeneratedArticle): GeneratedArticleDto {
  return {
    id: row.id,
    websiteId: row.websiteId,
    websiteName: row.website?.name ?? '',
    topic: row.topic,
    mode: row.mode,
    targetArticleId: row.targetArticleId,
    sourceArticleIds: row.sourceArticleIds,
    state: row.state,
    jobId: row.jobId === null ? null : String(row.jobId),
    title: row.title,
    contentHtml: row.contentHtml,
    excerpt: row.excerpt,
    seoTitle: row.seoTitle,
    ogTitle: row.ogTitle,
    metaDescription: row.metaDescription,
    focusKeyword: row.focusKeyword,
    failureCode: row.failureCode,
    undoable: row.state === 'used' && row.replacedPost !== null,
    remoteId: row.remoteId,
    articleId: row.articleId,
    yoast: row.yoast,
    updatedAt: (row.updatedAt ?? new Date()).toISOString(),
  };
}
