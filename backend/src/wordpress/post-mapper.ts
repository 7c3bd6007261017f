import { POST_STATUSES, type PostStatus, type RemotePost } from './wordpress.types';

/** The subset of a `context=edit` post that the sync asks for with `_fields`. */
export interface RawPost {
  id: number;
  date_gmt?: string | null;
  modified_gmt?: string | null;
  status?: string;
  link?: string;
  title?: { raw?: string; rendered?: string };
  content?: { raw?: string; rendered?: string };
  excerpt?: { raw?: string; rendered?: string };
  author?: number;
  featured_media?: number;
  categories?: number[];
  tags?: number[];
  meta?: Record<string, unknown> | unknown[];
  yoast_head_json?: { title?: string; description?: string; og_title?: string } | null;
}

/** Fields requested from `wp/v2/posts`, so WordPress renders no more than the sync stores. */
export const POST_FIELDS = [
  'id',
  'date_gmt',
  'modified_gmt',
  'status',
  'link',
  'title.raw',
  'content.rendered',
  'excerpt.raw',
  'excerpt.rendered',
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

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  hellip: '…',
  ndash: '–',
  mdash: '—',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === '#') {
      const n =
        code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : Number(code.slice(1));
      return Number.isFinite(n) && n > 0 && n < 0x110000 ? String.fromCodePoint(n) : whole;
    }
    return ENTITIES[code.toLowerCase()] ?? whole;
  });
}

export const plainText = (html: string) =>
  decodeEntities(html.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/** Maps a REST post; SEO fields come from the Yoast meta keys, else from `yoast_head_json`. */
export function mapPost(raw: RawPost): RemotePost | null {
  const status = raw.status as PostStatus;
  const modifiedAt = parseGmt(raw.modified_gmt);
  if (!Number.isInteger(raw.id) || !POST_STATUSES.includes(status) || !modifiedAt) return null;
  const meta = raw.meta && !Array.isArray(raw.meta) ? raw.meta : {};
  const head = raw.yoast_head_json ?? {};
  const date = parseGmt(raw.date_gmt);
  const rawTitle = raw.title?.raw ?? plainText(raw.title?.rendered ?? '');
  return {
    remoteId: raw.id,
    title: rawTitle,
    status,
    authorRemoteId: raw.author ? raw.author : null,
    createdAt: date,
    publishedAt: status === 'publish' || status === 'private' || status === 'future' ? date : null,
    modifiedAt,
    contentHtml: raw.content?.rendered ?? raw.content?.raw ?? '',
    excerpt: text(raw.excerpt?.raw) ?? plainText(raw.excerpt?.rendered ?? ''),
    link: raw.link ?? '',
    featuredMediaId: raw.featured_media ? raw.featured_media : null,
    categoryIds: Array.isArray(raw.categories) ? raw.categories : [],
    tagIds: Array.isArray(raw.tags) ? raw.tags : [],
    seoTitle: text(meta._yoast_wpseo_title) ?? text(head.title),
    ogTitle: text(meta['_yoast_wpseo_opengraph-title']) ?? text(head.og_title),
    metaDescription: text(meta._yoast_wpseo_metadesc) ?? text(head.description),
    focusKeyword: text(meta._yoast_wpseo_focuskw),
  };
}
