import { AnchorButton, Card, Text } from '@blueprintjs/core';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { APP_DEFAULTS } from '../../../config';
import { productInfoAtom } from '../../../state/productInfoAtom';
import { Heading } from '../../../ui/Heading';
import { useLinkProps } from '../../../ui/useLinkProps';
import { BrandLogo } from '../../branding';
import { LoginForm } from '../components/LoginForm';
import { useRegistrationOpen } from '../hooks/useRegistrationOpen';
import { useSignInFlow } from '../hooks/useSignInFlow';

/** Sign-in (blank layout). Success returns to `to` when it is a same-site path, else to `/`. */
export default function LoginPage() {
  const { t } = useTranslation();
  const info = useAtomValue(productInfoAtom);
  const link = useLinkProps();
  const { onSignedIn, onTwoFactor } = useSignInFlow();
  const registrationOpen = useRegistrationOpen();

  return (
    <Card className="ams-auth-card" elevation={2}>
      <BrandLogo size={48} wrapTitle />
      <Heading level={1} size={3}>
        {t('auth.welcome', { title: info?.title || APP_DEFAULTS.title })}
      </Heading>
      <Text tagName="p" className="ams-muted">
        {t('auth.subtitle')}
      </Text>
      <LoginForm onSignedIn={onSignedIn} onTwoFactor={onTwoFactor} />
      <div className="ams-auth-links">
        <AnchorButton variant="minimal" {...link('/forgot-password')}>
          {t('auth.forgotPassword')}
        </AnchorButton>
        {registrationOpen && (
          <AnchorButton variant="minimal" {...link('/register')}>
            {t('auth.createAccount')}
          </AnchorButton>
        )}
      </div>
    </Card>
  );
}
