import { fromRestStatus } from './wordpress.errors';
import { parseJson, rfc3339, routeUrl } from './wordpress-site';
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
