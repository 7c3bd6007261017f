import { COOKIE_KEYS } from './keys';
import { isBoolean, persistedAtom } from './persist';

/** Vertical navigation shrunk to icons. */
export const navCollapsedAtom = persistedAtom<boolean>(COOKIE_KEYS.navCollapsed, false, {
  target: 'cookie',
  validate: isBoolean,
});
