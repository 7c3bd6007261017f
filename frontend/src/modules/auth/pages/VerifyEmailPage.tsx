import { useTranslation } from 'react-i18next';
import { AuthCard } from '../components/AuthCard';
import { VerifyEmailResult } from '../components/VerifyEmailResult';

/** `/pages/authentication/verify-email-v1`: the card design. */
export default function VerifyEmailPage() {
  const { t } = useTranslation();
  return (
    <AuthCard icon="envelope" title={t('authFlows.verifyEmail.title')} testId="verify-email-page">
      <VerifyEmailResult loginPath="/login" />
    </AuthCard>
  );
}
