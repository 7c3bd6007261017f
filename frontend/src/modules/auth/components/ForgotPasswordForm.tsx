import { AnchorButton, Button, Callout, FormGroup, InputGroup } from '@blueprintjs/core';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { forgotPassword } from '../../../api/authFlows';
import { ApiError } from '../../../api/errors';
import { useLinkProps } from '../../../ui/useLinkProps';
import { useAuthErrorMessage } from '../hooks/useAuthErrorMessage';
import { fieldErrorTexts } from '../../../i18n/errorText';
import { validateEmail } from '../validation';
import { AuthFooterLink } from './AuthFooterLink';
import { AuthFormError } from './AuthFormError';

/** A "not found" must read like success, or the page would tell who has an account. */
const looksSent = (error: unknown) => error instanceof ApiError && error.status === 404;

/** Asks for a reset link; the answer is the same sentence whatever the address. */
export function ForgotPasswordForm({ loginPath }: { loginPath: string }) {
  const { t } = useTranslation();
  const link = useLinkProps();
  const errorMessage = useAuthErrorMessage();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const mutation = useMutation({ mutationFn: forgotPassword });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = validateEmail(email);
    setEmailError(problem && t(problem));
    setFormError(null);
    if (problem) return;
    mutation.mutate(email.trim(), {
      onSuccess: () => setSent(true),
      onError: (error) => {
        if (looksSent(error)) return setSent(true);
        const field =
          error instanceof ApiError ? fieldErrorTexts(t, error, ['email']).email : undefined;
        if (field) setEmailError(field);
        else setFormError(errorMessage(error));
      },
    });
  };

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
      onSubmit={onSubmit}
      noValidate
      aria-label={t('routes.forgotPassword')}
      data-testid="forgot-password-form"
    >
      <AuthFormError message={formError} testId="forgot-password-error" />
      <FormGroup
        label={t('auth.email')}
        labelFor="forgot-email"
        intent={emailError ? 'danger' : 'none'}
        helperText={emailError}
      >
        <InputGroup
          id="forgot-email"
          name="email"
          type="email"
          size="large"
          autoFocus
          autoComplete="email"
          placeholder={t('auth.emailPlaceholder')}
          value={email}
          intent={emailError ? 'danger' : 'none'}
          aria-invalid={emailError ? true : undefined}
          onChange={(event) => setEmail(event.target.value)}
        />
      </FormGroup>
      <Button
        type="submit"
        intent="primary"
        size="large"
        fill
        loading={mutation.isPending}
        text={t('authFlows.forgot.submit')}
        data-testid="forgot-password-submit"
      />
      <AuthFooterLink text={t('common.backToLogin')} to={loginPath} />
    </form>
  );
}
