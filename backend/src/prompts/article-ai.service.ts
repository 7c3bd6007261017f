import { Injectable } from '@nestjs/common';
import Ajv from 'ajv';
import { DomainException } from '../core/http/domain-error';
import { ProviderCallError } from '../providers/gateway/provider-call-error';
import { ProviderGateway } from '../providers/gateway/provider-gateway.service';
import type { JsonOutput } from '../providers/gateway/types';
import { WEBSITE_ERRORS } from '../websites/websites.errors';
import { WebsitesService } from '../websites/websites.service';
import { mediaChange } from './article-media';
import { PROMPT_ERRORS } from './prompts.errors';
import { PromptsService } from './prompts.service';

export type ArticleAiStage = 'translating' | 'rewriting';

export interface ReworkInput {
  /** The destination website: its AI service, translation provider, language and prompts. */
  websiteId: number;
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

export interface ArticleSeo {
  title: string;
  ogTitle: string;
  metaDescription: string;
  focusKeyword: string;
}

export interface ReworkResult {
  title: string;
  html: string;
  excerpt: string;
  seo: ArticleSeo;
}

const text = { type: 'string' } as const;
/** What the AI must answer (OpenAI strict structured outputs: every field required, no extras). */
export const REWORK_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['title', 'html', 'excerpt', 'seo'],
  properties: {
    title: text,
    html: text,
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
const validRework = ajv.compile<ReworkResult>(REWORK_SCHEMA);

export const REWORK_OUTPUT: JsonOutput<ReworkResult> = {
  name: 'article_rework',
  schema: REWORK_SCHEMA as unknown as Record<string, unknown>,
  parse(value: unknown): ReworkResult {
    if (!validRework(value)) throw new Error(ajv.errorsText(validRework.errors));
    if (!value.title.trim() || !value.html.trim())
      throw new Error('title and html must not be empty');
    return value;
  },
};

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
 * AI work on articles for a destination website: the rework a clone asks for. Translates with the
 * website's translation provider (HTML mode, tags kept), then has its AI service rewrite the
 * article following the website's rework, persona and SEO prompts, answering JSON validated
 * against REWORK_SCHEMA (asked again once when invalid). The body must keep every image and link.
 */
@Injectable()
export class ArticleAiService {
  constructor(
    private readonly websites: WebsitesService,
    private readonly prompts: PromptsService,
    private readonly gateway: ProviderGateway,
  ) {}

  async rework(input: ReworkInput, signal?: AbortSignal): Promise<ReworkResult> {
    const website = await this.websites.find(input.websiteId);
    if (!website) throw new DomainException(WEBSITE_ERRORS.notFound);
    if (website.aiServiceId === null) throw new DomainException(PROMPT_ERRORS.noAiService);
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

    let note = '';
    for (let round = 0; round < 2; round++) {
      const answer = await this.gateway
        .completeJson(
          website.aiServiceId,
          { system, prompt: `Article:\n${article}${note}`, maxTokens, signal },
          REWORK_OUTPUT,
          { context: { ...context, purpose: 'rework' } },
        )
        .catch((error: unknown) => {
          if (error instanceof ProviderCallError && error.reason === 'invalid-response') {
            throw new DomainException(PROMPT_ERRORS.invalidAnswer);
          }
          throw error;
        });
      const value = answer.value;
      const changed = mediaChange(html, value.html);
      if (changed === null) {
        return {
          title: value.title.trim(),
          html: value.html,
          excerpt: value.excerpt.trim(),
          seo: {
            title: value.seo.title.trim(),
            ogTitle: value.seo.ogTitle.trim(),
            metaDescription: value.seo.metaDescription.trim(),
            focusKeyword: value.seo.focusKeyword.trim(),
          },
        };
      }
      if (round === 1) {
        throw new DomainException(PROMPT_ERRORS.mediaChanged, {
          message: `The AI answer lost or changed ${changed}.`,
          params: { address: changed },
        });
      }
      note = `\n\nYour previous answer lost or changed the image or link ${changed}. Keep every image and link of the body exactly as given.`;
    }
    throw new DomainException(PROMPT_ERRORS.invalidAnswer);
  }
}
