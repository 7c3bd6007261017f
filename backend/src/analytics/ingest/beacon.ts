import { DomainException } from '../../core/http/domain-error';
import { ANALYTICS_ERRORS } from '../analytics.errors';

/** At most this many bytes of beacon body are read. */
export const BEACON_MAX_BYTES = 4096;

/** What the tracking script posts. */
export interface Beacon {
  /** The website's public id. */
  k: string;
  /** The page's address. */
  u: URL;
  /** `document.referrer`. */
  r: string | null;
  /** A custom event's name; none for a page view. */
  n: string | null;
}

const KEYS = new Set(['k', 'u', 'r', 'n']);
const junk = () => new DomainException(ANALYTICS_ERRORS.invalidBeacon);

/** Checks a parsed body; anything but the script's shape is 400. */
export function parseBeacon(body: unknown): Beacon {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw junk();
  const record = body as Record<string, unknown>;
  if (Object.keys(record).some((key) => !KEYS.has(key))) throw junk();
  const { k, u, r, n } = record;
  if (typeof k !== 'string' || !/^[a-f0-9]{24}$/.test(k)) throw junk();
  if (typeof u !== 'string' || u.length > 2000) throw junk();
  let url: URL;
  try {
    url = new URL(withoutControls(u).replace(ENCODED_CONTROL, ''));
  } catch {
    throw junk();
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw junk();
  if (r !== undefined && r !== null && (typeof r !== 'string' || r.length > 2000)) throw junk();
  if (
    n !== undefined &&
    n !== null &&
    (typeof n !== 'string' || n.trim().length === 0 || n.length > 100)
  ) {
    throw junk();
  }
  const name = typeof n === 'string' ? withoutControls(n).trim() : '';
  return {
    k,
    u: url,
    r: (typeof r === 'string' && withoutControls(r)) || null,
    n: name || null,
  };
}

/** C0 controls (NUL, ESC, CR, LF, tab…), DEL and C1 controls: never stored. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;
/** The same, percent-encoded in an address (its path and its UTM values). */
const ENCODED_CONTROL = /%(?:[01][0-9a-f]|7f|c2%[89][0-9a-f])/gi;
const withoutControls = (text: string) => text.replace(CONTROL, '');

/** The body as text: JSON sent as text/plain (a simple request, no preflight). */
export function parseBeaconText(text: string): Beacon {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw junk();
  }
  return parseBeacon(body);
}
