import { LOCAL_KEYS } from './keys';
import { oneOf, persistedAtom } from './persist';

export const DIRECTIONS = ['ltr', 'rtl'] as const;
export type Direction = (typeof DIRECTIONS)[number];

export const directionAtom = persistedAtom<Direction>(LOCAL_KEYS.direction, 'ltr', {
  target: 'local',
  validate: oneOf(DIRECTIONS),
});
