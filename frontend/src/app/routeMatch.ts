import { decideAccess, type AccessContext } from './access';
import {
  NAV_GROUPS,
  ROUTES,
  type AppRoute,
  type NavGroup,
  type PageRoute,
  type RouteParams,
} from './routes';

export interface RouteMatch {
  route: AppRoute;
  params: RouteParams;
}

const patternCache = new Map<string, { regex: RegExp; keys: string[] }>();

/** Compiles `/a/:id` and `*` (the catch-all) to a regular expression with named keys. */
function compile(path: string) {
  let compiled = patternCache.get(path);
  if (!compiled) {
    const keys: string[] = [];
    const source = path
      .split('/')
      .map((segment) => {
        if (segment === '*') {
          keys.push('*');
          return '(.*)';
        }
        if (segment.startsWith(':')) {
          keys.push(segment.slice(1));
          return '([^/]+)';
        }
        return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      })
      .join('/');
    compiled = { regex: new RegExp(`^${path === '*' ? '/(.*)' : source}/?$`, 'i'), keys };
    patternCache.set(path, compiled);
  }
  return compiled;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export function matchPath(path: string, pathname: string): RouteParams | null {
  const { regex, keys } = compile(path);
  const result = regex.exec(pathname);
  if (!result) return null;
  return Object.fromEntries(keys.map((key, i) => [key, safeDecode(result[i + 1] ?? '')]));
}

/** First entry of the table whose path matches; the table ends with the catch-all. */
export function findRoute(pathname: string, routes: readonly AppRoute[] = ROUTES): RouteMatch {
  for (const route of routes) {
    const params = matchPath(route.path, pathname);
    if (params) return { route, params };
  }
  return { route: routes[routes.length - 1], params: {} };
}

export type NavRoute = PageRoute & { nav: NonNullable<PageRoute['nav']> };

/** Navigation entries the current user may open, grouped in display order. */
export function navGroupsFor(
  ctx: AccessContext,
  routes: readonly AppRoute[] = ROUTES,
): { group: NavGroup; items: NavRoute[] }[] {
  const allowed = routes.filter(
    (route): route is NavRoute =>
      'page' in route && route.nav !== undefined && decideAccess(route, ctx).allow,
  );
  return NAV_GROUPS.map((group) => ({
    group,
    items: allowed.filter((route) => route.nav.group === group),
  })).filter((entry) => entry.items.length > 0);
}

/** Pages the user may open and that make sense to jump to (no `:param`, no catch-all). */
export function searchableRoutes(
  ctx: AccessContext,
  routes: readonly AppRoute[] = ROUTES,
): PageRoute[] {
  return routes.filter(
    (route): route is PageRoute =>
      'page' in route &&
      route.layout === 'default' &&
      !route.path.includes(':') &&
      decideAccess(route, ctx).allow,
  );
}

/**
 * Whether `route`'s navigation entry is the current one: its own page, or a page under its
 * `activePrefix` that no other entry names more closely (an entry of its own, or a longer prefix),
 * so one entry is lit at a time.
 */
export function isNavActive(
  route: NavRoute,
  pathname: string,
  routes: readonly AppRoute[] = ROUTES,
): boolean {
  if (pathname === route.path) return true;
  const prefix = route.nav.activePrefix;
  if (prefix === undefined || !pathname.startsWith(prefix)) return false;
  return !routes.some(
    (other) =>
      other !== route &&
      'nav' in other &&
      other.nav !== undefined &&
      (other.path === pathname ||
        (other.nav.activePrefix !== undefined &&
          other.nav.activePrefix.length > prefix.length &&
          pathname.startsWith(other.nav.activePrefix))),
  );
}
