import { useQueryClient } from '@tanstack/react-query';
import { useStore } from 'jotai';
import { useCallback } from 'react';
import { logout } from '../../../api/auth';
import type { UserData } from '../../../api/types';
import { beginSession, endSession } from '../session';

export function useSession() {
  const store = useStore();
  const queryClient = useQueryClient();

  const signIn = useCallback(
    (userData: UserData) => beginSession(store, queryClient, userData),
    [store, queryClient],
  );

  /** Ends the session on the server; the local one ends even if the server cannot be reached. */
  const signOut = useCallback(async () => {
    try {
      await logout();
    } catch (error) {
      console.warn('Sign-out request failed; clearing the local session anyway.', error);
    }
    endSession(store, queryClient);
  }, [store, queryClient]);

  return { signIn, signOut };
}
