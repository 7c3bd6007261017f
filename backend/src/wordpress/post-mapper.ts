import { decodeHTML } from 'entities';
import { parseFragment, type DefaultTreeAdapterMap } from 'parse5';
import { POST_STATUSES, type PostStatus, type RemotePost } from './wordpress.types';

/** What Yoast SEO adds to a post as `yoast_head_json`: the values it generates for the page. */
export interface YoastHead {
  title?: string;
  description?: string;
  og_title?: string;
  og_description?: string;
}

/** The subset of a `context=edit` post that the sync asks for with `_fields`. */
export interface RawPost {
  id: number;
  date?: string | null;
  date_gmt?: string | null;
  modified?: string | null;
  modified_gmt?: string | null;
  slug?: string;
  status?: string;
  sticky?: boolean;
  link?: string;
  title?: { raw?: string; rendered?: string };
  content?: { raw?: string; rendered?: string; protected?: boolean };
  /** A protected post's password (`context=edit` only); empty when the post is not protected. */
  password?: string;
  excerpt?: { raw?: string; rendered?: string; protected?: boolean };
  author?: number;
  featured_media?: number;
  categories?: number[];
  tags?: number[];
  meta?: Record<string, unknown> | unknown[];
  yoast_head_json?: YoastHead | null;
}

/** Fields requested from `wp/v2/posts`, so WordPress renders no more than the sync stores. */
export const POST_FIELDS = [
  'id',
  'date',
  'date_gmt',
  'modified',
  'modified_gmt',
  'slug',
  'status',
  'sticky',
  'link',
  'title.raw',
  'title.rendered',
  'content.raw',
  'content.rendered',
  'content.protected',
  'excerpt.raw',
  'excerpt.rendered',
  'password',
  'author',
  'featured_media',
  'categories',
  'tags',
  'meta',
  'yoast_head_json',
].join(',');

