import type { WpSite, WpUser } from '../../../test/wordpress/harness';
import { Article } from '../../src/articles/entities/article.entity';
import type { TestApp } from './test-app';

const STATUSES = 'publish,private,draft,future,trash,pending';

export const basicAuth = (user: Pick<WpUser, 'login' | 'appPassword'>) =>
  `Basic ${Buffer.from(`${user.login}:${user.appPassword}`).toString('base64')}`;

/** WordPress's own X-WP-Total over every status the sync covers. */
export async function wpTotal(site: WpSite): Promise<number> {
  const res = await fetch(
    `${site.url}/wp-json/wp/v2/posts?context=edit&per_page=1&status=${STATUSES}`,
    { method: 'HEAD', headers: { authorization: basicAuth(site.users.admin) } },
  );
  if (!res.ok) throw new Error(`X-WP-Total: HTTP ${res.status}`);
  return Number(res.headers.get('x-wp-total'));
}

/** The body of POST /api/websites for a harness site and one of its users. */
export function websiteBody(
  site: WpSite,
  user: WpUser = site.users.editor,
  extra: Record<string, unknown> = {},
) {
  return {
    name: site.name,
    url: site.url,
    apiUsername: user.login,
    apiKey: user.appPassword,
    language: 'en',
    // AI copies go straight to WordPress here, as a website may say (review.e2e-spec holds them).
    reviewAi: false,
    ...extra,
  };
}

/** Headers that authenticate a test request: `{ Cookie: ... }` or `{ Authorization: ... }`. */
export type AuthHeaders = Record<string, string>;

/** Adds a harness site as a website and verifies it; resolves with the website's id. */
export async function addVerifiedWebsite(
  t: TestApp,
  auth: AuthHeaders,
  site: WpSite,
): Promise<number> {
  const res = await t.http.post('/api/websites').set(auth).send(websiteBody(site)).expect(201);
  await t.http.post(`/api/websites/${res.body.data.id}/verify`).set(auth).expect(200);
  return res.body.data.id as number;
}

/** A website's article rows (deleted-in-WordPress ones included), by remote id. */
export const articleRows = (t: TestApp, websiteId: number) =>
  t.db.getRepository(Article).find({ where: { websiteId }, order: { remoteId: 'ASC' } });

/**
 * The website's articles are an exact copy of the site: one live row per post (X-WP-Total), no
 * remote id twice, and the list's total (from `article_counts`) says so, past the last page too.
 */
export async function expectExactCopy(
  t: TestApp,
  auth: AuthHeaders,
  websiteId: number,
  site: WpSite,
): Promise<void> {
  const [all, total] = await Promise.all([articleRows(t, websiteId), wpTotal(site)]);
  const live = all.filter((a) => !a.deletedInWp);
  expect(live).toHaveLength(total);
  expect(new Set(all.map((a) => a.remoteId)).size).toBe(all.length);
  const list = await t.http
    .get(`/api/articles?websiteId=${websiteId}&perPage=5`)
    .set(auth)
    .expect(200);
  expect(list.body).toMatchObject({ total, totalExact: true });
  // Past the last page the rows carry no total: it is looked up on its own.
  const beyond = await t.http
    .get(`/api/articles?websiteId=${websiteId}&perPage=5&page=${Math.ceil(total / 5) + 1}`)
    .set(auth)
    .expect(200);
  expect(beyond.body).toMatchObject({ data: [], total, totalExact: true });
}

export { addMuPlugin } from '../../../test/wordpress/harness';
