import type { UserData } from '../api/types';
import { LOCAL_KEYS } from './keys';
import { persistedAtom, type Validate } from './persist';

const isUserData: Validate<UserData | null> = (raw) => {
  if (!raw || typeof raw !== 'object') return undefined;
  const candidate = raw as Partial<UserData>;
  return typeof candidate.id === 'number' && Array.isArray(candidate.abilityRules)
    ? (candidate as UserData)
    : undefined;
};

/** The signed-in user as the server described them, rules included; `null` when signed out. */
export const userDataAtom = persistedAtom<UserData | null>(LOCAL_KEYS.userData, null, {
  target: 'local',
  validate: isUserData,
});
