import Ajv from 'ajv';
import { plainForPublish } from '../core/html/article-html';
import { DomainException } from '../core/http/domain-error';
import type { JsonOutput } from '../providers/gateway/types';
import type { GenerationMode } from './entities/generated-article.entity';
import { GENERATION_ERRORS } from './generation.errors';

export const MODE_TEXT: Record<GenerationMode, string> = {
  update:
    'Update the existing article with the new facts of the sources: keep what is still true, correct what changed, add what is new.',
  follow_up:
    'Write a follow-up article: what happened next, building on the sources and referring back to them.',
  rework: 'Rework the existing article into a new article on the topic, using the sources.',
};

export interface SeoAnswer {
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
export const SEO_OUTPUT: JsonOutput<SeoAnswer> = {
  name: 'article_seo',
  schema: SEO_SCHEMA as unknown as Record<string, unknown>,
  parse(value) {
    if (!validSeo(value)) throw new Error(ajv.errorsText(validSeo.errors));
    return value;
  },
};

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
