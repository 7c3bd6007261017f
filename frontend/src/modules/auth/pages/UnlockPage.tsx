import { useTranslation } from 'react-i18next';
import { AuthCard } from '../components/AuthCard';
import { UnlockResult } from '../components/UnlockResult';

/** `/pages/authentication/unlock?token=…`: the mailed link of a locked account signs in once. */
export default function UnlockPage() {
  const { t } = useTranslation();
  return (
    <AuthCard
      icon="unlock"
      title={t('authFlows.unlock.title')}
      subtitle={t('authFlows.unlock.subtitle')}
      testId="unlock-page"
    >
      <UnlockResult loginPath="/login" />
    </AuthCard>
  );
}
