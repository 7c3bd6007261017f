import { useTranslation } from 'react-i18next';
import { AuthSplit } from '../components/AuthSplit';
import { VerifyEmailResult } from '../components/VerifyEmailResult';

/** `/pages/authentication/verify-email-v2`: the split design. */
export default function VerifyEmailV2Page() {
  const { t } = useTranslation();
  return (
    <AuthSplit
      title={t('authFlows.verifyEmail.title')}
      subtitle={t('authFlows.verifyEmail.subtitle')}
      art={{ icon: 'envelope', tagline: t('authFlows.art.verify') }}
      testId="verify-email-v2-page"
    >
      <VerifyEmailResult loginPath="/pages/authentication/login-v2" />
    </AuthSplit>
  );
}
