import { fromRestStatus } from './wordpress.errors';
import { parseJson, rfc3339, routeUrl, siteTimeAt, WordPressSite } from './wordpress-site';
import type { OutboundHttp } from '../core/security/outbound-http';
import { timezoneOf } from './wordpress.client';

describe('routeUrl', () => {
  it('joins routes to a pretty REST root', () => {
    expect(
      routeUrl('https://x.test/blog/wp-json/', 'wp/v2/posts', { page: 2, skip: undefined }),
    ).toBe('https://x.test/blog/wp-json/wp/v2/posts?page=2');
  });

  it('uses rest_route on a plain-permalink root', () => {
    expect(routeUrl('https://x.test/?rest_route=/', 'wp/v2/users/me', { context: 'edit' })).toBe(
      'https://x.test/?rest_route=%2Fwp%2Fv2%2Fusers%2Fme&context=edit',
    );
  });
});

describe('REST answers', () => {
  it('maps statuses to reasons a person can act on', () => {
    expect(fromRestStatus(401, { code: 'rest_not_logged_in' }).reason).toBe('wrong-credentials');
    expect(fromRestStatus(401, { code: 'incorrect_password' }).reason).toBe('wrong-credentials');
    expect(fromRestStatus(429, null).reason).toBe('rate-limited');
    expect(fromRestStatus(503, null).reason).toBe('server-error');
    expect(fromRestStatus(404, null).reason).toBe('rest-disabled');
    expect(fromRestStatus(400, { code: 'rest_forbidden_status' }).reason).toBe(
      'missing-capability',
    );
  });

  it('tolerates a BOM and refuses HTML', () => {
    expect(parseJson('\uFEFF{"a":1}')).toEqual({ ok: true, value: { a: 1 } });
    expect(parseJson('<html>').ok).toBe(false);
  });

  it('formats modified_after as RFC 3339 and timezones from the root', () => {
    expect(rfc3339(new Date('2026-01-02T03:04:05.678Z'))).toBe('2026-01-02T03:04:05Z');
    expect(timezoneOf({ timezone_string: 'Europe/Rome', gmt_offset: 1 })).toBe('Europe/Rome');
    expect(timezoneOf({ timezone_string: '', gmt_offset: -5.5 })).toBe('UTC-5:30');
    expect(timezoneOf({ timezone_string: '', gmt_offset: 0 })).toBe('UTC');
  });
});

describe('the site clock', () => {
  it("is read from WordPress's Date header, never later than the site's time at sending", () => {
    // Sent at local 1000 ms, answered at 1500 ms with the site's clock reading 10 s ahead.
    const date = new Date(1500 + 10_000).toUTCString();
    const at = siteTimeAt(1000, 1500, date)!;
    expect(at.getTime()).toBeLessThanOrEqual(1000 + 10_000);
    expect(at.getTime()).toBeGreaterThan(1000 + 10_000 - 2000);
    expect(siteTimeAt(1000, 1500, undefined)).toBeNull();
    expect(siteTimeAt(1000, 1500, 'not a date')).toBeNull();
  });
});

describe('pages WordPress thins out', () => {
  /** A site whose posts route answers `rows` items while its header counts `total`. */
  const siteAnswering = (rows: number, total: number) =>
    new WordPressSite(
      {
        fetch: () =>
          Promise.resolve({
            status: 200,
            url: 'https://x.test/wp-json/wp/v2/posts',
            headers: {
              'x-wp-total': String(total),
              'x-wp-totalpages': String(Math.ceil(total / 100)),
            },
            text: () =>
              JSON.stringify(
                Array.from({ length: rows }, (_, i) => ({
                  id: i + 1,
                  status: 'publish',
                  modified_gmt: '2026-01-01T00:00:00',
                })),
              ),
          }),
      } as unknown as OutboundHttp,
      'https://x.test/wp-json/',
      'editor',
      'xxxx',
      'https://x.test',
    );

  it('refuses a page shorter than the count WordPress gave (posts hidden from the API user)', async () => {
    await expect(siteAnswering(97, 250).postStatesPage(1)).rejects.toMatchObject({
      reason: 'missing-capability',
    });
    await expect(siteAnswering(40, 250).postStatesPage(3)).rejects.toMatchObject({
      reason: 'missing-capability',
    });
    await expect(siteAnswering(3, 5).existingPostIds([1, 2, 3, 4, 5])).rejects.toMatchObject({
      reason: 'missing-capability',
    });
  });

  it('takes whole pages, the last one short', async () => {
    expect((await siteAnswering(100, 250).postStatesPage(2)).states).toHaveLength(100);
    expect((await siteAnswering(50, 250).postStatesPage(3)).states).toHaveLength(50);
  });
});
