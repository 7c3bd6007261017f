import { PRODUCT_KEY } from '../config';
import { api, unwrap } from './client';
import type { ProductInfo } from './types';

/** `GET /api/c{product}-info`: public; the record sits under `body`. */
export async function fetchProductInfo(): Promise<ProductInfo> {
  const { body } = await unwrap(
    api.GET('/api/c{product}-info', { params: { path: { product: PRODUCT_KEY } } }),
  );
  return body;
}

/** The vector logo is fetched as plain text so it can be cached and sanitised. */
export async function fetchLogoMarkup(address: string): Promise<string> {
  const response = await fetch(address, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`Logo request failed with HTTP ${response.status}`);
  return response.text();
}
