import type { WpSite, WpUser } from '../../../test/wordpress/harness';

const STATUSES = 'publish,private,draft,future,trash';

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
    ...extra,
  };
}
