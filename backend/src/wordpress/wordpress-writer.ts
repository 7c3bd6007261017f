import { plainForPublish, sanitizeForPublish } from '../core/html/article-html';
import { OutboundHttpError, type OutboundHttp } from '../core/security/outbound-http';
import { plainText, readableSlug, type RawPost } from './post-mapper';
import { fromTransport, MALFORMED, WordPressError } from './wordpress.errors';
import type { WordPressSite } from './wordpress-site';

/** What a clone writes to a post; absent fields are left as they are on an update. */
export interface PostWrite {
  title?: string;
  content?: string;
  excerpt?: string;
  slug?: string;
  status?: 'draft' | 'publish' | 'private' | 'future';
  /** UTC, `YYYY-MM-DDTHH:mm:ss`. */
  date_gmt?: string;
  categories?: number[];
  tags?: number[];
  featured_media?: number;
  meta?: Record<string, string>;
  /** A protected post's password (a copy is as protected as its original). */
  password?: string;
  /** The author's user id on this site; absent: the API user. */
  author?: number;
  /** Kept at the top of the blog's front page. */
  sticky?: boolean;
}

/** Who a user is on a site, as far as the connection may see: email and login need list_users. */
export interface RemoteUser {
  id: number;
  slug: string;
  username?: string;
  email?: string;
}

/** An attachment as a clone needs it: its id, full-size address and its sizes' addresses. */
export interface RemoteMedia {
  id: number;
  url: string;
  /** Size name (`medium`, `large`…) → address. */
  sizes: Record<string, string>;
  /** Size name → its `WIDTHxHEIGHT` (as WordPress names the files), where WordPress tells it. */
  dimensions?: Record<string, string>;
  /** The post it is attached to (WordPress's `post`); 0 when none or not known. */
  attachedTo?: number;
}

/** What an upload says of the image beside its file. */
export interface MediaDescription {
  alt_text?: string;
  caption?: string;
  title?: string;
}

interface RawMedia {
  id: number;
  post?: number | null;
  source_url?: string;
  mime_type?: string;
  media_details?: {
    sizes?: Record<string, { source_url?: string; width?: number; height?: number }>;
  };
}

const IMAGE_TIMEOUT_MS = 60_000;
const IMAGE_MAX_BYTES = 25 * 1024 * 1024;
const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/svg+xml': 'svg',
};

/** The write side of the REST API a clone uses: posts, media and terms of one site. */
export class WordPressWriter {
  constructor(
    private readonly site: WordPressSite,
    private readonly http: OutboundHttp,
  ) {}

  /** A post in `context=edit` (raw title, content, excerpt, meta); null when it is gone. */
  async post(id: number): Promise<RawPost | null> {
    const answer = await this.site.send<RawPost>('GET', `wp/v2/posts/${id}`, {
      query: { context: 'edit' },
    });
    if (answer.ok) return answer.data;
    if (answer.status === 404 || answer.status === 410) return null;
    throw answer.failure;
  }

  /**
   * A post (not trashed) of exactly this title, by `author` (default: the API user), created at or
   * after `since` (less a minute for clock skew), or null: a post whose creation's answer was lost.
   */
  async createdSince(title: string, since: Date, author?: number): Promise<RawPost | null> {
    // The title as `createPost` wrote it.
    const written = plainForPublish(title);
    let authorId = author;
    if (authorId === undefined) {
      const me = await this.site.send<{ id: number }>('GET', 'wp/v2/users/me');
      if (!me.ok) throw me.failure;
      authorId = me.data.id;
    }
    const answer = await this.site.send<RawPost[]>('GET', 'wp/v2/posts', {
      query: {
        search: written.slice(0, 100),
        author: authorId,
        status: 'publish,future,draft,pending,private',
        context: 'edit',
        orderby: 'id',
        order: 'desc',
        per_page: 20,
        _fields: 'id,status,link,title,date_gmt,modified_gmt',
      },
    });
    if (!answer.ok) throw answer.failure;
    if (!Array.isArray(answer.data)) throw MALFORMED();
    const from = since.getTime() - 60_000;
    return (
      answer.data.find(
        (p) => p.title?.raw === written && new Date(`${p.modified_gmt ?? ''}Z`).getTime() >= from,
      ) ?? null
    );
  }

