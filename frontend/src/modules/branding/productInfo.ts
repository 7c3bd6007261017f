import type { createStore } from 'jotai';
import { fetchLogoMarkup, fetchProductInfo } from '../../api/info';
import type { ProductInfo } from '../../api/types';
import { renameCookies } from '../../state/keys';
import { productInfoAtom } from '../../state/productInfoAtom';
import { productLogoAtom } from '../../state/productLogoAtom';
import { applyToDocument } from './documentHead';

type Store = ReturnType<typeof createStore>;

/**
 * Start-up (spec §7): use the cached record, or fetch it once. A failure only warns in the
 * console and keeps the defaults (spec §8).
 */
export async function loadProductInfo(store: Store, { force = false } = {}): Promise<void> {
  const cached = store.get(productInfoAtom);
  if (cached && !force) {
    applyToDocument(cached);
    if (cached.icon_svg && !store.get(productLogoAtom)) await refreshLogo(store, cached.icon_svg);
    return;
  }
  try {
    await applyProductInfo(store, await fetchProductInfo());
  } catch (error) {
    console.warn('Could not load the multisite info; keeping the default title and icon.', error);
    applyToDocument(cached);
  }
}

/** Caches a record (from the API or the socket) and shows it: title, favicon and logo. */
export async function applyProductInfo(store: Store, info: ProductInfo): Promise<void> {
  const before = store.get(productInfoAtom)?.title;
  if (before && before !== info.title) renameCookies(before, info.title);
  store.set(productInfoAtom, info);
  applyToDocument(info);
  if (info.icon_svg) await refreshLogo(store, info.icon_svg);
  else store.set(productLogoAtom, null);
}

/** Refetches the record when the server announces a version the cache does not hold. */
export async function checkProductInfoVersion(store: Store, version: string): Promise<void> {
  if (store.get(productInfoAtom)?.version === version) return;
  await loadProductInfo(store, { force: true });
}

async function refreshLogo(store: Store, address: string): Promise<void> {
  try {
    store.set(productLogoAtom, await fetchLogoMarkup(address));
  } catch (error) {
    console.warn('Could not load the multisite logo; showing the icon instead.', error);
  }
}
