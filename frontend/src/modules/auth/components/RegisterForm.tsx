import { Button, FormGroup, InputGroup } from '@blueprintjs/core';
import { useMutation } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { register } from '../../../api/authFlows';
import { isLocale } from '../../../config';
import { useEntityForm } from '../../../ui/form/useEntityForm';
import { useAuthErrorMessage } from '../hooks/useAuthErrorMessage';
import { pendingVerificationEmailAtom } from '../state/pendingVerificationEmailAtom';
import { validateRegister, type RegisterDraft } from '../validation';
import { AuthFormError } from './AuthFormError';
import { PasswordInput } from './PasswordInput';

type Field = keyof RegisterDraft;

const FIELDS: readonly Field[] = ['firstName', 'lastName', 'email', 'password'];

export const VERIFY_EMAIL_SENT_PATH = '/verify-email-sent';

/** First and last name, email and password; success leads to "check your email". */
export function RegisterForm() {
  const { t, i18n } = useTranslation();
  const [, navigate] = useLocation();
  const setPendingEmail = useSetAtom(pendingVerificationEmailAtom);
  const authError = useAuthErrorMessage();
  const mutation = useMutation({ mutationFn: register });
  const form = useEntityForm({
    initial: { firstName: '', lastName: '', email: '', password: '' } as RegisterDraft,
    fields: FIELDS,
    validate: validateRegister,
    mutation,
    toVariables: (draft) => ({
      firstName: draft.firstName.trim(),
      lastName: draft.lastName.trim(),
      email: draft.email.trim(),
      password: draft.password,
      ...(isLocale(i18n.language) ? { locale: i18n.language } : {}),
    }),
    idPrefix: 'register',
    describeError: authError,
    onSaved: () => {
      setPendingEmail(form.draft.email.trim().toLowerCase());
      navigate(VERIFY_EMAIL_SENT_PATH);
    },
  });

  const text = (field: Field, autoComplete: string, extra: { autoFocus?: boolean } = {}) => (
    <InputGroup {...form.inputProps(field)} size="large" autoComplete={autoComplete} {...extra} />
  );

  return (
    <form
      onSubmit={form.onSubmit}
      noValidate
      aria-label={t('routes.register')}
      data-testid="register-form"
    >
      <AuthFormError message={form.formError} testId="register-error" />
      <div className="ams-form-row">
        <FormGroup label={t('authFlows.register.firstName')} {...form.groupProps('firstName')}>
          {text('firstName', 'given-name', { autoFocus: true })}
        </FormGroup>
        <FormGroup label={t('authFlows.register.lastName')} {...form.groupProps('lastName')}>
          {text('lastName', 'family-name')}
        </FormGroup>
      </div>
      <FormGroup label={t('auth.email')} {...form.groupProps('email')}>
        <InputGroup
          {...form.inputProps('email')}
          type="email"
          size="large"
          autoComplete="email"
          placeholder={t('auth.emailPlaceholder')}
        />
      </FormGroup>
      <FormGroup
        label={t('auth.password')}
        {...form.groupProps('password', t('authFlows.password.policy'))}
      >
        <PasswordInput
          id={form.idOf('password')}
          name="password"
          autoComplete="new-password"
          value={form.draft.password}
          invalid={!!form.errorOf('password')}
          onChange={(value) => form.set('password', value)}
        />
      </FormGroup>
      <Button
        type="submit"
        intent="primary"
        size="large"
        fill
        loading={form.pending}
        text={t('authFlows.register.submit')}
        data-testid="register-submit"
      />
    </form>
  );
}