  async createPost(write: PostWrite): Promise<RawPost> {
    const answer = await this.site.send<RawPost>('POST', 'wp/v2/posts', { json: clean(write) });
    if (!answer.ok) throw answer.failure;
    return checked(answer.data);
  }

  /** Null when the post no longer exists (deleted for good). */
  async updatePost(id: number, write: PostWrite): Promise<RawPost | null> {
    const answer = await this.site.send<RawPost>('POST', `wp/v2/posts/${id}`, {
      json: clean(write),
    });
    if (answer.ok) return checked(answer.data);
    if (answer.status === 404 || answer.status === 410) return null;
    throw answer.failure;
  }

  /** Moves a post to the trash; false when it is gone or in the trash already (404, 410). */
  async trashPost(id: number): Promise<boolean> {
    const answer = await this.site.send('DELETE', `wp/v2/posts/${id}`);
    if (answer.ok) return true;
    if (answer.status === 404 || answer.status === 410) return false;
    throw answer.failure;
  }

  /** Attachments by id (bulk `include=`), with their sizes. */
  async media(ids: number[]): Promise<Map<number, RemoteMedia>> {
    const out = new Map<number, RemoteMedia>();
    const unique = [...new Set(ids)].filter((id) => Number.isInteger(id) && id > 0);
    for (let i = 0; i < unique.length; i += 100) {
      const answer = await this.site.send<RawMedia[]>('GET', 'wp/v2/media', {
        query: {
          include: unique.slice(i, i + 100).join(','),
          per_page: 100,
          _fields: 'id,post,source_url,media_details',
        },
      });
      if (!answer.ok) throw answer.failure;
      if (!Array.isArray(answer.data)) throw MALFORMED();
      for (const raw of answer.data) {
        const media = mediaOf(raw);
        if (media) out.set(media.id, media);
      }
    }
    return out;
  }

  /** Attaches media items to a post (WordPress's `post` parent), one request each. */
  async attach(ids: number[], postId: number): Promise<void> {
    for (const id of new Set(ids)) {
      const answer = await this.site.send('POST', `wp/v2/media/${id}`, { json: { post: postId } });
      // One deleted meanwhile is not this copy's concern.
      if (!answer.ok && answer.status !== 404 && answer.status !== 410) throw answer.failure;
    }
  }

  /** Names of categories or tags by id (decoded text). */
  async termsById(taxonomy: 'categories' | 'tags', ids: number[]): Promise<Map<number, string>> {
    const unique = [...new Set(ids)].filter((id) => Number.isInteger(id) && id > 0);
    if (unique.length === 0) return new Map();
    const answer = await this.site.send<{ id: number; name?: string }[]>(
      'GET',
      `wp/v2/${taxonomy}`,
      {
        query: { include: unique.slice(0, 100).join(','), per_page: 100, _fields: 'id,name' },
      },
    );
    if (!answer.ok) throw answer.failure;
    if (!Array.isArray(answer.data)) throw MALFORMED();
    return new Map(answer.data.map((t) => [t.id, plainText(t.name ?? '')]));
  }

  /**
   * Uploads an image to the media library, with its text (WordPress reads the fields of an upload
   * from the query, as from a form).
   */
  async upload(
    image: { body: Buffer; contentType: string; filename: string },
    description: MediaDescription = {},
  ): Promise<RemoteMedia> {
    const answer = await this.site.send<RawMedia>('POST', 'wp/v2/media', {
      query: describedMedia(description),
      body: image.body,
      headers: {
        'content-type': image.contentType,
        'content-disposition': `attachment; filename="${image.filename.replace(/["\\\r\n]/g, '')}"`,
      },
      timeoutMs: IMAGE_TIMEOUT_MS,
    });
    if (!answer.ok) throw answer.failure;
    const media = mediaOf(answer.data);
    if (!media) throw MALFORMED();
    return media;
  }

  /** A user of this site as the connection may see them; null when it may not (or none). */
  async user(id: number): Promise<RemoteUser | null> {
    for (const context of ['edit', 'view']) {
      const answer = await this.site.send<RawUser>('GET', `wp/v2/users/${id}`, {
        query: { context, _fields: USER_FIELDS },
      });
      if (answer.ok) return userOf(answer.data);
      if (answer.status === 404) return null;
    }
    return null;
  }

