import { useCallback } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { UserData } from '../../../api/types';
import { isServerPage, safeTarget } from '../../../app/access';
import { useSession } from './useSession';

export const TWO_STEPS_PATH = '/pages/authentication/two-steps-v1';
export const TWO_STEPS_V2_PATH = '/pages/authentication/two-steps-v2';

/**
 * What happens after a correct password: a session goes to `to` (a same-site path) or `/`;
 * a two-step challenge goes to the code page, carrying `to` along.
 */
export function useSignInFlow(twoStepsPath: string = TWO_STEPS_PATH) {
  const search = useSearch();
  const [, navigate] = useLocation();
  const { signIn } = useSession();
  const target = safeTarget(new URLSearchParams(search).get('to')) ?? '/';

  const onSignedIn = useCallback(
    (userData: UserData) => {
      signIn(userData);
      // The queue board (sent here to sign in first) is the server's page, not the app's.
      if (isServerPage(target)) window.location.assign(target);
      else navigate(target, { replace: true });
    },
    [signIn, navigate, target],
  );

  const onTwoFactor = useCallback(
    (challengeToken: string) => {
      const query = new URLSearchParams({ challenge: challengeToken });
      if (target !== '/') query.set('to', target);
      navigate(`${twoStepsPath}?${query.toString()}`);
    },
    [navigate, target, twoStepsPath],
  );

  return { target, onSignedIn, onTwoFactor };
}
