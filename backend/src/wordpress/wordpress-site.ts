import { OutboundHttpError, type OutboundHttp } from '../core/security/outbound-http';
import { mapPost, parseGmt, plainText, POST_FIELDS, type RawPost } from './post-mapper';
import {
  fromRestStatus,
  fromTransport,
  MALFORMED,
  WordPressError,
  PAST_LAST_PAGE,
  type RestErrorBody,
} from './wordpress.errors';
import {
  POST_STATUSES,
  type PostState,
  type PostStatesPage,
  type PostStatus,
  type PostsPage,
  type RemoteMediaInfo,
  type RemotePost,
  type RemoteTerm,
  type TermTaxonomy,
} from './wordpress.types';

export type Query = Record<string, string | number | undefined>;

export type SendAnswer<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; error: RestErrorBody | null; failure: WordPressError };

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
const EXISTING_STATUSES = POST_STATUSES.join(',');

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

/**
 * The site's clock at `sentAt` (local ms), at the latest: its `Date` header (whole seconds) was
 * written after the request arrived, so `Date - receivedAt` underestimates the offset between the
 * clocks by less than a second. Null without a parseable `Date`.
 */
export function siteTimeAt(sentAt: number, receivedAt: number, date: string | undefined) {
  const siteNow = date ? Date.parse(date) : NaN;
  if (Number.isNaN(siteNow)) return null;
  return new Date(sentAt + (siteNow - receivedAt));
}

/** RFC 3339 without milliseconds, as `modified_after` wants it. */
export const rfc3339 = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

/** The REST API of one site, authenticated with an application password. */
export class WordPressSite {
  private readonly authorization: string;
  /** Whether the API user may list users in `context=edit` (until the site refuses it). */
  private listsUsers = true;

  /** The origin the application password was entered for: the only one it is sent to. */
  private readonly secretOrigin: string;

  constructor(
    private readonly http: OutboundHttp,
    readonly restUrl: string,
    username: string,
    applicationPassword: string,
    secretOrigin: string,
    /** Ends every request of this handle once aborted (a cancelled job's reads). */
    private readonly signal?: AbortSignal,
  ) {
    this.secretOrigin = secretOrigin;
    this.authorization = `Basic ${Buffer.from(`${username}:${applicationPassword}`).toString('base64')}`;
  }

  async get<T>(
    route: string,
    query: Query = {},
    opts: { timeoutMs?: number; maxBytes?: number } = {},
  ): Promise<JsonAnswer<T>> {
    return requestJson<T>(this.http, routeUrl(this.restUrl, route, query), {
      authorization: this.authorization,
      secretOrigin: this.secretOrigin,
      signal: this.signal,
      ...opts,
    });
  }

