import { useTranslation } from 'react-i18next';
import { setPassword } from '../../../api/authFlows';
import { AuthCard } from '../components/AuthCard';
import { AuthFooterLink } from '../components/AuthFooterLink';
import { NewPasswordForm } from '../components/NewPasswordForm';

/** `/pages/authentication/set-password` (public): the invitation of a user an admin created. */
export default function SetPasswordPage() {
  const { t } = useTranslation();
  return (
    <AuthCard
      icon="key"
      title={t('authFlows.setPassword.title')}
      subtitle={t('authFlows.setPassword.subtitle')}
      testId="set-password-page"
    >
      <NewPasswordForm
        submit={setPassword}
        successKey="authFlows.setPassword.success"
        submitKey="authFlows.setPassword.submit"
        testId="set-password-form"
      />
      <AuthFooterLink text={t('common.backToLogin')} to="/login" />
    </AuthCard>
  );
}
