import { render } from '@testing-library/react';
import { createStore } from 'jotai';
import { vi } from 'vitest';
import type { ProductInfo, UserData } from '../api/types';
import { App } from '../app/App';
import { createQueryClient } from '../app/queryClient';
import { LOCAL_KEYS } from '../state/keys';
import { productInfoAtom } from '../state/productInfoAtom';

export const adminUser: UserData = {
  id: 7,
  email: 'admin@example.com',
  firstName: 'Ada',
  lastName: 'Admin',
  username: 'ada',
  avatar: null,
  accountId: 1,
  locale: 'en',
  role: { id: 1, name: 'Administrator', isAdmin: true },
  abilityRules: [{ action: 'manage', subject: 'all' }],
};

export const editorUser: UserData = {
  ...adminUser,
  id: 8,
  email: 'editor@example.com',
  firstName: 'Eddie',
  role: { id: 2, name: 'Editor', isAdmin: false },
  abilityRules: [{ action: 'read', subject: 'website' }],
};

type Route = (request: Request) => Response | Promise<Response>;

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Replaces `fetch`; `routes` maps "METHOD /path" to a handler, anything else is a 404. */
export function mockFetch(routes: Record<string, Route>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request =
      input instanceof Request ? input : new Request(new URL(String(input), location.href), init);
    const url = new URL(request.url);
    const handler = routes[`${request.method} ${url.pathname}`];
    return handler ? handler(request) : json({ statusCode: 404, message: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The product record of a fresh install (`GET /api/cmultisite-info`). */
export const freshInstallInfo: ProductInfo = {
  title: 'ai multisite',
  icon: 'favicon.ico',
  icon_svg: null,
  version: 'v1',
  defaultLocale: 'en',
  registrationOpen: false,
};

/** Renders the whole app at `path`, optionally signed in as `user`. */
/**
 * How long a test waits for a page's first render. `npm test` runs the frontend unit files beside
 * the API e2e files on the same two CPUs; there, loading a page's modules and rendering it after
 * a mocked answer has taken more than 8 s. Every file waits this long for its first sight, so one
 * value is mended in one place; a page that never comes still fails, within the test timeout
 * (vite.config.ts, 20 s).
 */
export const FIRST_RENDER = { timeout: 15_000 };

export function renderApp(
  path: string,
  { user, info }: { user?: UserData; info?: Partial<ProductInfo> } = {},
) {
  if (user) localStorage.setItem(LOCAL_KEYS.userData, JSON.stringify(user));
  window.history.replaceState(null, '', path);
  const store = createStore();
  // What main.tsx loads at start-up, when a test needs it.
  if (info) store.set(productInfoAtom, { ...freshInstallInfo, ...info });
  const queryClient = createQueryClient();
  const view = render(<App store={store} queryClient={queryClient} />);
  return { ...view, store, queryClient };
}

export function currentLocation(): string {
  return `${window.location.pathname}${window.location.search}`;
}
