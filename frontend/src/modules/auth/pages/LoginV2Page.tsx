import { AnchorButton } from '@blueprintjs/core';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { APP_DEFAULTS } from '../../../config';
import { productInfoAtom } from '../../../state/productInfoAtom';
import { useLinkProps } from '../../../ui/useLinkProps';
import { AuthFooterLink } from '../components/AuthFooterLink';
import { AuthSplit } from '../components/AuthSplit';
import { LoginForm } from '../components/LoginForm';
import { useRegistrationOpen } from '../hooks/useRegistrationOpen';
import { TWO_STEPS_V2_PATH, useSignInFlow } from '../hooks/useSignInFlow';

/** `/pages/authentication/login-v2`: the split design around the same sign-in form. */
export default function LoginV2Page() {
  const { t } = useTranslation();
  const info = useAtomValue(productInfoAtom);
  const link = useLinkProps();
  const { onSignedIn, onTwoFactor } = useSignInFlow(TWO_STEPS_V2_PATH);
  const title = info?.title || APP_DEFAULTS.title;
  const registrationOpen = useRegistrationOpen();

  return (
    <AuthSplit
      title={t('auth.welcome', { title })}
      subtitle={t('auth.subtitle')}
      art={{ icon: 'globe-network', tagline: t('authFlows.art.login') }}
      testId="login-v2-page"
    >
      <LoginForm onSignedIn={onSignedIn} onTwoFactor={onTwoFactor} />
      <div className="ams-auth-links">
        <AnchorButton variant="minimal" {...link('/pages/authentication/forgot-password-v2')}>
          {t('auth.forgotPassword')}
        </AnchorButton>
      </div>
      {registrationOpen && (
        <AuthFooterLink
          lead={t('auth.noAccount')}
          text={t('auth.createAccount')}
          to="/pages/authentication/register-v2"
        />
      )}
    </AuthSplit>
  );
}
