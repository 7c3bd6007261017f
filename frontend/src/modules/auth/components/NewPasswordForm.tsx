import { Button, Callout, FormGroup } from '@blueprintjs/core';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { Message } from '../../../api/authFlows';
import { ApiError } from '../../../api/errors';
import type { TranslationKey } from '../../../i18n/keys';
import { showToast } from '../../../ui/toaster';
import { useAuthErrorMessage } from '../hooks/useAuthErrorMessage';
import { useLinkToken } from '../hooks/useLinkToken';
import { fieldErrorTexts } from '../../../i18n/errorText';
import { validateNewPassword } from '../validation';
import { AuthFormError } from './AuthFormError';
import { PasswordInput } from './PasswordInput';

interface NewPasswordFormProps {
  submit: (token: string, password: string) => Promise<Message>;
  successKey: TranslationKey;
  submitKey: TranslationKey;
  testId: string;
}

/** New password and its confirmation for a mailed link; the server's policy shows inline. */
export function NewPasswordForm({ submit, successKey, submitKey, testId }: NewPasswordFormProps) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const token = useLinkToken();
  const errorMessage = useAuthErrorMessage();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const [confirmError, setConfirmError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (value: string) => submit(token ?? '', value),
  });

  if (token === null) {
    return (
      <Callout intent="danger" role="alert" data-testid={`${testId}-invalid-link`}>
        {t('authFlows.server.invalidLink')}
      </Callout>
    );
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = validateNewPassword(password);
    const mismatch = !problem && password !== confirm;
    setPasswordError(problem && t(problem));
    setConfirmError(mismatch ? t('authFlows.password.mismatch') : undefined);
    setFormError(null);
    if (problem || mismatch) return;
    mutation.mutate(password, {
      onSuccess: () => {
        void showToast({ intent: 'success', icon: 'tick', message: t(successKey) });
        navigate('/login', { replace: true });
      },
      onError: (error) => {
        const field =
          error instanceof ApiError ? fieldErrorTexts(t, error, ['password']).password : undefined;
        if (field) setPasswordError(field);
        else setFormError(errorMessage(error));
      },
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t(submitKey)} data-testid={testId}>
      <AuthFormError message={formError} testId={`${testId}-error`} />
      <FormGroup
        label={t('authFlows.password.new')}
        labelFor="new-password"
        intent={passwordError ? 'danger' : 'none'}
        helperText={passwordError ?? t('authFlows.password.policy')}
      >
        <PasswordInput
          id="new-password"
          name="password"
          autoComplete="new-password"
          autoFocus
          value={password}
          invalid={!!passwordError}
          onChange={setPassword}
        />
      </FormGroup>
      <FormGroup
        label={t('authFlows.password.confirm')}
        labelFor="confirm-password"
        intent={confirmError ? 'danger' : 'none'}
        helperText={confirmError}
      >
        <PasswordInput
          id="confirm-password"
          name="confirmPassword"
          autoComplete="new-password"
          value={confirm}
          invalid={!!confirmError}
          onChange={setConfirm}
        />
      </FormGroup>
      <Button
        type="submit"
        intent="primary"
        size="large"
        fill
        loading={mutation.isPending}
        text={t(submitKey)}
        data-testid={`${testId}-submit`}
      />
    </form>
  );
}
