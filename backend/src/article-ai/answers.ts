import Ajv from 'ajv';
import { plainForPublish } from '../core/html/article-html';
import { DomainException } from '../core/http/domain-error';
import type { JsonOutput } from '../providers/gateway/types';
import { ARTICLE_AI_ERRORS } from './article-ai.errors';

/** The SEO data an article carries to Yoast: the one shape every AI answer gives it in. */
export interface ArticleSeo {
  title: string;
  ogTitle: string;
  metaDescription: string;
  focusKeyword: string;
}

const text = { type: 'string' } as const;

/** The SEO object of every AI answer (OpenAI strict structured outputs: all required, no extras). */
export const SEO_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['title', 'ogTitle', 'metaDescription', 'focusKeyword'],
  properties: { title: text, ogTitle: text, metaDescription: text, focusKeyword: text },
} as const;

/** An object schema of string fields beside the SEO object (`{ title, html, excerpt, seo }`). */
export function withSeo<K extends string>(fields: readonly K[]) {
  return {
    type: 'object',
    additionalProperties: false,
    required: [...fields, 'seo'],
    properties: { ...Object.fromEntries(fields.map((field) => [field, text])), seo: SEO_SCHEMA },
  } as const;
}

const ajv = new Ajv({ allErrors: true });

/** A structured output the gateway asks for and checks (`extra` refuses a valid but unusable one). */
export function jsonOutput<T>(
  name: string,
  schema: object,
  extra?: (value: T) => string | null,
): JsonOutput<T> {
  const valid = ajv.compile<T>(schema);
  return {
    name,
    schema: schema as Record<string, unknown>,
    parse(value: unknown): T {
      if (!valid(value)) throw new Error(ajv.errorsText(valid.errors));
      const refused = extra?.(value);
      if (refused) throw new Error(refused);
      return value;
    },
  };
}

/** The SEO fields as stored: trimmed. */
export const trimSeo = (seo: ArticleSeo): ArticleSeo => ({
  title: seo.title.trim(),
  ogTitle: seo.ogTitle.trim(),
  metaDescription: seo.metaDescription.trim(),
  focusKeyword: seo.focusKeyword.trim(),
});

/** Text of an article body, for the model (tags dropped, kept short). */
export const plain = (html: string, max = 6000) =>
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
    throw new DomainException(ARTICLE_AI_ERRORS.answerNoTitle);
  }
  if (!plain(rest)) throw new DomainException(ARTICLE_AI_ERRORS.answerNoBody);
  const html = /<[a-z][^>]*>/i.test(rest)
    ? rest
    : rest
        .split(/\n\s*\n/)
        .filter((p) => p.trim())
        .map((p) => `<p>${p.trim()}</p>`)
        .join('\n');
  return { title, html };
}