  /**
   * A write (or any request) whose non-2xx answers come back as they are (`ok: false`, with
   * WordPress's error body), for callers that act on them (`term_exists`, a deleted post).
   * Transport failures throw.
   */
  async send<T>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    route: string,
    opts: {
      query?: Query;
      json?: unknown;
      body?: Buffer;
      headers?: Record<string, string>;
      timeoutMs?: number;
    } = {},
  ): Promise<SendAnswer<T>> {
    const url = routeUrl(this.restUrl, route, opts.query);
    let res;
    try {
      res = await this.http.fetch(url, {
        method,
        headers: {
          accept: 'application/json',
          authorization: this.authorization,
          ...(opts.json !== undefined ? { 'content-type': 'application/json' } : {}),
          ...opts.headers,
        },
        secretOrigin: this.secretOrigin,
        body: opts.json !== undefined ? JSON.stringify(opts.json) : opts.body,
        timeoutMs: opts.timeoutMs ?? PAGE_TIMEOUT_MS,
        maxBytes: PAGE_MAX_BYTES,
        signal: this.signal,
      });
    } catch (error) {
      if (error instanceof OutboundHttpError) throw fromTransport(error.reason, error.message, url);
      throw error;
    }
    const data = parseJson(res.text());
    if (res.status >= 200 && res.status < 300) {
      if (!data.ok) throw MALFORMED();
      return { ok: true, status: res.status, data: data.value as T };
    }
    const body = (data.ok ? data.value : null) as (RestErrorBody & { data?: unknown }) | null;
    return {
      ok: false,
      status: res.status,
      error: body,
      failure: fromRestStatus(res.status, body),
    };
  }

  /**
   * One page of posts modified strictly after `since` (every post when null), in every status the
   * product tracks, oldest id first (a post edited meanwhile keeps its place).
   */
  async postsPage(page: number, since: Date | null): Promise<PostsPage> {
    let answer: JsonAnswer<RawPost[]>;
    const sentAt = Date.now();
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
    expectWholePage(answer, page);
    const posts = answer.data.map(mapPost).filter((p): p is RemotePost => p !== null);
    return {
      posts,
      total: Number(answer.headers['x-wp-total'] ?? posts.length),
      totalPages: Number(answer.headers['x-wp-totalpages'] ?? 1),
      sentAtSiteTime: siteTimeAt(sentAt, Date.now(), answer.headers['date']),
    };
  }

  postsQuery(page: number, since: Date | null): Query {
    return {
      context: 'edit',
      per_page: PER_PAGE,
      page,
      status: POST_STATUSES.join(','),
      modified_after: since ? rfc3339(since) : undefined,
      orderby: 'id',
      order: 'asc',
      _fields: POST_FIELDS,
    };
  }

  /** These posts in full (any status), 100 a request, at most `concurrency` requests at once. */
  async postsByIds(ids: number[], concurrency = 4): Promise<RemotePost[]> {
    const unique = [...new Set(ids)];
    const chunks: number[][] = [];
    for (let i = 0; i < unique.length; i += PER_PAGE) chunks.push(unique.slice(i, i + PER_PAGE));
    const out: RemotePost[] = [];
    let next = 0;
    const worker = async () => {
      while (next < chunks.length) {
        const chunk = chunks[next++]!;
        const answer = await this.get<RawPost[]>(
          'wp/v2/posts',
          {
            context: 'edit',
            include: chunk.join(','),
            per_page: PER_PAGE,
            status: EXISTING_STATUSES,
            _fields: POST_FIELDS,
          },
          { timeoutMs: PAGE_TIMEOUT_MS, maxBytes: PAGE_MAX_BYTES },
        );
        if (!Array.isArray(answer.data)) throw MALFORMED();
        for (const raw of answer.data) {
          const post = mapPost(raw);
          if (post) out.push(post);
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, chunks.length) }, worker));
    return out;
  }

  /**
   * One page of every post's id, status, modified date and term ids (no bodies: cheap), oldest
   * id first: what the reconcile pass compares with the stored rows.
   */
  async postStatesPage(page: number): Promise<PostStatesPage> {
    let answer: JsonAnswer<RawPost[]>;
    try {
      answer = await this.get<RawPost[]>(
        'wp/v2/posts',
        {
          // `view` is enough for these fields, and spares a permission check per post.
          per_page: PER_PAGE,
          page,
          status: POST_STATUSES.join(','),
          orderby: 'id',
          order: 'asc',
          _fields: 'id,modified_gmt,status,sticky,categories,tags',
        },
        { timeoutMs: PAGE_TIMEOUT_MS },
      );
    } catch (error) {
      if (error instanceof WordPressError && error.restCode === PAST_LAST_PAGE && page > 1) {
        return { states: [], total: 0, totalPages: 0 };
      }
      throw error;
    }
    if (!Array.isArray(answer.data)) throw MALFORMED();
    expectWholePage(answer, page);
    const states: PostState[] = [];
    for (const raw of answer.data) {
      const modifiedAt = parseGmt(raw.modified_gmt);
      const status = raw.status as PostStatus;
      if (!Number.isInteger(raw.id) || !modifiedAt || !POST_STATUSES.includes(status)) continue;
      states.push({
        remoteId: raw.id,
        status,
        modifiedAt,
        sticky: raw.sticky === true,
        categoryIds: Array.isArray(raw.categories) ? raw.categories.map(Number) : [],
        tagIds: Array.isArray(raw.tags) ? raw.tags.map(Number) : [],
      });
    }
    return {
      states,
      total: Number(answer.headers['x-wp-total'] ?? states.length),
      totalPages: Number(answer.headers['x-wp-totalpages'] ?? 1),
    };
  }

  /**
   * What the reconcile pass checks before it lists every id: per tracked status, how many posts
   * WordPress counts (`X-WP-Total` of a one-post page, the statuses side by side); the newest
   * post's id; the sticky posts' ids; and the posts modified after `since` with their status and
   * date. Null for the sticky or modified lists when they are longer than one page (the pass then
   * lists every id).
   */
  async postShape(since: Date): Promise<{
    counts: Map<PostStatus, number>;
    newest: number | null;
    sticky: number[] | null;
    modified: { remoteId: number; status: string; modifiedAt: Date | null }[] | null;
  }> {
    const [counts, newest, sticky, modified] = await Promise.all([
      Promise.all(
        POST_STATUSES.map((status) =>
          this.postsLookup({ per_page: 1, status, _fields: 'id' }).then(
            (a) => [status, a.total] as const,
          ),
        ),
      ),
      this.postsLookup({
        per_page: 1,
        status: EXISTING_STATUSES,
        orderby: 'id',
        order: 'desc',
        _fields: 'id',
      }),
      this.postsLookup({
        per_page: PER_PAGE,
        sticky: 'true',
        status: EXISTING_STATUSES,
        _fields: 'id',
      }),
      this.postsLookup({
        per_page: PER_PAGE,
        status: EXISTING_STATUSES,
        modified_after: rfc3339(since),
        _fields: 'id,status,modified_gmt',
      }),
    ]);
    return {
      counts: new Map(counts),
      newest: newest.rows[0]?.id ?? null,
      sticky: sticky.pages > 1 ? null : sticky.rows.map((row) => row.id),
      modified:
        modified.pages > 1
          ? null
          : modified.rows.map((row) => ({
              remoteId: row.id,
              status: String(row.status),
              modifiedAt: parseGmt(row.modified_gmt),
            })),
    };
  }

  /** How many posts the site has in every tracked status (`X-WP-Total` of a one-post page). */
  async postCount(): Promise<number> {
    return (await this.postsLookup({ per_page: 1, status: EXISTING_STATUSES, _fields: 'id' }))
      .total;
  }

  /** One page of `wp/v2/posts` (a few fields), with WordPress's total and page count. */
  private async postsLookup(query: Query) {
    const answer = await this.get<{ id: number; status?: string; modified_gmt?: string }[]>(
      'wp/v2/posts',
      query,
      { timeoutMs: LOOKUP_TIMEOUT_MS },
    );
    if (!Array.isArray(answer.data)) throw MALFORMED();
    return {
      rows: answer.data,
      total: Number(answer.headers['x-wp-total'] ?? answer.data.length),
      pages: Number(answer.headers['x-wp-totalpages'] ?? 1),
    };
  }

  /** Every category (with its parent) and tag of the site, names decoded, 100 a request. */
  async allTerms(concurrency = 4): Promise<RemoteTerm[]> {
    const list = async (route: string, taxonomy: TermTaxonomy, fields: string) => {
      const page = (n: number) =>
        this.get<Record<string, unknown>[]>(
          route,
          { per_page: PER_PAGE, page: n, hide_empty: 'false', orderby: 'id', _fields: fields },
          { timeoutMs: LOOKUP_TIMEOUT_MS },
        );
      const first = await page(1);
      const pages = Math.max(1, Number(first.headers['x-wp-totalpages'] ?? 1));
      const rest: JsonAnswer<Record<string, unknown>[]>[] = [];
      let next = 2;
      await Promise.all(
        Array.from({ length: Math.min(concurrency, pages - 1) }, async () => {
          while (next <= pages) rest.push(await page(next++));
        }),
      );
      return [first, ...rest].flatMap((answer) => {
        if (!Array.isArray(answer.data)) throw MALFORMED();
        return answer.data
          .filter((row): row is Record<string, unknown> & { id: number } =>
            Number.isInteger(row.id),
          )
          .map((row) => term(row, taxonomy));
      });
    };
    const [categories, tags] = await Promise.all([
      list('wp/v2/categories', 'category', 'id,name,parent'),
      list('wp/v2/tags', 'tag', 'id,name'),
    ]);
    return [...categories, ...tags];
  }

  /**
   * Display names of post authors, whatever their role now (former staff, subscribers, users whose
   * role was removed): `context=edit` lists every user, for API users who may list users. Others
   * are refused that context; they get authors with drafts (`who=authors`) and everyone with a
   * published post (WordPress's default for them), together. Names are decoded text.
   */
  async authors(ids: number[]): Promise<Map<number, string>> {
    if (this.listsUsers) {
      try {
        return decodedNames(await this.names('wp/v2/users', ids, 'name', { context: 'edit' }));
      } catch (error) {
        // Refused (`rest_forbidden_context`, or a plugin's own 400/401/403): the lists below.
        // Wrong credentials fail there too.
        if (!(error instanceof WordPressError && [400, 401, 403].includes(error.status ?? 0))) {
          throw error;
        }
        this.listsUsers = false;
      }
    }
    const [drafting, published] = await Promise.all([
      this.names('wp/v2/users', ids, 'name', { who: 'authors' }).catch((error: unknown) => {
        // Newer WordPress may drop the deprecated `who`: the published authors still come.
        if (error instanceof WordPressError && error.status === 400) return new Map();
        throw error;
      }),
      this.names('wp/v2/users', ids, 'name'),
    ]);
    return decodedNames(new Map([...published, ...drafting]));
  }

  /**
   * Categories (with their parents) and tags by id, names decoded, from their own routes (the
   * search route knows no parents). Parents not asked for are looked up too, up to the root.
   */
  async terms(categoryIds: number[], tagIds: number[]): Promise<Map<number, RemoteTerm>> {
    const out = new Map<number, RemoteTerm>();
    const fetchCategories = async (ids: number[]) => {
      for (let depth = 0; ids.length > 0 && depth < 20; depth++) {
        const rows = await this.rows('wp/v2/categories', ids, 'id,name,parent');
        for (const row of rows) out.set(row.id, term(row, 'category'));
        ids = [...new Set(rows.map((r) => Number(r.parent)).filter((p) => p > 0 && !out.has(p)))];
      }
    };
    const fetchTags = async (ids: number[]) => {
      for (const row of await this.rows('wp/v2/tags', ids, 'id,name')) {
        out.set(row.id, term(row, 'tag'));
      }
    };
    await Promise.all([fetchCategories(categoryIds), fetchTags(tagIds)]);
    return out;
  }

  /** Media items' addresses and text (alt, caption, title), 100 a request. */
  async mediaInfo(ids: number[]): Promise<Map<number, RemoteMediaInfo>> {
    const rows = await this.rows('wp/v2/media', ids, 'id,source_url,alt_text,caption,title');
    const rendered = (field: unknown) =>
      plainText(String((field as { rendered?: unknown } | null)?.rendered ?? ''));
    return new Map(
      rows.map((row) => [
        row.id,
        {
          url: String(row.source_url ?? ''),
          alt: typeof row.alt_text === 'string' ? row.alt_text : '',
          caption: rendered(row.caption),
          title: rendered(row.title),
        },
      ]),
    );
  }

  /** Which of these post ids still exist in WordPress, in any status (bulk `include=`). */
  async existingPostIds(ids: number[]): Promise<Set<number>> {
    const found = await this.rows('wp/v2/posts', ids, 'id', { status: EXISTING_STATUSES }, true);
    return new Set(found.map((row) => row.id));
  }

  /** `include=` lookups, 100 ids a request. */
  private async names(
    route: string,
    ids: number[],
    field: string,
    extra: Query = {},
  ): Promise<Map<number, string>> {
    const rows = await this.rows(route, ids, field === 'id' ? 'id' : `id,${field}`, extra);
    return new Map(rows.map((row) => [row.id, String(row[field] ?? '')]));
  }

  private async rows(
    route: string,
    ids: number[],
    fields: string,
    extra: Query = {},
    /** Every row WordPress counts must come back (posts it would hide from the API user). */
    whole = false,
  ): Promise<(Record<string, unknown> & { id: number })[]> {
    const out: (Record<string, unknown> & { id: number })[] = [];
    const unique = [...new Set(ids)].filter((id) => Number.isInteger(id) && id > 0);
    for (let i = 0; i < unique.length; i += PER_PAGE) {
      const chunk = unique.slice(i, i + PER_PAGE);
      const answer = await this.get<Record<string, unknown>[]>(
        route,
        { include: chunk.join(','), per_page: PER_PAGE, _fields: fields, ...extra },
        { timeoutMs: LOOKUP_TIMEOUT_MS },
      );
      if (!Array.isArray(answer.data)) throw MALFORMED();
      if (whole) expectWholePage(answer, 1);
      for (const row of answer.data) {
        if (typeof row.id === 'number') out.push(row as Record<string, unknown> & { id: number });
      }
    }
    return out;
  }
}

