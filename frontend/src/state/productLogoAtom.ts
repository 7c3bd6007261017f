import { LOCAL_KEYS } from './keys';
import { persistedAtom } from './persist';

/** Markup of the vector logo, cached apart from the info record; sanitised when rendered. */
export const productLogoAtom = persistedAtom<string | null>(LOCAL_KEYS.productLogo, null, {
  target: 'local',
  validate: (raw) => (typeof raw === 'string' && raw.includes('<svg') ? raw : undefined),
});
