import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '../components/AuthCard';
import { AuthFooterLink } from '../components/AuthFooterLink';
import { ResendVerification } from '../components/ResendVerification';
import { pendingVerificationEmailAtom } from '../state/pendingVerificationEmailAtom';

/** `/verify-email-sent`: after registering, check your mail (or have the link sent again). */
export default function VerifyEmailSentPage() {
  const { t } = useTranslation();
  const email = useAtomValue(pendingVerificationEmailAtom);
  return (
    <AuthCard
      icon="envelope"
      title={t('authFlows.verifySent.title')}
      subtitle={
        email ? (
          <>
            {t('authFlows.verifySent.bodyTo')} <strong data-testid="pending-email">{email}</strong>
          </>
        ) : (
          t('authFlows.verifySent.body')
        )
      }
      testId="verify-email-sent-page"
    >
      <p className="ams-muted">{t('authFlows.verifySent.hint')}</p>
      <ResendVerification />
      <AuthFooterLink text={t('common.backToLogin')} to="/login" />
    </AuthCard>
  );
}
