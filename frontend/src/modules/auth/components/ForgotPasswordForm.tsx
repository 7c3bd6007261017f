import { AnchorButton, Button, Callout, FormGroup, InputGroup } from '@blueprintjs/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { forgotPassword } from '../../../api/authFlows';
import { ApiError } from '../../../api/errors';
import { useEntityForm } from '../../../ui/form/useEntityForm';
import { useLinkProps } from '../../../ui/useLinkProps';
import { useAuthErrorMessage } from '../hooks/useAuthErrorMessage';
import { validateEmail } from '../validation';
import { AuthFooterLink } from './AuthFooterLink';
import { AuthFormError } from './AuthFormError';

/** A "not found" must read like success, or the page would tell who has an account. */
const looksSent = (error: unknown) => error instanceof ApiError && error.status === 404;

const sendLink = (email: string) =>
  forgotPassword(email).catch((error: unknown) => {
    if (looksSent(error)) return null;
    throw error;
  });

/** Asks for a reset link; the answer is the same sentence whatever the address. */
export function ForgotPasswordForm({ loginPath }: { loginPath: string }) {
  const { t } = useTranslation();
  const link = useLinkProps();
  const authError = useAuthErrorMessage();
  const [sent, setSent] = useState(false);
  const mutation = useMutation({ mutationFn: sendLink });
  const form = useEntityForm({
    initial: { email: '' },
    fields: ['email'] as const,
    validate: ({ email }) => ({ email: validateEmail(email) }),
    mutation,
    toVariables: ({ email }) => email.trim(),
    idPrefix: 'forgot',
    describeError: authError,
    onSaved: () => setSent(true),
  });

  if (sent) {
    return (
      <div data-testid="forgot-password-sent">
        <Callout intent="success" icon="envelope" className="ams-auth-success" role="status">
          {t('authFlows.forgot.sent')}
        </Callout>
        <AnchorButton intent="primary" size="large" fill {...link(loginPath)}>
          {t('common.backToLogin')}
        </AnchorButton>
      </div>
    );
  }

  return (
    <form
      onSubmit={form.onSubmit}
      noValidate
      aria-label={t('routes.forgotPassword')}
      data-testid="forgot-password-form"
    >
      <AuthFormError message={form.formError} testId="forgot-password-error" />
      <FormGroup label={t('auth.email')} {...form.groupProps('email')}>
        <InputGroup
          {...form.inputProps('email')}
          type="email"
          size="large"
          autoFocus
          autoComplete="email"
          placeholder={t('auth.emailPlaceholder')}
        />
      </FormGroup>
      <Button
        type="submit"
        intent="primary"
        size="large"
        fill
        loading={form.pending}
        text={t('authFlows.forgot.submit')}
        data-testid="forgot-password-submit"
      />
      <AuthFooterLink text={t('common.backToLogin')} to={loginPath} />
    </form>
  );
}
