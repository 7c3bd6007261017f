import { APP_DEFAULTS, slugify } from '../config';
import { readCookie, removeCookie, writeCookie } from '../lib/cookies';

/** Local storage keys (spec §9): info record, logo markup, theme, semi-dark, skin and more. */
export const LOCAL_KEYS = {
  productInfo: 'productInfo',
  productLogo: 'productLogoSvg',
  userData: 'userData',
  theme: 'theme',
  semiDark: 'semiDark',
  skin: 'skin',
  navLayout: 'navLayout',
  direction: 'direction',
  language: 'language',
} as const;

/** Session storage keys: what this tab follows, kept across its reloads. */
export const SESSION_KEYS = {
  followedRuns: 'followedRuns',
} as const;

const COOKIE_NAMES = ['navbarType', 'navbarBlur', 'navCollapsed', 'contentWidth'] as const;
type CookieName = (typeof COOKIE_NAMES)[number];

/** The slug of a title and a dash: what every layout cookie starts with (spec §9). */
export const cookiePrefix = (title: string) => `${slugify(title) || slugify(APP_DEFAULTS.title)}-`;

/** The configured title, as the cached info record has it (the default before the first load). */
function currentTitle(): string {
  try {
    const info = JSON.parse(localStorage.getItem(LOCAL_KEYS.productInfo) ?? 'null') as {
      title?: unknown;
    } | null;
    return typeof info?.title === 'string' && info.title ? info.title : APP_DEFAULTS.title;
  } catch {
    return APP_DEFAULTS.title;
  }
}

/**
 * Cookie names, prefixed with the slug of the configured application title (spec §9), read at
 * each use: a renamed product keeps its layout choices under its new name.
 */
export const COOKIE_KEYS = Object.fromEntries(
  COOKIE_NAMES.map((name) => [name, () => `${cookiePrefix(currentTitle())}${name}`]),
) as Record<CookieName, () => string>;

/** The title changed: the layout cookies move to the new prefix. */
export function renameCookies(fromTitle: string, toTitle: string): void {
  const from = cookiePrefix(fromTitle);
  const to = cookiePrefix(toTitle);
  if (from === to) return;
  for (const name of COOKIE_NAMES) {
    const value = readCookie(`${from}${name}`);
    if (value === undefined) continue;
    writeCookie(`${to}${name}`, value);
    removeCookie(`${from}${name}`);
  }
}