  /**
   * The user of this site who is `who` (an email, a login or a slug, compared without case), or
   * null. Email and login are seen with list_users; a lesser connection matches authors by slug
   * (WordPress's slug of a login is the login, lower case).
   */
  async findUser(who: {
    email?: string;
    username?: string;
    slug?: string;
  }): Promise<number | null> {
    const same = (a: string | undefined, b: string | undefined) =>
      !!a && !!b && a.toLowerCase() === b.toLowerCase();
    const search = who.email || who.username || who.slug;
    if (!search) return null;
    for (const query of [
      { search, context: 'edit' },
      // Without list_users WordPress lists only users with published posts, in the view context.
      { search: who.username || who.slug || search },
    ]) {
      const answer = await this.site.send<RawUser[]>('GET', 'wp/v2/users', {
        query: { ...query, per_page: 100, _fields: USER_FIELDS },
      });
      if (!answer.ok) continue;
      if (!Array.isArray(answer.data)) return null;
      const match = answer.data
        .map(userOf)
        .find(
          (user) =>
            !!user &&
            (same(user.email, who.email) ||
              same(user.username, who.username) ||
              same(user.slug, who.slug) ||
              same(user.slug, who.username)),
        );
      if (match) return match.id;
    }
    return null;
  }

  /**
   * The id of the category or tag of this name, created when missing. An existing term whose name
   * or slug differs only in case, accents, spacing or punctuation ("coast", "Côte", "Sport-News")
   * is the same term: WordPress itself refuses only an exact name (with `term_exists`, whose
   * answer carries the existing term's id) and would make a near-duplicate ("cote-2") of the rest.
   * A category is looked for, and created, under `parent` (0: at the root).
   */
  async ensureTerm(taxonomy: 'categories' | 'tags', name: string, parent = 0): Promise<number> {
    const hierarchical = taxonomy === 'categories';
    const clean = plainForPublish(name);
    const wanted = termKey(clean);
    // WordPress searches names and slugs for the text as given: asked for the longest word, it
    // finds the spellings that differ in punctuation too (its collation ignores case and accents).
    const word = wanted.split(' ').reduce((a, b) => (b.length > a.length ? b : a), '');
    const found = await this.site.send<
      { id: number; name?: string; slug?: string; parent?: number }[]
    >('GET', `wp/v2/${taxonomy}`, {
      query: {
        search: word || clean,
        per_page: 100,
        _fields: hierarchical ? 'id,name,slug,parent' : 'id,name,slug',
      },
    });
    if (found.ok && Array.isArray(found.data)) {
      const match = found.data.find(
        (term) =>
          Number.isInteger(term.id) &&
          (!hierarchical || (Number(term.parent) || 0) === parent) &&
          (termKey(plainText(term.name ?? '')) === wanted ||
            termKey(readableSlug(term.slug)) === wanted),
      );
      if (match) return match.id;
    }
    const answer = await this.site.send<{ id: number }>('POST', `wp/v2/${taxonomy}`, {
      json: hierarchical && parent > 0 ? { name: clean, parent } : { name: clean },
    });
    if (answer.ok && Number.isInteger(answer.data.id)) return answer.data.id;
    if (!answer.ok) {
      const existing = Number(
        (answer.error as { code?: string; data?: { term_id?: unknown } } | null)?.data?.term_id,
      );
      if (answer.error?.code === 'term_exists' && existing > 0) return existing;
      throw answer.failure;
    }
    throw MALFORMED();
  }

