import { LOCAL_KEYS } from './keys';
import { oneOf, persistedAtom } from './persist';

export const SKINS = ['default', 'bordered'] as const;
export type Skin = (typeof SKINS)[number];

export const skinAtom = persistedAtom<Skin>(LOCAL_KEYS.skin, 'default', {
  target: 'local',
  validate: oneOf(SKINS),
});
