/**
 * The info record names the default icon `favicon.ico`, relative: resolved against the current
 * route (/apps/settings/favicon.ico) it would miss, so bare names resolve from the site root.
 */
export function assetUrl(url: string): string {
  return /^(?:[a-z]+:|\/)/i.test(url) ? url : `/${url}`;
}
