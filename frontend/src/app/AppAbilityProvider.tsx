import { AbilityProvider } from '@casl/react';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { abilityAtom } from '../state/abilityAtom';

/** Hands the ability derived from the stored rules to `useAbility` / `<Can>`. */
export function AppAbilityProvider({ children }: { children: ReactNode }) {
  const ability = useAtomValue(abilityAtom);
  return <AbilityProvider value={ability}>{children}</AbilityProvider>;
}
