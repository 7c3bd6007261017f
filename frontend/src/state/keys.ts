import { COOKIE_PREFIX } from '../config';

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

/** Cookie names, prefixed with the slug of the application title (spec §9). */
export const COOKIE_KEYS = {
  navbarType: `${COOKIE_PREFIX}navbarType`,
  navbarBlur: `${COOKIE_PREFIX}navbarBlur`,
  navCollapsed: `${COOKIE_PREFIX}navCollapsed`,
  contentWidth: `${COOKIE_PREFIX}contentWidth`,
} as const;
