import { LOCALES, type Locale } from '../config';
import { LOCAL_KEYS } from './keys';
import { oneOf, persistedAtom } from './persist';

/** The language the user picked; `null` until they pick one (the configured default applies). */
export const languageAtom = persistedAtom<Locale | null>(LOCAL_KEYS.language, null, {
  target: 'local',
  validate: oneOf(LOCALES),
});
