import { Button, Callout, FormGroup, InputGroup } from '@blueprintjs/core';
import { useMutation } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { resendVerification } from '../../../api/authFlows';
import { useEntityForm } from '../../../ui/form/useEntityForm';
import { useAuthErrorMessage } from '../hooks/useAuthErrorMessage';
import { pendingVerificationEmailAtom } from '../state/pendingVerificationEmailAtom';
import { validateEmail } from '../validation';
import { AuthFormError } from './AuthFormError';

/** "Resend the link": to the address just registered, or to one typed after a reload. */
export function ResendVerification() {
  const { t } = useTranslation();
  const pending = useAtomValue(pendingVerificationEmailAtom);
  const authError = useAuthErrorMessage();
  const mutation = useMutation({ mutationFn: resendVerification });
  const form = useEntityForm({
    initial: { email: '' },
    // The server's answer shows above the form, as a whole.
    fields: [] as 'email'[],
    validate: ({ email }) => ({ email: pending ? undefined : validateEmail(email) }),
    mutation,
    toVariables: ({ email }) => pending ?? email.trim(),
    idPrefix: 'resend',
    describeError: authError,
  });
  const emailError = form.errorOf('email');

  return (
    <form onSubmit={form.onSubmit} noValidate aria-label={t('authFlows.verifySent.resend')}>
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
      <AuthFormError message={form.formError} testId="resend-error" />
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
            value={form.draft.email}
            intent={emailError ? 'danger' : 'none'}
            onChange={(event) => form.set('email', event.currentTarget.value)}
          />
        </FormGroup>
      )}
      <Button
        type="submit"
        icon="envelope"
        fill
        loading={form.pending}
        text={t('authFlows.verifySent.resend')}
        data-testid="resend-verification"
      />
    </form>
  );
}
