/** An AI-written article as an editor form holds it: its text and its SEO data, flat. */
export interface ArticleDraftValues {
  title: string;
  excerpt: string;
  html: string;
  seoTitle: string;
  ogTitle: string;
  metaDescription: string;
  focusKeyword: string;
}
export type ArticleDraftField = keyof ArticleDraftValues;

export const ARTICLE_DRAFT_FIELDS: readonly ArticleDraftField[] = [
  'title',
  'excerpt',
  'html',
  'seoTitle',
  'ogTitle',
  'metaDescription',
  'focusKeyword',
];
export const SEO_FIELDS = ['seoTitle', 'ogTitle', 'metaDescription', 'focusKeyword'] as const;

/** The parts the AI may be asked to write again, one at a time. */
export type ArticlePart = 'title' | 'excerpt' | 'html' | 'seo';

interface ArticleSeo {
  title: string;
  ogTitle: string;
  metaDescription: string;
  focusKeyword: string;
}

/** The API's draft (`ArticleDraftDto`): SEO data as an object, null when all of it is empty. */
export interface ArticleDraftBody {
  title: string;
  html: string;
  excerpt: string;
  seo: ArticleSeo | null;
}

export const valuesOf = (text: {
  title?: string | null;
  html?: string | null;
  excerpt?: string | null;
  seo?: Partial<ArticleSeo> | null;
}): ArticleDraftValues => ({
  title: text.title ?? '',
  excerpt: text.excerpt ?? '',
  html: text.html ?? '',
  seoTitle: text.seo?.title ?? '',
  ogTitle: text.seo?.ogTitle ?? '',
  metaDescription: text.seo?.metaDescription ?? '',
  focusKeyword: text.seo?.focusKeyword ?? '',
});

export function bodyOf(draft: ArticleDraftValues): ArticleDraftBody {
  const seo = SEO_FIELDS.some((field) => draft[field].trim())
    ? {
        title: draft.seoTitle,
        ogTitle: draft.ogTitle,
        metaDescription: draft.metaDescription,
        focusKeyword: draft.focusKeyword,
      }
    : null;
  return { title: draft.title, html: draft.html, excerpt: draft.excerpt, seo };
}

/** The client rule every editor of AI work shares: a title. */
export const draftRules = (draft: ArticleDraftValues) =>
  draft.title.trim() ? {} : { title: 'reviews.rules.titleRequired' as const };
