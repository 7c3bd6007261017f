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
