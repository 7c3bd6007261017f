import { useTranslation } from 'react-i18next';
import { AuthCard } from '../components/AuthCard';
import { ForgotPasswordForm } from '../components/ForgotPasswordForm';

/** `/forgot-password`: the card design. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  return (
    <AuthCard
      icon="key"
      title={t('authFlows.forgot.title')}
      subtitle={t('authFlows.forgot.subtitle')}
      testId="forgot-password-page"
    >
      <ForgotPasswordForm loginPath="/login" />
    </AuthCard>
  );
}
