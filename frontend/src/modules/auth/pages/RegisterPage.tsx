import { useTranslation } from 'react-i18next';
import { AuthCard } from '../components/AuthCard';
import { AuthFooterLink } from '../components/AuthFooterLink';
import { RegistrationGate } from '../components/RegistrationGate';

/** `/register`: the card design. */
export default function RegisterPage() {
  const { t } = useTranslation();
  return (
    <AuthCard
      title={t('authFlows.register.title')}
      subtitle={t('authFlows.register.subtitle')}
      testId="register-page"
    >
      <RegistrationGate />
      <AuthFooterLink
        lead={t('authFlows.register.haveAccount')}
        text={t('auth.submit')}
        to="/login"
      />
    </AuthCard>
  );
}
