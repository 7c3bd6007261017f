import { AnchorButton, Callout, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { verifyEmail } from '../../../api/authFlows';
import { useLinkProps } from '../../../ui/useLinkProps';
import { useAuthErrorMessage } from '../hooks/useAuthErrorMessage';
import { verifyEmailKey } from '../queryKeys';
import { useLinkToken } from '../hooks/useLinkToken';
import { AuthFooterLink } from './AuthFooterLink';

interface VerifyEmailResultProps {
  loginPath: string;
}

/**
 * Confirms the address from the link's token, once: a query (not an effect) so a re-render or
 * React's double mount in development never spends the single-use token twice.
 */
export function VerifyEmailResult({ loginPath }: VerifyEmailResultProps) {
  const { t } = useTranslation();
  const link = useLinkProps();
  const token = useLinkToken();
  const errorMessage = useAuthErrorMessage();
  const result = useQuery({
    queryKey: verifyEmailKey(token),
    queryFn: () => verifyEmail(token!),
    enabled: token !== null,
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });

  if (token !== null && result.isPending) {
    return (
      <div
        className="ams-page-loader"
        role="status"
        aria-label={t('authFlows.verifyEmail.checking')}
      >
        <Spinner size={32} />
      </div>
    );
  }
  if (token !== null && result.isSuccess) {
    return (
      <>
        <Callout
          intent="success"
          icon="tick-circle"
          className="ams-auth-success"
          data-testid="verify-email-success"
        >
          {t('authFlows.verifyEmail.success')}
        </Callout>
        <AnchorButton
          intent="primary"
          size="large"
          fill
          data-testid="verify-email-login"
          {...link(loginPath)}
        >
          {t('auth.submit')}
        </AnchorButton>
      </>
    );
  }
  return (
    <>
      <Callout
        intent="danger"
        className="ams-auth-success"
        role="alert"
        data-testid="verify-email-error"
      >
        {token === null ? t('authFlows.server.invalidLink') : errorMessage(result.error)}
      </Callout>
      <AnchorButton
        fill
        icon="envelope"
        data-testid="verify-email-resend"
        {...link('/verify-email-sent')}
      >
        {t('authFlows.verifySent.resend')}
      </AnchorButton>
      <AuthFooterLink text={t('common.backToLogin')} to={loginPath} />
    </>
  );
}
