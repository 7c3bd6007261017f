import { Callout } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useRegistrationOpen } from '../hooks/useRegistrationOpen';
import { RegisterForm } from './RegisterForm';

/** The sign-up form while registration is open; otherwise who to ask instead. */
export function RegistrationGate() {
  const { t } = useTranslation();
  if (useRegistrationOpen()) return <RegisterForm />;
  return (
    <Callout intent="primary" icon="info-sign" data-testid="registration-closed">
      {t('errors.auth.registration_closed')}
    </Callout>
  );
}
