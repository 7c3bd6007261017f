/**
 * What counts as a website address: pure code, shared with the frontend (alias `@website-url`),
 * so the form refuses exactly what the API refuses.
 */

/** An http(s) address with a host and no credentials, query or fragment. */
export function isWebsiteUrl(value: string): boolean {
  if (/\s/.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    url.hostname.length > 0 &&
    !url.username &&
    !url.password &&
    !url.search &&
    !url.hash &&
    (url.hostname.includes('.') || url.hostname === 'localhost' || url.hostname.startsWith('['))
  );
}

/**
 * The origin a website's application password is bound to (scheme, host and port): the form asks
 * for the password again when an address edit changes it, as the API does.
 */
export function siteOrigin(url: string): string {
  return new URL(url.trim()).origin;
}
