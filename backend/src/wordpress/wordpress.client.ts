import { Injectable } from '@nestjs/common';
import { OutboundHttp, OutboundHttpError, originOf } from '../core/security/outbound-http';
import { fromTransport, WordPressError } from './wordpress.errors';
import { requestJson, WordPressSite } from './wordpress-site';
import type { SiteCredentials, VerifiedSite } from './wordpress.types';
import { WordPressWriter } from './wordpress-writer';
import { CONNECTOR_NAMESPACE } from './connector';

interface RestRoot {
  name?: string;
  home?: string;
  url?: string;
  gmt_offset?: number | string;
  timezone_string?: string;
  namespaces?: string[];
}

interface RestUser {
  id: number;
  name?: string;
  roles?: string[];
  capabilities?: Record<string, boolean>;
}

const REQUIRED_CAPABILITIES = ['edit_posts', 'publish_posts'] as const;
const ROOT_TIMEOUT_MS = 15_000;
const API_LINK = /<([^>]+)>\s*;\s*rel="?https:\/\/api\.w\.org\/"?/i;
const API_LINK_TAG = /<link[^>]+rel=["']https:\/\/api\.w\.org\/["'][^>]*>/i;

/** The only place that speaks the WordPress REST API. */
@Injectable()
export class WordPressClient {
  constructor(private readonly http: OutboundHttp) {}

  /**
   * Finds the REST root, checks the application password on `users/me?context=edit`, checks the
   * user may edit and publish posts, and reads version, timezone and whether Yoast is active.
   */
  async verify(credentials: SiteCredentials): Promise<VerifiedSite> {
    const { restUrl, root } = await this.discover(credentials.url, secretOf(credentials));
    const site = this.site(credentials, restUrl);
    const me = (await site.get<RestUser>('wp/v2/users/me', { context: 'edit' })).data;
    const caps = me?.capabilities ?? {};
    const missing = REQUIRED_CAPABILITIES.filter((cap) => caps[cap] !== true);
    if (missing.length > 0) {
      throw new WordPressError(
        'missing-capability',
        `The WordPress user "${credentials.username}" lacks the ${missing.join(' and ')} capabilit${missing.length > 1 ? 'ies' : 'y'}. Use an account with the Editor or Administrator role.`,
      );
    }
    return {
      restUrl,
      home: root.home ?? root.url ?? credentials.url,
      name: root.name ?? '',
      wpVersion: await this.version(root.home ?? root.url ?? credentials.url),
      timezone: timezoneOf(root),
      yoastActive: (root.namespaces ?? []).includes('yoast/v1'),
      connectorActive: (root.namespaces ?? []).includes(CONNECTOR_NAMESPACE),
      user: { id: me.id, name: me.name ?? credentials.username, roles: me.roles ?? [] },
    };
  }

  /**
   * An authenticated handle on the site's REST API; discovers the root when not known yet. With
   * `signal` (a job's reads: sync, reconcile), aborting it ends any request of the handle at once.
   */
  async connect(
    credentials: SiteCredentials,
    opts: { signal?: AbortSignal } = {},
  ): Promise<WordPressSite> {
    const restUrl =
      credentials.restUrl ?? (await this.discover(credentials.url, secretOf(credentials))).restUrl;
    return this.site(credentials, restUrl, opts.signal);
  }

  /** The write side (posts, media, terms) of a site, for cloning. */
  async writer(credentials: SiteCredentials): Promise<WordPressWriter> {
    return new WordPressWriter(await this.connect(credentials), this.http);
  }

  private site(credentials: SiteCredentials, restUrl: string, signal?: AbortSignal) {
    return new WordPressSite(
      this.http,
      restUrl,
      credentials.username,
      credentials.applicationPassword,
      secretOf(credentials).origin,
      signal,
    );
  }

  /**
   * `/wp-json/` first; then the `Link: <…>; rel="https://api.w.org/"` header (or `<link>` tag) of
   * the home page; then `?rest_route=/` for sites without pretty permalinks.
   */
  async discover(siteUrl: string, auth?: SiteSecret): Promise<{ restUrl: string; root: RestRoot }> {
    const base = siteUrl.replace(/\/+$/, '');
    const direct = await this.tryRoot(`${base}/wp-json/`, auth);
    if (direct) return direct;

    const home = await this.fetchText(`${base}/`);
    const advertised = home?.headers.link?.match(API_LINK)?.[1] ?? linkTagHref(home?.body ?? '');
    if (advertised) {
      const found = await this.tryRoot(new URL(advertised, `${base}/`).toString(), auth);
      if (found) return found;
    }
    const plain = await this.tryRoot(`${base}/?rest_route=/`, auth);
    if (plain) return plain;

    if (advertised || looksLikeWordPress(home?.body ?? '')) {
      throw new WordPressError(
        'rest-disabled',
        'This is a WordPress site, but its REST API is disabled or blocked (/wp-json/ answered an error or not JSON). Enable the REST API, or allow it in the security plugin.',
      );
    }
    if (!home) {
      throw new WordPressError(
        'not-wordpress',
        'The address answered neither a WordPress REST API nor a home page. Check the address.',
      );
    }
    throw new WordPressError(
      'not-wordpress',
      'The address does not look like a WordPress site: no REST API was found. Check the address.',
    );
  }

  /**
   * A REST root is JSON with a `namespaces` list; anything else is not one. Credentials go along
   * because some sites close the whole REST API to anonymous callers, to their own origin only: a
   * root advertised or redirected elsewhere fails as `moved`.
   */
  private async tryRoot(
    url: string,
    auth?: SiteSecret,
  ): Promise<{ restUrl: string; root: RestRoot } | null> {
    try {
      const answer = await requestJson<RestRoot>(this.http, url, {
        timeoutMs: ROOT_TIMEOUT_MS,
        authorization: auth?.authorization,
        secretOrigin: auth?.origin,
      });
      // The final address after redirects (http → https, www), so later calls keep their
      // Authorization header instead of losing it on a cross-origin redirect.
      if (answer.data && Array.isArray(answer.data.namespaces)) {
        return { restUrl: answer.url, root: answer.data };
      }
      return null;
    } catch (error) {
      if (error instanceof WordPressError && isTransport(error)) throw error;
      if (error instanceof WordPressError && auth && error.reason === 'wrong-credentials') {
        throw error;
      }
      return null;
    }
  }

  /** Transport failures stop discovery (the site is unreachable); HTTP answers do not. */
  private async fetchText(url: string) {
    try {
      const res = await this.http.fetch(url, { timeoutMs: ROOT_TIMEOUT_MS, maxBytes: 4 << 20 });
      return { status: res.status, headers: res.headers, body: res.text() };
    } catch (error) {
      if (error instanceof OutboundHttpError) throw fromTransport(error.reason, error.message, url);
      throw error;
    }
  }

  /**
   * WordPress 6.1 puts its version in the feed's `<generator>` and in the home page's generator
   * meta tag; the REST root does not carry it. Best effort: sites may hide both.
   */
  private async version(home: string): Promise<string | null> {
    for (const url of [routeFeed(home), home]) {
      try {
        const res = await this.http.fetch(url, { timeoutMs: ROOT_TIMEOUT_MS, maxBytes: 4 << 20 });
        const body = res.text();
        const found =
          body.match(
            /<generator>https?:\/\/wordpress\.org\/\?v=([\d.]+[^<]*)<\/generator>/i,
          )?.[1] ??
          body.match(/<meta[^>]+name=["']generator["'][^>]+content=["']WordPress ([\d.]+)/i)?.[1];
        if (found) return found.trim();
      } catch {
        // try the next source
      }
    }
    return null;
  }
}

/** The Authorization a site's calls carry, and the origin it was entered for (the site's address). */
interface SiteSecret {
  authorization: string;
  origin: string;
}

function secretOf(c: SiteCredentials): SiteSecret {
  const origin = originOf(c.url);
  if (!origin) throw new WordPressError('invalid-url', 'The website address is not valid.');
  return {
    authorization: `Basic ${Buffer.from(`${c.username}:${c.applicationPassword}`).toString('base64')}`,
    origin,
  };
}

function isTransport(error: WordPressError) {
  return ['unreachable', 'timeout', 'tls', 'blocked-address', 'invalid-url', 'moved'].includes(
    error.reason,
  );
}

function linkTagHref(html: string): string | undefined {
  const tag = html.match(API_LINK_TAG)?.[0];
  return tag?.match(/href=["']([^"']+)["']/i)?.[1];
}

function looksLikeWordPress(html: string) {
  return /wp-content\/|wp-includes\/|<meta[^>]+generator[^>]+WordPress/i.test(html);
}

function routeFeed(home: string) {
  const url = new URL(home);
  url.searchParams.set('feed', 'rss2');
  return url.toString();
}

/** `timezone_string` when set (e.g. Europe/Rome), else the fixed offset as `UTC+2` / `UTC-5:30`. */
export function timezoneOf(root: RestRoot): string {
  if (root.timezone_string) return root.timezone_string;
  const offset = Number(root.gmt_offset ?? 0);
  if (!offset) return 'UTC';
  const sign = offset < 0 ? '-' : '+';
  const hours = Math.trunc(Math.abs(offset));
  const minutes = Math.round((Math.abs(offset) - hours) * 60);
  return `UTC${sign}${hours}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}`;
}
