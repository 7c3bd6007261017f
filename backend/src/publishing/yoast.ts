import { plainForPublish } from '../core/html/article-html';
import type { RawPost } from '../wordpress/post-mapper';

/** The Yoast fields a post's SEO data is written to (REST-writable once Yoast registers them). */
export const YOAST_KEYS = {
  title: '_yoast_wpseo_title',
  metaDescription: '_yoast_wpseo_metadesc',
  focusKeyword: '_yoast_wpseo_focuskw',
  ogTitle: '_yoast_wpseo_opengraph-title',
  ogDescription: '_yoast_wpseo_opengraph-description',
} as const;
/** Where the original is, for search engines (dropped where Yoast does not register it). */
export const CANONICAL_KEY = '_yoast_wpseo_canonical';
/** Yoast's primary category: a term id of the site the post is on. */
export const PRIMARY_CATEGORY_KEY = '_yoast_wpseo_primary_category';

/** What became of the SEO data: stuck in Yoast, refused by it, no Yoast, or not asked for. */
export const YOAST_OUTCOMES = ['saved', 'not_saved', 'absent', 'skipped'] as const;
export type YoastOutcome = (typeof YOAST_OUTCOMES)[number];

/** SEO data as written to Yoast. */
export interface SeoFields {
  title?: string | null;
  metaDescription?: string | null;
  focusKeyword?: string | null;
  ogTitle?: string | null;
  ogDescription?: string | null;
}

/** The Yoast meta of SEO data: each field that has a value, under its Yoast key. */
export function yoastMeta(seo: SeoFields): Record<string, string> {
  const meta: Record<string, string> = {};
  for (const [field, key] of Object.entries(YOAST_KEYS)) {
    const value = seo[field as keyof SeoFields];
    if (value) meta[key] = value;
  }
  return meta;
}

/**
 * Whether every Yoast SEO field written reads back as written, as WordPress stores it (cleaned);
 * the canonical and other carried fields are best effort.
 */
export function yoastStuck(post: RawPost, meta: Record<string, string>): boolean {
  const stored = post.meta && !Array.isArray(post.meta) ? post.meta : {};
  return Object.values(YOAST_KEYS).every(
    (key) => meta[key] === undefined || String(stored[key] ?? '') === plainForPublish(meta[key]),
  );
}
