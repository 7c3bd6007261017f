import { Button, FormGroup, InputGroup } from '@blueprintjs/core';
import { useMutation } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { register } from '../../../api/authFlows';
import { ApiError } from '../../../api/errors';
import { isLocale } from '../../../config';
import { useAuthErrorMessage } from '../hooks/useAuthErrorMessage';
import { fieldErrorTexts } from '../../../i18n/errorText';
import { pendingVerificationEmailAtom } from '../state/pendingVerificationEmailAtom';
import { validateRegister, type RegisterDraft, type RegisterFieldErrors } from '../validation';
import { AuthFormError } from './AuthFormError';
import { PasswordInput } from './PasswordInput';

type Field = keyof RegisterDraft;

export const VERIFY_EMAIL_SENT_PATH = '/verify-email-sent';

/** First and last name, email and password; success leads to "check your email". */
export function RegisterForm() {
  const { t, i18n } = useTranslation();
  const [, navigate] = useLocation();
  const setPendingEmail = useSetAtom(pendingVerificationEmailAtom);
  const errorMessage = useAuthErrorMessage();
  const [draft, setDraft] = useState<RegisterDraft>({
    firstName: '',
    lastName: '',
    email: '',
    password: '',
  });
  const [clientErrors, setClientErrors] = useState<RegisterFieldErrors>({});
  const [serverErrors, setServerErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const mutation = useMutation({ mutationFn: register });

  const errorOf = (field: Field) => {
    const key = clientErrors[field];
    return key ? t(key) : serverErrors[field];
  };
  const change = (field: Field) => (value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setServerErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors = validateRegister(draft);
    setClientErrors(errors);
    setServerErrors({});
    setFormError(null);
    if (Object.keys(errors).length > 0) return;
    const email = draft.email.trim();
    const body = {
      firstName: draft.firstName.trim(),
      lastName: draft.lastName.trim(),
      email,
      password: draft.password,
      ...(isLocale(i18n.language) ? { locale: i18n.language } : {}),
    };
    mutation.mutate(body, {
      onSuccess: () => {
        setPendingEmail(email.toLowerCase());
        navigate(VERIFY_EMAIL_SENT_PATH);
      },
      onError: (error) => {
        const fields: Partial<Record<Field, string>> =
          error instanceof ApiError
            ? fieldErrorTexts(t, error, ['firstName', 'lastName', 'email', 'password'] as const)
            : {};
        setServerErrors(fields);
        if (!Object.values(fields).some(Boolean)) setFormError(errorMessage(error));
      },
    });
  };

  const group = (field: Field, label: string) => ({
    label,
    labelFor: `register-${field}`,
    intent: errorOf(field) ? ('danger' as const) : ('none' as const),
    helperText: errorOf(field),
  });
  const text = (field: Field, autoComplete: string, extra: { autoFocus?: boolean } = {}) => (
    <InputGroup
      id={`register-${field}`}
      name={field}
      size="large"
      autoComplete={autoComplete}
      value={draft[field]}
      intent={errorOf(field) ? 'danger' : 'none'}
      aria-invalid={errorOf(field) ? true : undefined}
      onChange={(event) => change(field)(event.target.value)}
      {...extra}
    />
  );

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={t('routes.register')}
      data-testid="register-form"
    >
      <AuthFormError message={formError} testId="register-error" />
      <div className="ams-form-row">
        <FormGroup {...group('firstName', t('authFlows.register.firstName'))}>
          {text('firstName', 'given-name', { autoFocus: true })}
        </FormGroup>
        <FormGroup {...group('lastName', t('authFlows.register.lastName'))}>
          {text('lastName', 'family-name')}
        </FormGroup>
      </div>
      <FormGroup {...group('email', t('auth.email'))}>
        <InputGroup
          id="register-email"
          name="email"
          type="email"
          size="large"
          autoComplete="email"
          placeholder={t('auth.emailPlaceholder')}
          value={draft.email}
          intent={errorOf('email') ? 'danger' : 'none'}
          aria-invalid={errorOf('email') ? true : undefined}
          onChange={(event) => change('email')(event.target.value)}
        />
      </FormGroup>
      <FormGroup
        {...group('password', t('auth.password'))}
        helperText={errorOf('password') ?? t('authFlows.password.policy')}
      >
        <PasswordInput
          id="register-password"
          name="password"
          autoComplete="new-password"
          value={draft.password}
          invalid={!!errorOf('password')}
          onChange={change('password')}
        />
      </FormGroup>
      <Button
        type="submit"
        intent="primary"
        size="large"
        fill
        loading={mutation.isPending}
        text={t('authFlows.register.submit')}
        data-testid="register-submit"
      />
    </form>
  );
}
