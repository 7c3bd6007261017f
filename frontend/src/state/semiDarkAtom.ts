import { LOCAL_KEYS } from './keys';
import { isBoolean, persistedAtom } from './persist';

/** Dark side navigation over a light page. */
export const semiDarkAtom = persistedAtom<boolean>(LOCAL_KEYS.semiDark, false, {
  target: 'local',
  validate: isBoolean,
});
