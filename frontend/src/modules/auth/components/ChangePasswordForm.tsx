import { Button, FormGroup, H5 } from '@blueprintjs/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { changePassword } from '../../../api/authFlows';
import { useEntityForm } from '../../../ui/form/useEntityForm';
import { useAuthErrorMessage } from '../hooks/useAuthErrorMessage';
import { AuthFormError } from './AuthFormError';
import { PasswordInput } from './PasswordInput';

type Field = 'currentPassword' | 'newPassword' | 'confirmPassword';
const FIELDS: readonly Field[] = ['currentPassword', 'newPassword', 'confirmPassword'];
const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Everyone's own password, from "Security": the current one is asked (a session left open is not
 * enough), the new one twice; the server ends every other sign-in of the user.
 */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const authError = useAuthErrorMessage();
  const mutation = useMutation({
    mutationFn: ({ currentPassword, newPassword }: typeof EMPTY) =>
      changePassword(currentPassword, newPassword),
  });
  const form = useEntityForm({
    initial: EMPTY,
    fields: FIELDS,
    validate: ({ currentPassword, newPassword, confirmPassword }) => ({
      currentPassword: currentPassword ? undefined : ('auth.errors.passwordRequired' as const),
      newPassword: newPassword ? undefined : ('auth.errors.passwordRequired' as const),
      confirmPassword:
        confirmPassword === newPassword ? undefined : ('authFlows.password.mismatch' as const),
    }),
    mutation,
    toVariables: (draft) => draft,
    idPrefix: 'change-password',
    messages: { saved: t('authFlows.changePassword.saved') },
    describeError: authError,
    afterSave: EMPTY,
  });
  const field = (name: Field, label: string, autoComplete: 'current-password' | 'new-password') => (
    <FormGroup label={label} {...form.groupProps(name)}>
      <PasswordInput
        id={form.idOf(name)}
        name={name}
        autoComplete={autoComplete}
        value={form.draft[name]}
        invalid={!!form.errorOf(name)}
        onChange={(value) => form.set(name, value)}
      />
    </FormGroup>
  );
  return (
    <form
      onSubmit={form.onSubmit}
      noValidate
      aria-label={t('authFlows.changePassword.submit')}
      data-testid="change-password"
    >
      <H5>{t('authFlows.changePassword.title')}</H5>
      <p className="ams-muted">{t('authFlows.changePassword.help')}</p>
      <AuthFormError message={form.formError} testId="change-password-error" />
      {field('currentPassword', t('authFlows.changePassword.current'), 'current-password')}
      {field('newPassword', t('authFlows.changePassword.new'), 'new-password')}
      {field('confirmPassword', t('authFlows.changePassword.confirm'), 'new-password')}
      <Button
        type="submit"
        intent="primary"
        loading={form.pending}
        text={t('authFlows.changePassword.submit')}
        data-testid="change-password-submit"
      />
    </form>
  );
}
