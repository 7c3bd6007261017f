import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useEffect } from 'react';
import { fetchMe } from '../../../api/auth';
import { isApiError } from '../../../api/errors';
import { userDataAtom } from '../../../state/userDataAtom';
import { ME_QUERY_KEY } from '../queryKeys';
import { endSession } from '../session';

/** At start-up a stored user is refreshed from `/api/auth/me`; a 401 signs them out. */
export function useSessionRefresh(): void {
  const store = useStore();
  const queryClient = useQueryClient();
  const signedIn = useAtomValue(userDataAtom) !== null;
  const setUserData = useSetAtom(userDataAtom);
  const me = useQuery({
    queryKey: ME_QUERY_KEY,
    queryFn: fetchMe,
    enabled: signedIn,
    staleTime: Infinity,
    retry: false,
  });

  useEffect(() => {
    if (me.data) setUserData(me.data);
  }, [me.data, setUserData]);

  useEffect(() => {
    if (isApiError(me.error, 401)) endSession(store, queryClient);
  }, [me.error, store, queryClient]);
}
