import type { IncomingHttpHeaders } from 'node:http';

/**
 * Whether a browser request comes from the product's own pages. A browser names the page's origin
 * in `Origin` on every cross-origin write and on the WebSocket handshake, and `Sec-Fetch-Site` on
 * modern requests; a sibling subdomain is another origin ("same-site" is not enough). Clients that
 * are not browsers send neither and carry no ambient cookie to abuse, so they pass.
 */
export function isSameOrigin(headers: IncomingHttpHeaders, publicUrl: string): boolean {
  const origin = headers.origin;
  if (origin !== undefined) {
    if (origin === 'null') return false;
    try {
      const url = new URL(origin);
      return url.host === headers.host || url.origin === new URL(publicUrl).origin;
    } catch {
      return false;
    }
  }
  const site = headers['sec-fetch-site'];
  return site === undefined || site === 'same-origin' || site === 'none';
}
