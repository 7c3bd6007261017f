import type { QueryClient } from '@tanstack/react-query';
import type { createStore } from 'jotai';
import { reconnectRealtime } from '../../api/realtime';
import type { AbilityRule, UserData } from '../../api/types';
import { userDataAtom } from '../../state/userDataAtom';
import { ME_QUERY_KEY } from './queryKeys';

type Store = ReturnType<typeof createStore>;

/** After sign-in: remember the user (the ability follows) and reopen the socket with the cookie. */
export function beginSession(store: Store, queryClient: QueryClient, userData: UserData): void {
  queryClient.setQueryData(ME_QUERY_KEY, userData);
  store.set(userDataAtom, userData);
  reconnectRealtime();
}

/** After sign-out or an ended session: forget the user and every cached server answer. */
export function endSession(store: Store, queryClient: QueryClient): void {
  store.set(userDataAtom, null);
  queryClient.clear();
  reconnectRealtime();
}

/** `auth.rules.updated`: the stored rules change, so the guard and the navigation follow. */
export function replaceRules(store: Store, queryClient: QueryClient, abilityRules: AbilityRule[]) {
  const withRules = (current: UserData | null | undefined) =>
    current ? { ...current, abilityRules: abilityRules as UserData['abilityRules'] } : current;
  // An older /me answer still on its way must not bring the previous rules back.
  void queryClient.cancelQueries({ queryKey: ME_QUERY_KEY });
  queryClient.setQueryData<UserData>(ME_QUERY_KEY, (current) => withRules(current) ?? undefined);
  store.set(userDataAtom, (current) => withRules(current) ?? null);
}
