import { Button, Callout, FormGroup } from '@blueprintjs/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { Message } from '../../../api/authFlows';
import type { TranslationKey } from '../../../i18n/keys';
import { useEntityForm } from '../../../ui/form/useEntityForm';
import { useAuthErrorMessage } from '../hooks/useAuthErrorMessage';
import { useLinkToken } from '../hooks/useLinkToken';
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
  const authError = useAuthErrorMessage();
  const mutation = useMutation({
    mutationFn: (value: string) => submit(token ?? '', value),
  });
  const form = useEntityForm({
    initial: { password: '', confirm: '' },
    fields: ['password', 'confirm'] as const,
    validate: ({ password, confirm }) => {
      const problem = validateNewPassword(password);
      const mismatch = !problem && password !== confirm;
      return {
        password: problem,
        confirm: mismatch ? ('authFlows.password.mismatch' as const) : undefined,
      };
    },
    mutation,
    toVariables: ({ password }) => password,
    idPrefix: 'new',
    ids: { confirm: 'confirm-password' },
    messages: { saved: t(successKey) },
    describeError: authError,
    onSaved: () => navigate('/login', { replace: true }),
  });

  if (token === null) {
    return (
      <Callout intent="danger" role="alert" data-testid={`${testId}-invalid-link`}>
        {t('authFlows.server.invalidLink')}
      </Callout>
    );
  }

  const passwordInput = (field: 'password' | 'confirm', extra: { autoFocus?: boolean } = {}) => (
    <PasswordInput
      id={form.idOf(field)}
      name={field === 'password' ? 'password' : 'confirmPassword'}
      autoComplete="new-password"
      value={form.draft[field]}
      invalid={!!form.errorOf(field)}
      onChange={(value) => form.set(field, value)}
      {...extra}
    />
  );

  return (
    <form onSubmit={form.onSubmit} noValidate aria-label={t(submitKey)} data-testid={testId}>
      <AuthFormError message={form.formError} testId={`${testId}-error`} />
      <FormGroup
        label={t('authFlows.password.new')}
        {...form.groupProps('password', t('authFlows.password.policy'))}
      >
        {passwordInput('password', { autoFocus: true })}
      </FormGroup>
      <FormGroup label={t('authFlows.password.confirm')} {...form.groupProps('confirm')}>
        {passwordInput('confirm')}
      </FormGroup>
      <Button
        type="submit"
        intent="primary"
        size="large"
        fill
        loading={form.pending}
        text={t(submitKey)}
        data-testid={`${testId}-submit`}
      />
    </form>
  );
}
