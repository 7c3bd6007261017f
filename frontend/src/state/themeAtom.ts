import { LOCAL_KEYS } from './keys';
import { oneOf, persistedAtom } from './persist';

export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];

export const themeAtom = persistedAtom<Theme>(LOCAL_KEYS.theme, 'system', {
  target: 'local',
  validate: oneOf(THEMES),
});
