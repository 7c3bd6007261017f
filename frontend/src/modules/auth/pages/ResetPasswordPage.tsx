import { useTranslation } from 'react-i18next';
import { resetPassword } from '../../../api/authFlows';
import { AuthCard } from '../components/AuthCard';
import { AuthFooterLink } from '../components/AuthFooterLink';
import { NewPasswordForm } from '../components/NewPasswordForm';

/** `/pages/authentication/reset-password-v1` (public): the link from "forgot password". */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  return (
    <AuthCard
      icon="lock"
      title={t('authFlows.reset.title')}
      subtitle={t('authFlows.reset.subtitle')}
      testId="reset-password-page"
    >
      <NewPasswordForm
        submit={resetPassword}
        successKey="authFlows.reset.success"
        submitKey="authFlows.reset.submit"
        testId="reset-password-form"
      />
      <AuthFooterLink
        lead={t('authFlows.reset.needLink')}
        text={t('authFlows.reset.requestLink')}
        to="/forgot-password"
      />
    </AuthCard>
  );
}
