import { useTranslation } from 'react-i18next';
import { AuthCard } from '../components/AuthCard';
import { TwoStepForm } from '../components/TwoStepForm';

/** `/pages/authentication/two-steps-v1?challenge=…`: the card design. */
export default function TwoStepsPage() {
  const { t } = useTranslation();
  return (
    <AuthCard
      icon="mobile-phone"
      title={t('authFlows.twoSteps.title')}
      subtitle={t('authFlows.twoSteps.subtitle')}
      testId="two-steps-page"
    >
      <TwoStepForm loginPath="/login" />
    </AuthCard>
  );
}
