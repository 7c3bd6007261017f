import { Injectable } from '@nestjs/common';
import { DomainException } from '../core/http/domain-error';
import { ProviderCallError } from '../providers/gateway/provider-call-error';
import { ProviderGateway } from '../providers/gateway/provider-gateway.service';
import { PROMPT_ERRORS } from '../prompts/prompts.errors';
import { PromptsService } from '../prompts/prompts.service';
import type { Website } from '../websites/entities/website.entity';
import { WEBSITE_ERRORS } from '../websites/websites.errors';
import { WebsitesService } from '../websites/websites.service';
import { jsonOutput, plain, splitArticle, trimSeo, withSeo, type ArticleSeo } from './answers';
import { keepingMedia } from './article-media';

export type ArticleAiStage = 'translating' | 'rewriting';

export interface ReworkInput {
  /** The destination website: its AI service, translation provider, language and prompts. */
  websiteId: number;
  /** The destination as the caller just read it (not read again). */
  website?: Website;
  title: string;
  html: string;
  excerpt: string;
  /** The source article's language code, when known (no translation when it is the same). */
  sourceLanguage?: string | null;
  /** Skip the translation provider: the AI itself writes in the destination's language. */
  skipTranslation: boolean;
  /** For the usage ledger. */
  jobId?: string;
  userId?: number | null;
  accountId?: number | null;
  /** Told when a stage starts (the clone job shows it). */
  onStage?: (stage: ArticleAiStage) => void | Promise<void>;
}

export interface ReworkResult {
  title: string;
  html: string;
  excerpt: string;
  seo: ArticleSeo;
}

/** What a rework answers (OpenAI strict structured outputs: every field required, no extras). */
export const REWORK_SCHEMA = withSeo(['title', 'html', 'excerpt'] as const);

export const REWORK_OUTPUT = jsonOutput<ReworkResult>('article_rework', REWORK_SCHEMA, (value) =>
  !value.title.trim() || !value.html.trim() ? 'title and html must not be empty' : null,
);

interface SeoAnswer {
  excerpt: string;
  seo: ArticleSeo;
}
const SEO_OUTPUT = jsonOutput<SeoAnswer>('article_seo', withSeo(['excerpt'] as const));

/** The parts of an AI copy a reviewer may have written again, one at a time. */
export const REVISABLE_PARTS = ['title', 'excerpt', 'html', 'seo'] as const;
export type RevisablePart = (typeof REVISABLE_PARTS)[number];

/** One part of a held copy written again, the rest of the copy as the reviewer has it. */
export interface ReviseInput {
  websiteId: number;
  part: RevisablePart;
  /** The copy as it stands (the reviewer's edits included). */
  draft: { title: string; html: string; excerpt: string; seo: ArticleSeo | null };
  /** What the reviewer wants of it ("shorter", "less formal"), if anything. */
  instruction?: string;
  userId: number | null;
  accountId: number | null;
}

/** A part written again: a text (title, excerpt, body), or the SEO object. */
export type RevisedPart =
  { part: 'seo'; seo: ArticleSeo } | { part: Exclude<RevisablePart, 'seo'>; text: string };

const TEXT_OUTPUT = jsonOutput<{ text: string }>(
  'article_part',
  {
    type: 'object',
    additionalProperties: false,
    required: ['text'],
    properties: { text: { type: 'string' } },
  },
  (value) => (!value.text.trim() ? 'text must not be empty' : null),
);
const SEO_ONLY_OUTPUT = jsonOutput<{ seo: ArticleSeo }>('article_seo_only', withSeo([] as const));

const PART_ASK: Record<RevisablePart, string> = {
  title:
    'Write the title again: one line, plain text, no quotes. Answer with JSON only: {"text": string}.',
  excerpt:
    'Write the excerpt again: one or two sentences, plain text. Answer with JSON only: {"text": string}.',
  html: 'Write the body again as HTML: keep its structure (paragraphs, headings, lists, figures) and every <img> and <a> element with exactly the same src and href addresses; add no other images or links. Answer with JSON only: {"text": string}.',
  seo: 'Write the SEO data again. Answer with JSON only: {"seo": {"title": string, "ogTitle": string, "metaDescription": string, "focusKeyword": string}}.',
};

/** An article to write from a topic and sources (Generate with AI). */
export interface WriteInput {
  /** The destination website: its AI service, language and prompts. */
  websiteId: number;
  topic: string;
  /** What kind of article: new, an update, a follow-up, a rework (told to the model). */
  instructions: string;
  sources: { title: string; html: string }[];
  /** The article an update or a rework starts from. */
  existing?: { title: string; html: string };
  /** The job whose room hears the text as it streams (`job.text`, field `article`). */
  jobId: string;
  userId: number | null;
  accountId: number | null;
}

export interface WrittenArticle {
  title: string;
  html: string;
  /** Null when the SEO answer failed: the article is kept without it. */
  excerpt: string | null;
  seo: ArticleSeo | null;
}

