/** The product key in `GET /api/c{product}-info`. */
export const PRODUCT_KEY = 'multisite';

export const APP_DEFAULTS = {
  title: 'ai multisite',
  icon: '/favicon.ico',
} as const;

export const BREAKPOINTS = {
  sm: 600,
  md: 960,
  lg: 1280,
  xl: 1920,
  xxl: 2560,
} as const;

/** Below this width the navigation turns into an overlay drawer. */
export const OVERLAY_NAV_QUERY = `(max-width: ${BREAKPOINTS.md - 0.02}px)`;

/** A phone: the navbar keeps one row (secondary buttons in one menu), lists become cards. */
export const NARROW_QUERY = `(max-width: ${BREAKPOINTS.sm - 0.02}px)`;

export const SCROLL_TOP = {
  threshold: 200,
  durationMs: 300,
} as const;

export const SETTINGS_RELOAD_DELAY_MS = 1500;

export const LOCALES = ['en', 'it', 'pl', 'ro', 'ua'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Native names, shown in the language menu whatever the current language. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  it: 'Italiano',
  pl: 'Polski',
  ro: 'Română',
  ua: 'Українська',
};

/** `ua` is the product's code; HTML wants the ISO 639-1 code `uk`. */
export const HTML_LANG: Record<Locale, string> = {
  en: 'en',
  it: 'it',
  pl: 'pl',
  ro: 'ro',
  ua: 'uk',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
