import { Button, Callout, FormGroup, InputGroup } from '@blueprintjs/core';
import { useMutation } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { resendVerification } from '../../../api/authFlows';
import { useAuthErrorMessage } from '../hooks/useAuthErrorMessage';
import { pendingVerificationEmailAtom } from '../state/pendingVerificationEmailAtom';
import { validateEmail } from '../validation';
import { AuthFormError } from './AuthFormError';

/** "Resend the link": to the address just registered, or to one typed after a reload. */
export function ResendVerification() {
  const { t } = useTranslation();
  const pending = useAtomValue(pendingVerificationEmailAtom);
  const errorMessage = useAuthErrorMessage();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>();
  const mutation = useMutation({ mutationFn: resendVerification });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const target = pending ?? email.trim();
    const problem = pending ? undefined : validateEmail(target);
    setEmailError(problem && t(problem));
    if (problem) return;
    mutation.mutate(target);
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('authFlows.verifySent.resend')}>
      {mutation.isSuccess && (
        <Callout
          intent="success"
          className="ams-form-callout"
          role="status"
          data-testid="resend-done"
        >
          {t('authFlows.verifySent.resent')}
        </Callout>
      )}
      <AuthFormError
        message={mutation.isError ? errorMessage(mutation.error) : null}
        testId="resend-error"
      />
      {!pending && (
        <FormGroup
          label={t('auth.email')}
          labelFor="resend-email"
          intent={emailError ? 'danger' : 'none'}
          helperText={emailError}
        >
          <InputGroup
            id="resend-email"
            name="email"
            type="email"
            autoComplete="email"
            placeholder={t('auth.emailPlaceholder')}
            value={email}
            intent={emailError ? 'danger' : 'none'}
            onChange={(event) => setEmail(event.target.value)}
          />
        </FormGroup>
      )}
      <Button
        type="submit"
        icon="envelope"
        fill
        loading={mutation.isPending}
        text={t('authFlows.verifySent.resend')}
        data-testid="resend-verification"
      />
    </form>
  );
}
