import { useTranslation } from 'react-i18next';
import { AuthSplit } from '../components/AuthSplit';
import { ForgotPasswordForm } from '../components/ForgotPasswordForm';

/** `/pages/authentication/forgot-password-v2`: the split design. */
export default function ForgotPasswordV2Page() {
  const { t } = useTranslation();
  const loginPath = '/pages/authentication/login-v2';
  return (
    <AuthSplit
      title={t('authFlows.forgot.title')}
      subtitle={t('authFlows.forgot.subtitle')}
      art={{ icon: 'key', tagline: t('authFlows.art.forgot') }}
      testId="forgot-password-v2-page"
    >
      <ForgotPasswordForm loginPath={loginPath} />
    </AuthSplit>
  );
}
