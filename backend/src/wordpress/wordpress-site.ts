import { OutboundHttpError, type OutboundHttp } from '../core/security/outbound-http';
import { mapPost, POST_FIELDS, type RawPost } from './post-mapper';
import {
  fromRestStatus,
  fromTransport,
  MALFORMED,
  WordPressError,
  PAST_LAST_PAGE,
  type RestErrorBody,
} from './wordpress.errors';
import { POST_STATUSES, type PostsPage, type RemotePost } from './wordpress.types';

export type Query = Record<string, string | number | undefined>;

export interface JsonAnswer<T> {
  status: number;
  /** The address that answered, after redirects. */
  url: string;
  headers: Record<string, string>;
  data: T;
}

const PER_PAGE = 100;
const PAGE_TIMEOUT_MS = 60_000;
const LOOKUP_TIMEOUT_MS = 30_000;
const PAGE_MAX_BYTES = 64 * 1024 * 1024;
/** Statuses a post may have and still exist; `any` would leave out trash. */
const EXISTING_STATUSES = 'publish,future,draft,pending,private,trash';

/** Builds a route address on a REST root, pretty (`/wp-json/`) or plain (`?rest_route=`). */
export function routeUrl(restUrl: string, route: string, query: Query = {}): string {
  const url = new URL(restUrl);
  if (url.searchParams.has('rest_route')) {
    url.searchParams.set('rest_route', `/${route.replace(/^\//, '')}`);
  } else {
    url.pathname = `${url.pathname.replace(/\/?$/, '/')}${route.replace(/^\//, '')}`;
  }
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url.toString();
}

/** RFC 3339 without milliseconds, as `modified_after` wants it. */
export const rfc3339 = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

/** The REST API of one site, authenticated with an application password. */
export class WordPressSite {
  private readonly authorization: string;
  /** Whether `terms` may use the search route (until the site shows it cannot). */
  private searchesTerms = true;

  constructor(
    private readonly http: OutboundHttp,
    readonly restUrl: string,
    username: string,
    applicationPassword: string,
  ) {
    this.authorization = `Basic ${Buffer.from(`${username}:${applicationPassword}`).toString('base64')}`;
  }

  async get<T>(
    route: string,
    query: Query = {},
    opts: { timeoutMs?: number; maxBytes?: number } = {},
  ): Promise<JsonAnswer<T>> {
    return requestJson<T>(this.http, routeUrl(this.restUrl, route, query), {
      authorization: this.authorization,
      ...opts,
    });
  }

  /** One page of posts modified strictly after `since`, in every status the product tracks. */
  async postsPage(page: number, since: Date): Promise<PostsPage> {
    let answer: JsonAnswer<RawPost[]>;
    try {
      answer = await this.get<RawPost[]>('wp/v2/posts', this.postsQuery(page, since), {
        timeoutMs: PAGE_TIMEOUT_MS,
        maxBytes: PAGE_MAX_BYTES,
      });
    } catch (error) {
      // Only WordPress's own "past the last page" is an empty page (posts deleted while the sync
      // runs); any other refusal (a revoked password, a broken plugin) is an error, never an end.
      if (error instanceof WordPressError && error.restCode === PAST_LAST_PAGE && page > 1) {
        return { posts: [], total: 0, totalPages: 0 };
      }
      throw error;
    }
    if (!Array.isArray(answer.data)) throw MALFORMED();
    const posts = answer.data.map(mapPost).filter((p): p is RemotePost => p !== null);
    return {
      posts,
      total: Number(answer.headers['x-wp-total'] ?? posts.length),
      totalPages: Number(answer.headers['x-wp-totalpages'] ?? 1),
    };
  }

  postsQuery(page: number, since: Date): Query {
    return {
      context: 'edit',
      per_page: PER_PAGE,
      page,
      status: POST_STATUSES.join(','),
      modified_after: rfc3339(since),
      orderby: 'id',
      order: 'asc',
      _fields: POST_FIELDS,
    };
  }

  /** Display names of post authors (including ones with drafts only: `who=authors`). */
  async authors(ids: number[]): Promise<Map<number, string>> {
    try {
      return await this.names('wp/v2/users', ids, 'name', { who: 'authors' });
    } catch (error) {
      // Newer WordPress may drop the deprecated `who`: published authors are still listed.
      if (error instanceof WordPressError && error.status === 400) {
        return this.names('wp/v2/users', ids, 'name');
      }
      throw error;
    }
  }