/** `it` → `Italian`, `pt-BR` → `Brazilian Portuguese`; the code itself if unknown. */
export function languageName(code: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

const sameLanguage = (a: string | null | undefined, b: string) =>
  !!a && a.toLowerCase().split(/[-_]/)[0] === b.toLowerCase().split(/[-_]/)[0];

/**
 * AI work on articles for a destination website, in one home (ARCHITECTURE.md): the rework a clone
 * asks for, and the article Generate with AI writes, each with its SEO data in the one schema.
 *
 * Rework: translates with the website's translation provider (HTML mode, tags kept), then has its
 * AI service rewrite the article following the website's rework, persona and SEO prompts,
 * answering JSON validated against REWORK_SCHEMA (asked again once when invalid). The body must
 * keep every image and link.
 *
 * Write: streams a new article (title line, then HTML) following the persona and generation
 * prompts, then asks for its excerpt and SEO data.
 */
@Injectable()
export class ArticleAiService {
  constructor(
    private readonly websites: WebsitesService,
    private readonly prompts: PromptsService,
    private readonly gateway: ProviderGateway,
  ) {}

  /** The destination and its AI service, or the refusal that says which is missing. */
  private async served(
    websiteId: number,
    known?: Website,
  ): Promise<Website & { aiServiceId: number }> {
    const website = known?.id === websiteId ? known : await this.websites.find(websiteId);
    if (!website) throw new DomainException(WEBSITE_ERRORS.notFound);
    if (website.aiServiceId === null) throw new DomainException(PROMPT_ERRORS.noAiService);
    return website as Website & { aiServiceId: number };
  }

  async write(input: WriteInput, signal?: AbortSignal): Promise<WrittenArticle> {
    const website = await this.served(input.websiteId);
    const prompts = await this.prompts.effectiveAll(website.id, ['persona', 'generation', 'seo']);
    const language = website.language
      ? `Write in ${languageName(website.language)} (${website.language}).`
      : '';
    const context = { websiteId: website.id, userId: input.userId, accountId: input.accountId };
    const system = [
      prompts.persona,
      prompts.generation && `Generation instructions:\n${prompts.generation}`,
      input.instructions,
      language,
      'Answer with the title alone on the first line, then a blank line, then the body as HTML (<p>, <h2>, <ul>, <blockquote>); no Markdown, no preamble.',
    ]
      .filter(Boolean)
      .join('\n\n');
    const prompt = [
      `Topic: ${input.topic}`,
      ...input.sources.map((s, i) => `Source ${i + 1}: ${s.title}\n${plain(s.html)}`),
      ...(input.existing
        ? [`Existing article: ${input.existing.title}\n${plain(input.existing.html, 12000)}`]
        : []),
    ].join('\n\n');
    const written = await this.gateway.complete(
      website.aiServiceId,
      { system, prompt, maxTokens: 3000, signal },
      {
        stream: { jobId: input.jobId, field: 'article' },
        context: { ...context, purpose: 'generate' },
      },
    );
    const { title, html } = splitArticle(written.text);
    const answer = await this.gateway
      .completeJson(
        website.aiServiceId,
        {
          system: [prompts.seo, language, 'Answer with JSON only.'].filter(Boolean).join('\n\n'),
          prompt: `Write the excerpt (one or two sentences) and the SEO data of this article.\n\nTitle: ${title}\n\n${plain(html, 8000)}`,
          maxTokens: 600,
          signal,
        },
        SEO_OUTPUT,
        { context: { ...context, purpose: 'generate' } },
      )
      .catch(() => null);
    return {
      title,
      html,
      excerpt: answer?.value.excerpt.trim() || null,
      seo: answer ? trimSeo(answer.value.seo) : null,
    };
  }

  /**
   * One part of a copy written again for its reviewer, following the website's persona, rework and
   * SEO prompts, in its language; the rest of the copy is the context. A body must keep every
   * image and link (asked again once, as a rework is).
   */
  async revise(input: ReviseInput, signal?: AbortSignal): Promise<RevisedPart> {
    const website = await this.served(input.websiteId);
    const prompts = await this.prompts.effectiveAll(website.id, ['persona', 'rework', 'seo']);
    const target = website.language?.trim() || null;
    const system = [
      prompts.persona,
      prompts.rework && `Rework instructions:\n${prompts.rework}`,
      input.part === 'seo' && prompts.seo && `SEO instructions:\n${prompts.seo}`,
      target
        ? `Write in ${languageName(target)} (${target}).`
        : 'Write in the language of the article.',
      PART_ASK[input.part],
    ]
      .filter(Boolean)
      .join('\n\n');
    const { title, excerpt, html } = input.draft;
    const prompt = [
      `Article:\n${JSON.stringify({ title, excerpt, html })}`,
      input.instruction?.trim() && `The editor asks: ${input.instruction.trim()}`,
    ]
      .filter(Boolean)
      .join('\n\n');
    const context = {
      websiteId: website.id,
      userId: input.userId,
      accountId: input.accountId ?? website.accountId,
      purpose: 'rework' as const,
    };
    const maxTokens =
      input.part === 'html'
        ? Math.min(16_000, Math.max(2048, Math.ceil(html.length / 2) + 400))
        : 600;
    if (input.part === 'seo') {
      const answer = await this.gateway
        .completeJson(website.aiServiceId, { system, prompt, maxTokens, signal }, SEO_ONLY_OUTPUT, {
          context,
        })
        .catch(invalidAnswer);
      return { part: 'seo', seo: trimSeo(answer.value.seo) };
    }
    const part = input.part;
    return keepingMedia(
      part === 'html' ? html : null,
      async (note) => {
        const answer = await this.gateway
          .completeJson(
            website.aiServiceId,
            { system, prompt: `${prompt}${note}`, maxTokens, signal },
            TEXT_OUTPUT,
            { context },
          )
          .catch(invalidAnswer);
        const text = part === 'html' ? answer.value.text : plain(answer.value.text, 2000);
        return { part, text };
      },
      (revised) => revised.text,
    );
  }

  async rework(input: ReworkInput, signal?: AbortSignal): Promise<ReworkResult> {
    const website = await this.served(input.websiteId, input.website);
    const context = {
      websiteId: website.id,
      userId: input.userId ?? null,
      accountId: input.accountId ?? website.accountId,
    };
    const target = website.language?.trim() || null;
    const needsLanguage = target !== null && !sameLanguage(input.sourceLanguage, target);
    let { title, html, excerpt } = input;
    let aiTranslates = false;
    if (needsLanguage) {
      if (!input.skipTranslation && website.translationProviderId !== null) {
        await input.onStage?.('translating');
        const source = input.sourceLanguage ?? undefined;
        const providerId = website.translationProviderId;
        // Empty texts are not sent (some engines refuse them).
        const translate = async (texts: string[], format: 'text' | 'html') => {
          const filled = texts.filter((x) => x.trim());
          if (!filled.length) return texts;
          const done = await this.gateway.translate(
            providerId,
            { texts: filled, target, source, format, signal },
            { context: { ...context, purpose: 'translate' } },
          );
          let at = 0;
          return texts.map((x) => (x.trim() ? (done.texts[at++] ?? x) : x));
        };
        const [titles, bodies] = await Promise.all([
          translate([title], 'text'),
          translate([html, excerpt], 'html'),
        ]);
        title = titles[0] ?? title;
        [html = input.html, excerpt = input.excerpt] = bodies;
      } else {
        aiTranslates = true;
      }
    }

    await input.onStage?.('rewriting');
    const prompts = await this.prompts.effectiveAll(website.id, [
      'persona',
      'rework',
      'seo',
      ...(aiTranslates ? (['translation'] as const) : []),
    ]);
    const language = target ? `${languageName(target)} (${target})` : null;
    const system = [
      prompts.persona,
      prompts.rework && `Rework instructions:\n${prompts.rework}`,
      prompts.seo && `SEO instructions:\n${prompts.seo}`,
      aiTranslates && language
        ? `Write everything in ${language}, translating the article.${prompts.translation ? `\nTranslation instructions:\n${prompts.translation}` : ''}`
        : language
          ? `Write everything in ${language}.`
          : 'Write in the language of the article.',
      'The body is HTML: keep its structure (paragraphs, headings, lists, figures) and every <img> and <a> element with exactly the same src and href addresses; add no other images or links.',
      'Answer with JSON only: {"title": string, "html": string, "excerpt": string, "seo": {"title": string, "ogTitle": string, "metaDescription": string, "focusKeyword": string}}.',
    ]
      .filter(Boolean)
      .join('\n\n');
    const article = JSON.stringify({ title, excerpt, html });
    const size = title.length + html.length + excerpt.length;
    const maxTokens = Math.min(16_000, Math.max(2048, Math.ceil(size / 2) + 800));

    return keepingMedia(
      html,
      async (note) => {
        const { value } = await this.gateway
          .completeJson(
            website.aiServiceId,
            { system, prompt: `Article:\n${article}${note}`, maxTokens, signal },
            REWORK_OUTPUT,
            { context: { ...context, purpose: 'rework' } },
          )
          .catch(invalidAnswer);
        return {
          title: value.title.trim(),
          html: value.html,
          excerpt: value.excerpt.trim(),
          seo: trimSeo(value.seo),
        };
      },
      (reworked) => reworked.html,
    );
  }
}

/** An answer that did not follow its schema (after the gateway asked again) says so, coded. */
function invalidAnswer(error: unknown): never {
  if (error instanceof ProviderCallError && error.reason === 'invalid-response') {
    throw new DomainException(PROMPT_ERRORS.invalidAnswer);
  }
  throw error;
}
