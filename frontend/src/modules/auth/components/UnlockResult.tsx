import { Callout, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { unlockSignIn } from '../../../api/authFlows';
import { useAuthErrorMessage } from '../hooks/useAuthErrorMessage';
import { useLinkToken } from '../hooks/useLinkToken';
import { useSignInFlow } from '../hooks/useSignInFlow';
import { unlockKey } from '../queryKeys';
import { AuthFooterLink } from './AuthFooterLink';

interface UnlockResultProps {
  loginPath: string;
}

/**
 * Signs in with the link's token, once: a query (not an effect) so a re-render or React's double
 * mount in development never spends the single-use token twice. Success goes on as a sign-in does.
 */
export function UnlockResult({ loginPath }: UnlockResultProps) {
  const { t } = useTranslation();
  const token = useLinkToken();
  const errorMessage = useAuthErrorMessage();
  const { onSignedIn } = useSignInFlow();
  const result = useQuery({
    queryKey: unlockKey(token),
    queryFn: () => unlockSignIn(token!),
    enabled: token !== null,
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  const userData = result.data?.userData;

  useEffect(() => {
    if (userData) onSignedIn(userData);
  }, [userData, onSignedIn]);

  if (token !== null && !result.isError) {
    return (
      <div className="ams-page-loader" role="status" aria-label={t('authFlows.unlock.checking')}>
        <Spinner size={32} />
      </div>
    );
  }
  return (
    <>
      <Callout intent="danger" className="ams-auth-success" role="alert" data-testid="unlock-error">
        {token === null ? t('authFlows.server.invalidLink') : errorMessage(result.error)}
      </Callout>
      <AuthFooterLink text={t('common.backToLogin')} to={loginPath} />
    </>
  );
}
