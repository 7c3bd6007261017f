import Cookies from 'js-cookie';

/** The only module that touches `document.cookie`, so the cookie library stays swappable. */
const COOKIE_OPTIONS: Cookies.CookieAttributes = { expires: 365, path: '/', sameSite: 'lax' };

export function readCookie(name: string): string | undefined {
  return Cookies.get(name);
}

export function writeCookie(name: string, value: string): void {
  Cookies.set(name, value, COOKIE_OPTIONS);
}

export function removeCookie(name: string): void {
  Cookies.remove(name, { path: '/' });
}
