import { COOKIE_KEYS } from './keys';
import { oneOf, persistedAtom } from './persist';

export const NAVBAR_TYPES = ['sticky', 'hidden'] as const;
export type NavbarType = (typeof NAVBAR_TYPES)[number];

export const navbarTypeAtom = persistedAtom<NavbarType>(COOKIE_KEYS.navbarType, 'sticky', {
  target: 'cookie',
  validate: oneOf(NAVBAR_TYPES),
});
