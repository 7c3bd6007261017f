import { useTranslation } from 'react-i18next';
import { AuthSplit } from '../components/AuthSplit';
import { TwoStepForm } from '../components/TwoStepForm';

/** `/pages/authentication/two-steps-v2?challenge=…`: the split design. */
export default function TwoStepsV2Page() {
  const { t } = useTranslation();
  return (
    <AuthSplit
      title={t('authFlows.twoSteps.title')}
      subtitle={t('authFlows.twoSteps.subtitle')}
      art={{ icon: 'shield', tagline: t('authFlows.art.twoSteps') }}
      testId="two-steps-v2-page"
    >
      <TwoStepForm loginPath="/pages/authentication/login-v2" />
    </AuthSplit>
  );
}
