import { COOKIE_KEYS } from './keys';
import { isBoolean, persistedAtom } from './persist';

/** Frosted-glass background of the sticky navbar. */
export const navbarBlurAtom = persistedAtom<boolean>(COOKIE_KEYS.navbarBlur, true, {
  target: 'cookie',
  validate: isBoolean,
});