  /**
   * Names of category and tag ids (a term id is unique across a site's taxonomies): one `search`
   * request for both, where the site's search route looks terms up by id. Sites where it cannot
   * (no term search, `include` ignored so that other terms come back, or the route refused or
   * broken by a plugin) are asked `categories` and `tags` instead, from then on.
   */
  async terms(ids: number[]): Promise<Map<number, string>> {
    if (this.searchesTerms) {
      try {
        const found = await this.names('wp/v2/search', ids, 'title', {
          type: 'term',
          subtype: 'category,post_tag',
        });
        const asked = new Set(ids);
        if ([...found.keys()].every((id) => asked.has(id))) return found;
      } catch (error) {
        if (!searchRefused(error)) throw error;
      }
      this.searchesTerms = false;
    }
    const [categories, tags] = await Promise.all([
      this.names('wp/v2/categories', ids, 'name'),
      this.names('wp/v2/tags', ids, 'name'),
    ]);
    return new Map([...categories, ...tags]);
  }

  mediaUrls(ids: number[]): Promise<Map<number, string>> {
    return this.names('wp/v2/media', ids, 'source_url');
  }

  /** Which of these post ids still exist in WordPress, in any status (bulk `include=`). */
  async existingPostIds(ids: number[]): Promise<Set<number>> {
    const found = await this.names('wp/v2/posts', ids, 'id', { status: EXISTING_STATUSES });
    return new Set(found.keys());
  }

  /** `include=` lookups, 100 ids a request. */
  private async names(
    route: string,
    ids: number[],
    field: string,
    extra: Query = {},
  ): Promise<Map<number, string>> {
    const out = new Map<number, string>();
    const unique = [...new Set(ids)].filter((id) => Number.isInteger(id) && id > 0);
    for (let i = 0; i < unique.length; i += PER_PAGE) {
      const chunk = unique.slice(i, i + PER_PAGE);
      const answer = await this.get<Record<string, unknown>[]>(
        route,
        {
          include: chunk.join(','),
          per_page: PER_PAGE,
          _fields: field === 'id' ? 'id' : `id,${field}`,
          ...extra,
        },
        { timeoutMs: LOOKUP_TIMEOUT_MS },
      );
      if (!Array.isArray(answer.data)) throw MALFORMED();
      for (const row of answer.data) {
        if (typeof row.id === 'number') out.set(row.id, String(row[field] ?? ''));
      }
    }
    return out;
  }
}

/**
 * The search route answered, but not usefully: missing, refused, or not JSON. Wrong credentials,
 * rate limits, server errors and transport failures are the site's, not the route's.
 */
function searchRefused(error: unknown): boolean {
  if (!(error instanceof WordPressError)) return false;
  if (error.reason === 'malformed-response') return true;
  const status = error.status ?? 0;
  return status >= 400 && status < 500 && status !== 401 && status !== 429;
}

/** GET a JSON document; transport and REST failures become WordPressErrors. */
export async function requestJson<T>(
  http: OutboundHttp,
  url: string,
  opts: { authorization?: string; timeoutMs?: number; maxBytes?: number } = {},
): Promise<JsonAnswer<T>> {
  let res;
  try {
    res = await http.fetch(url, {
      headers: {
        accept: 'application/json',
        ...(opts.authorization ? { authorization: opts.authorization } : {}),
      },
      timeoutMs: opts.timeoutMs ?? LOOKUP_TIMEOUT_MS,
      maxBytes: opts.maxBytes,
    });
  } catch (error) {
    if (error instanceof OutboundHttpError) throw fromTransport(error.reason, error.message, url);
    throw error;
  }
  const data = parseJson(res.text());
  if (res.status < 200 || res.status >= 300) {
    throw fromRestStatus(res.status, (data.ok ? data.value : null) as RestErrorBody | null);
  }
  if (!data.ok) throw MALFORMED();
  return { status: res.status, url: res.url, headers: res.headers, data: data.value as T };
}

/** WordPress sometimes prefixes JSON with a BOM or stray whitespace. */
export function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text.replace(/^\uFEFF/, '').trim()) };
  } catch {
    return { ok: false };
  }
}
