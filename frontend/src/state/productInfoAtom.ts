import type { ProductInfo } from '../api/types';
import { LOCAL_KEYS } from './keys';
import { persistedAtom, type Validate } from './persist';

const isProductInfo: Validate<ProductInfo | null> = (raw) => {
  if (!raw || typeof raw !== 'object') return undefined;
  const info = raw as Partial<ProductInfo>;
  return typeof info.title === 'string' && typeof info.icon === 'string'
    ? (info as ProductInfo)
    : undefined;
};

/** The cached `GET /api/c{product}-info` record; `null` until it has loaded once. */
export const productInfoAtom = persistedAtom<ProductInfo | null>(LOCAL_KEYS.productInfo, null, {
  target: 'local',
  validate: isProductInfo,
});
