import type { AnyAbility } from '@casl/ability';
import type { UserData } from '../api/types';

export type Access = 'public' | 'guest' | 'auth' | { action: string; subject: string };

export interface AccessContext {
  userData: UserData | null;
  ability: AnyAbility;
  /** Path and query of the page being opened, kept in `to` when sign-in is needed. */
  location?: string;
}

export type AccessDecision = { allow: true } | { allow: false; redirect: string };

export const LOGIN_PATH = '/login';
export const NOT_AUTHORIZED_PATH = '/not-authorized';

/** Signed in means the server described the user (the HttpOnly cookie itself is not readable). */
export function isLoggedIn(userData: UserData | null): userData is UserData {
  return userData !== null;
}

/** The guard (spec §4) as a pure function: the router, the navigation and the search use it. */
export function decideAccess(route: { access: Access }, ctx: AccessContext): AccessDecision {
  const { access } = route;
  if (access === 'public') return { allow: true };
  const loggedIn = isLoggedIn(ctx.userData);
  if (access === 'guest') return loggedIn ? { allow: false, redirect: '/' } : { allow: true };
  if (!loggedIn) return { allow: false, redirect: loginRedirect(ctx.location) };
  if (access === 'auth' || ctx.ability.can(access.action, access.subject)) return { allow: true };
  return { allow: false, redirect: NOT_AUTHORIZED_PATH };
}

/** Pages the server serves itself, not the app's router (the queue board, the API docs). */
const SERVER_PAGES = ['/admin/queues', '/api'];

/** Whether a same-site path is one of the server's own pages: reached by loading it. */
export function isServerPage(path: string): boolean {
  const pathname = path.split(/[?#]/)[0]!;
  return SERVER_PAGES.some((page) => pathname === page || pathname.startsWith(`${page}/`));
}

export function loginRedirect(location?: string): string {
  if (!location || location === '/' || !safeTarget(location)) return LOGIN_PATH;
  return `${LOGIN_PATH}?to=${encodeURIComponent(location)}`;
}

/** Only same-site paths: one leading slash, never `//host` or `/\host`. */
export function safeTarget(to: string | null | undefined): string | null {
  if (!to || !to.startsWith('/') || to.startsWith('//') || to.startsWith('/\\')) return null;
  return to;
}

/** Where `/` leads (spec §2): the dashboards with a role, else sign-in keeping the query. */
export function rootRedirect(userData: UserData | null, search: string): string {
  if (userData?.role) return '/dashboards';
  // A signed-in user without a role would bounce between `/` and `/login` forever.
  if (isLoggedIn(userData)) return NOT_AUTHORIZED_PATH;
  const query = search.replace(/^\?/, '');
  return query ? `${LOGIN_PATH}?${query}` : LOGIN_PATH;
}
