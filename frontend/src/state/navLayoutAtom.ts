import { LOCAL_KEYS } from './keys';
import { oneOf, persistedAtom } from './persist';

export const NAV_LAYOUTS = ['vertical', 'horizontal'] as const;
export type NavLayout = (typeof NAV_LAYOUTS)[number];

/** The user's choice; a narrow window shows an overlay without overwriting it. */
export const navLayoutAtom = persistedAtom<NavLayout>(LOCAL_KEYS.navLayout, 'vertical', {
  target: 'local',
  validate: oneOf(NAV_LAYOUTS),
});