  /** Downloads an image through the outbound guard (private addresses refused, redirects checked). */
  async download(url: string): Promise<{ body: Buffer; contentType: string; filename: string }> {
    let res;
    try {
      res = await this.http.fetch(url, {
        timeoutMs: IMAGE_TIMEOUT_MS,
        maxBytes: IMAGE_MAX_BYTES,
        headers: { accept: 'image/*' },
      });
    } catch (error) {
      if (error instanceof OutboundHttpError) throw fromTransport(error.reason, error.message, url);
      throw error;
    }
    if (res.status < 200 || res.status >= 300) {
      throw new WordPressError(
        'unexpected-response',
        `The image ${url} could not be downloaded (HTTP ${res.status}).`,
        res.status,
      );
    }
    const contentType = (res.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    if (!contentType.startsWith('image/')) {
      throw new WordPressError('unexpected-response', `${url} is not an image (${contentType}).`);
    }
    return { body: res.body, contentType, filename: filenameOf(url, contentType) };
  }
}

/** An upload's text as WordPress takes it: plain, the empty fields left to WordPress. */
function describedMedia(description: MediaDescription): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of ['alt_text', 'caption', 'title'] as const) {
    const text = plainForPublish(description[key] ?? '');
    if (text) out[key] = text;
  }
  return out;
}

/** Meta fields holding an address (Yoast's canonical, social images, redirect). */
const ADDRESS_META = /(?:canonical|-image|redirect)$/;

/**
 * Every post this product writes passes here (ARCHITECTURE "What we publish is clean"), whoever
 * produced it: the body and excerpt through the sync's sanitiser, the title and SEO fields as text,
 * an address field only when it is http(s).
 */
export function clean(write: PostWrite): PostWrite {
  return {
    ...write,
    ...(write.title !== undefined ? { title: plainForPublish(write.title) } : {}),
    ...(write.content !== undefined ? { content: sanitizeForPublish(write.content) } : {}),
    ...(write.excerpt !== undefined ? { excerpt: sanitizeForPublish(write.excerpt) } : {}),
    ...(write.meta ? { meta: cleanMeta(write.meta) } : {}),
  };
}

function cleanMeta(meta: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(meta)) {
    const text = plainForPublish(value);
    if (ADDRESS_META.test(key) && text && !/^https?:\/\//i.test(text.trim())) continue;
    out[key] = text;
  }
  return out;
}

interface RawUser {
  id?: unknown;
  slug?: unknown;
  username?: unknown;
  email?: unknown;
}

const USER_FIELDS = 'id,slug,username,email';

function userOf(raw: RawUser | null | undefined): RemoteUser | null {
  if (!raw || !Number.isInteger(raw.id) || typeof raw.slug !== 'string') return null;
  return {
    id: raw.id as number,
    slug: readableSlug(raw.slug),
    ...(typeof raw.username === 'string' ? { username: raw.username } : {}),
    ...(typeof raw.email === 'string' ? { email: raw.email } : {}),
  };
}

function checked(post: RawPost): RawPost {
  if (!post || !Number.isInteger(post.id)) throw MALFORMED();
  return post;
}

function mediaOf(raw: RawMedia | null | undefined): RemoteMedia | null {
  if (!raw || !Number.isInteger(raw.id) || !raw.source_url) return null;
  const sizes: Record<string, string> = {};
  const dimensions: Record<string, string> = {};
  for (const [name, size] of Object.entries(raw.media_details?.sizes ?? {})) {
    if (!size?.source_url) continue;
    sizes[name] = size.source_url;
    if (Number.isInteger(size.width) && Number.isInteger(size.height)) {
      dimensions[name] = `${size.width}x${size.height}`;
    }
  }
  return { id: raw.id, url: raw.source_url, sizes, dimensions, attachedTo: Number(raw.post) || 0 };
}

/** The file name of an image address (`photo.jpg`), with an extension that fits its type. */
export function filenameOf(url: string, contentType: string): string {
  let name = '';
  try {
    name = decodeURIComponent(new URL(url).pathname.split('/').pop() ?? '');
  } catch {
    name = '';
  }
  name = name
    .replace(/[^\w.-]+/g, '-')
    .replace(/^[-.]+/, '')
    .slice(-100);
  const ext = EXTENSIONS[contentType] ?? 'jpg';
  if (!name) return `image.${ext}`;
  return /\.[a-z0-9]{2,5}$/i.test(name) ? name : `${name}.${ext}`;
}

/**
 * A term name as people tell terms apart: letters and digits only, without accents or case
 * ("Côte d'Azur", "cote-d-azur" and "COTE D AZUR" are one term).
 */
export function termKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLocaleLowerCase('en')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
