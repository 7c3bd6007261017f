import { createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductInfo } from '../../api/types';
import { LOCAL_KEYS } from '../../state/keys';
import { json } from '../../test/renderApp';
import { applyProductInfo, checkProductInfoVersion, loadProductInfo } from './productInfo';

const info: ProductInfo = {
  title: 'Newsroom Hub',
  icon: '/api/settings/icon.png?v=3',
  icon_svg: '/api/settings/icon.svg?v=3',
  version: '3',
  registrationOpen: false,
  defaultLocale: 'it',
};
const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8"/></svg>';

const urlOf = (input: RequestInfo | URL) =>
  input instanceof Request
    ? new URL(input.url).pathname + new URL(input.url).search
    : String(input);

function stubFetch(handler: (url: string) => Response | Promise<Response>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => handler(urlOf(input)));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const favicon = () =>
  document.head.querySelector<HTMLLinkElement>('link[rel~="icon"]')?.getAttribute('href');

describe('product info at start-up', () => {
  beforeEach(() => {
    document.title = 'ai multisite';
    document.head.innerHTML = '<link rel="icon" href="/favicon.ico">';
  });

  it('fetches the info once, applies title and favicon, and caches the logo markup separately', async () => {
    const fetchMock = stubFetch((url) => {
      if (url === '/api/cmultisite-info') return json({ body: info });
      if (url === info.icon_svg)
        return new Response(svg, { headers: { 'Content-Type': 'image/svg+xml' } });
      return json({ statusCode: 404, message: 'Not found' }, 404);
    });

    await loadProductInfo(createStore());

    expect(fetchMock.mock.calls.map(([input]) => urlOf(input))).toEqual([
      '/api/cmultisite-info',
      info.icon_svg,
    ]);
    expect(document.title).toBe('Newsroom Hub');
    expect(favicon()).toBe(info.icon);
    expect(JSON.parse(localStorage.getItem(LOCAL_KEYS.productInfo)!)).toEqual(info);
    expect(localStorage.getItem(LOCAL_KEYS.productLogo)).toBe(svg);
  });

  it('uses the cached record without any request', async () => {
    localStorage.setItem(LOCAL_KEYS.productInfo, JSON.stringify(info));
    localStorage.setItem(LOCAL_KEYS.productLogo, svg);
    const fetchMock = stubFetch(() => json({ body: { ...info, title: 'Other' } }));

    await loadProductInfo(createStore());

    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.title).toBe('Newsroom Hub');
    expect(favicon()).toBe(info.icon);
  });

  it('warns about the multisite info and keeps the defaults when the request fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubFetch(() => json({ statusCode: 500, message: 'Internal server error' }, 500));

    await loadProductInfo(createStore());

    expect(warn).toHaveBeenCalledWith(expect.stringContaining('multisite info'), expect.anything());
    expect(document.title).toBe('ai multisite');
    expect(favicon()).toBe('/favicon.ico');
    expect(localStorage.getItem(LOCAL_KEYS.productInfo)).toBeNull();
  });

  it('also survives a network failure the same way', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));

    await loadProductInfo(createStore());

    expect(warn).toHaveBeenCalledWith(expect.stringContaining('multisite info'), expect.anything());
    expect(document.title).toBe('ai multisite');
  });

  it('applies a record pushed by the socket and drops a removed logo', async () => {
    localStorage.setItem(LOCAL_KEYS.productLogo, svg);
    const fetchMock = stubFetch(() => json({}));
    const store = createStore();

    await applyProductInfo(store, { ...info, title: 'Renamed', icon_svg: null, version: '4' });

    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.title).toBe('Renamed');
    expect(localStorage.getItem(LOCAL_KEYS.productLogo)).toBeNull();
  });

  it('refetches when the server announces a version the cache does not hold', async () => {
    localStorage.setItem(LOCAL_KEYS.productInfo, JSON.stringify({ ...info, icon_svg: null }));
    const fetchMock = stubFetch(() =>
      json({ body: { ...info, icon_svg: null, title: 'V5', version: '5' } }),
    );
    const store = createStore();

    await checkProductInfoVersion(store, '3');
    expect(fetchMock).not.toHaveBeenCalled();

    await checkProductInfoVersion(store, '5');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(document.title).toBe('V5');
  });
});