/**
 * WordPress counts the posts a list matches (`X-WP-Total`, from the same query) but leaves out
 * those the API user may not read (another author's drafts for an Author): a page shorter than
 * its count promises means posts are hidden, and a copy built from it would lose them (or mark
 * them deleted). The run fails instead.
 */
function expectWholePage(answer: JsonAnswer<unknown[]>, page: number) {
  const total = Number(answer.headers['x-wp-total']);
  if (!Number.isFinite(total)) return;
  const expected = Math.max(0, Math.min(PER_PAGE, total - (page - 1) * PER_PAGE));
  if (answer.data.length < expected) {
    throw new WordPressError(
      'missing-capability',
      `WordPress counted ${expected} posts on page ${page} but sent ${answer.data.length}: it hides posts the API user may not read. Use an Editor or Administrator account.`,
    );
  }
}

const decodedNames = (names: Map<number, string>) =>
  new Map([...names].map(([id, name]) => [id, plainText(name)]));

function term(row: Record<string, unknown> & { id: number }, taxonomy: TermTaxonomy): RemoteTerm {
  const parent = Number(row.parent ?? 0);
  return {
    id: row.id,
    taxonomy,
    name: plainText(String(row.name ?? '')),
    parent: taxonomy === 'category' && parent > 0 ? parent : null,
  };
}

/** GET a JSON document; transport and REST failures become WordPressErrors. */
export async function requestJson<T>(
  http: OutboundHttp,
  url: string,
  opts: {
    authorization?: string;
    /** With `authorization`: the origin it was entered for, the only one it goes to. */
    secretOrigin?: string;
    timeoutMs?: number;
    maxBytes?: number;
    signal?: AbortSignal;
  } = {},
): Promise<JsonAnswer<T>> {
  let res;
  try {
    res = await http.fetch(url, {
      headers: {
        accept: 'application/json',
        ...(opts.authorization ? { authorization: opts.authorization } : {}),
      },
      secretOrigin: opts.secretOrigin,
      timeoutMs: opts.timeoutMs ?? LOOKUP_TIMEOUT_MS,
      maxBytes: opts.maxBytes,
      signal: opts.signal,
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