/** WordPress's `*_gmt` values carry no zone: they are UTC. */
export function parseGmt(value: string | null | undefined): Date | null {
  if (!value || value.startsWith('0000')) return null;
  const date = new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(value) ? value : `${value}Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** WordPress's site-local `date`/`modified` (`2026-11-20T10:00:00`), kept as the wall time it is. */
export function localDate(value: string | null | undefined): string | null {
  if (!value || value.startsWith('0000')) return null;
  const match = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d)/.exec(value.replace(' ', 'T'));
  return match ? match[1]! : null;
}

/** HTML entities decoded (the HTML standard's table, `entities`): `Tom &amp; Jerry&#8217;s`. */
export const decodeEntities = (text: string): string => decodeHTML(text);

type Node = DefaultTreeAdapterMap['node'];

/** Elements whose content is not text a reader sees (as `wp_strip_all_tags` drops them). */
const HIDDEN = new Set(['script', 'style', 'template']);

function textOf(node: Node, out: string[]): void {
  if (node.nodeName === '#text') {
    out.push((node as DefaultTreeAdapterMap['textNode']).value);
    return;
  }
  if (HIDDEN.has(node.nodeName) || !('childNodes' in node)) return;
  for (const child of node.childNodes) textOf(child, out);
}

/**
 * The text a reader sees of a bit of WordPress HTML: markup dropped (read by the HTML parser,
 * parse5, not cut by pattern), entities decoded, white space collapsed. Text without `<` is only
 * decoded.
 */
export function plainText(html: string | null | undefined): string {
  if (!html) return '';
  let text: string;
  if (html.includes('<')) {
    const out: string[] = [];
    textOf(parseFragment(html), out);
    text = out.join('');
  } else {
    text = decodeEntities(html);
  }
  return text.replace(/\s+/g, ' ').trim();
}

/** Plain text, or null when there is none. */
const textOrNull = (html: unknown): string | null =>
  typeof html === 'string' ? plainText(html) || null : null;

/** Characters `wptexturize` may turn into others (quotes, dashes, ellipses) and spaces. */
const texturized = (s: string) => s.replace(/[\s'"‘’‚“”„′″«»\-‐‑–—.…×&]/gu, '');

/**
 * A post's title as WordPress shows it: `title.rendered` (texturized: `’`, `–`) as text. In REST
 * WordPress drops the "Protected: " prefix itself but prefixes private posts' titles with the
 * site's (translated) "Private: ": that prefix is the part of the rendered title before the text
 * of `title.raw`, and is dropped.
 */
export function postTitle(raw: RawPost['title'], status: string | undefined): string {
  const rendered = plainText(raw?.rendered ?? raw?.raw ?? '');
  if (status !== 'private' || raw?.raw === undefined) return rendered;
  const own = texturized(plainText(raw.raw));
  for (let i = 0; i <= Math.min(60, rendered.length); i++) {
    const boundary = i === 0 || i === rendered.length || /\s/.test(rendered[i - 1]!);
    if (boundary && texturized(rendered.slice(i)) === own) {
      return rendered.slice(i);
    }
  }
  return rendered;
}

/** The slug people read (WordPress keeps non-Latin slugs percent-encoded). */
export function readableSlug(slug: string | undefined): string {
  if (!slug) return '';
  try {
    return decodeURIComponent(slug);
  } catch {
    return slug;
  }
}

/** Maps a REST post; editor-set SEO fields come from Yoast's meta keys, defaults from its head. */
export function mapPost(raw: RawPost): RemotePost | null {
  const status = raw.status as PostStatus;
  const modifiedAt = parseGmt(raw.modified_gmt);
  if (!Number.isInteger(raw.id) || !POST_STATUSES.includes(status) || !modifiedAt) return null;
  const meta = raw.meta && !Array.isArray(raw.meta) ? raw.meta : {};
  const head = raw.yoast_head_json ?? {};
  const date = parseGmt(raw.date_gmt);
  const handWritten = typeof raw.excerpt?.raw === 'string' && raw.excerpt.raw.trim() !== '';
  const shownExcerpt = plainText(raw.excerpt?.rendered ?? '');
  return {
    remoteId: raw.id,
    title: postTitle(raw.title, raw.status),
    slug: readableSlug(raw.slug),
    status,
    sticky: raw.sticky === true,
    passwordProtected: raw.content?.protected === true || raw.excerpt?.protected === true,
    authorRemoteId: raw.author ? raw.author : null,
    createdAt: date,
    createdAtLocal: localDate(raw.date),
    publishedAt: status === 'publish' || status === 'private' || status === 'future' ? date : null,
    modifiedAt,
    modifiedAtLocal: localDate(raw.modified),
    contentHtml: raw.content?.rendered ?? raw.content?.raw ?? '',
    // The rendered excerpt is the hand-written one when there is one (texturized, as shown).
    excerpt: handWritten ? shownExcerpt || plainText(raw.excerpt!.raw) : null,
    excerptGenerated: handWritten ? null : shownExcerpt || null,
    link: raw.link ?? '',
    featuredMediaId: raw.featured_media ? raw.featured_media : null,
    categoryIds: Array.isArray(raw.categories) ? raw.categories : [],
    tagIds: Array.isArray(raw.tags) ? raw.tags : [],
    seoTitle: textOrNull(meta._yoast_wpseo_title),
    seoTitleDefault: textOrNull(head.title),
    metaDescription: textOrNull(meta._yoast_wpseo_metadesc),
    metaDescriptionDefault: textOrNull(head.description),
    ogTitle: textOrNull(meta['_yoast_wpseo_opengraph-title']),
    ogTitleDefault: textOrNull(head.og_title),
    ogDescription: textOrNull(meta['_yoast_wpseo_opengraph-description']),
    ogDescriptionDefault: textOrNull(head.og_description),
    focusKeyword: textOrNull(meta._yoast_wpseo_focuskw),
    source: sourceOf(raw),
  };
}

/**
 * The post as its editor wrote it (`context=edit`): what a clone copies. Null when WordPress did
 * not send the raw fields (a `view` answer).
 */
function sourceOf(raw: RawPost): RemotePost['source'] {
  if (typeof raw.content?.raw !== 'string' || typeof raw.title?.raw !== 'string') return null;
  return {
    title: raw.title.raw,
    content: raw.content.raw,
    excerpt: raw.excerpt?.raw ?? '',
    password: typeof raw.password === 'string' ? raw.password : '',
    yoast: yoastFieldsOf(raw.meta),
  };
}

/**
 * Yoast's fields of a post that a verbatim copy carries: every `_yoast_wpseo_*` text it has (SEO
 * and OG titles and descriptions, Twitter's, focus keyphrase, robots…), by the site's REST `meta`.
 * Not the ids of the source's own records (image ids, primary terms other than the category):
 * they name other things on the destination; and not its canonical: a copy's canonical is its
 * source. The primary category's id is kept: a clone names the same category on the destination.
 */
export function yoastFieldsOf(meta: RawPost['meta']): Record<string, string> {
  const fields: Record<string, string> = {};
  if (!meta || Array.isArray(meta)) return fields;
  for (const [key, value] of Object.entries(meta)) {
    if (!key.startsWith('_yoast_wpseo_') || NOT_COPIED.test(key)) continue;
    if (typeof value === 'string' && value.trim() !== '') fields[key] = value;
  }
  return fields;
}

const NOT_COPIED = /^_yoast_wpseo_(?:primary_(?!category$).*|.*-image-id|canonical)$/;

/**
 * The media library items a post's body shows, by their `wp-image-<id>` class (how the block and
 * classic editors name an image's attachment), each once, in order.
 */
export function bodyMediaIds(html: string): number[] {
  const ids = new Set<number>();
  for (const match of html.matchAll(/<img\b[^>]*\bclass\s*=\s*["'][^"']*\bwp-image-(\d+)\b/gi)) {
    ids.add(Number(match[1]));
  }
  return [...ids];
}
