import { useTranslation } from 'react-i18next';
import { AuthFooterLink } from '../components/AuthFooterLink';
import { AuthSplit } from '../components/AuthSplit';
import { RegistrationGate } from '../components/RegistrationGate';

/** `/pages/authentication/register-v2`: the split design of the same form. */
export default function RegisterV2Page() {
  const { t } = useTranslation();
  return (
    <AuthSplit
      title={t('authFlows.register.title')}
      subtitle={t('authFlows.register.subtitle')}
      art={{ icon: 'new-person', tagline: t('authFlows.art.register') }}
      testId="register-v2-page"
    >
      <RegistrationGate />
      <AuthFooterLink
        lead={t('authFlows.register.haveAccount')}
        text={t('auth.submit')}
        to="/pages/authentication/login-v2"
      />
    </AuthSplit>
  );
}
