import { Button, Callout, FormGroup, InputGroup } from '@blueprintjs/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isTwoFactorChallenge, login } from '../../../api/auth';
import { ApiError } from '../../../api/errors';
import type { UserData } from '../../../api/types';
import { errorText } from '../../../i18n/errorText';
import { useEntityForm } from '../../../ui/form/useEntityForm';
import { useAuthErrorMessage } from '../hooks/useAuthErrorMessage';
import { validateLogin } from '../validation';

interface LoginFormProps {
  onSignedIn: (userData: UserData) => void;
  /** The password was right and two-step sign-in is on: a code is still needed. */
  onTwoFactor: (challengeToken: string) => void;
}

/**
 * Refusals that the sign-in form names; any other 401 stays vague. A locked account answers a
 * wrong password the same way, so naming it tells nothing about the password.
 */
const SAID_AT_SIGN_IN = new Set([
  'auth.email_not_verified',
  'auth.account_not_active',
  'auth.account_locked',
]);

type Field = 'email' | 'password';

/** Email + password; field checks first, then the server's answer in a callout. */
export function LoginForm({ onSignedIn, onTwoFactor }: LoginFormProps) {
  const { t } = useTranslation();
  const authError = useAuthErrorMessage();
  const [showPassword, setShowPassword] = useState(false);
  const mutation = useMutation({
    mutationFn: ({ email, password }: { email: string; password: string }) =>
      login(email, password),
  });
  const form = useEntityForm({
    initial: { email: '', password: '' },
    // The server's field messages stay out of sign-in: its answer shows in the callout.
    fields: [] as Field[],
    validate: ({ email, password }) => validateLogin(email, password),
    mutation,
    toVariables: ({ email, password }) => ({ email: email.trim(), password }),
    idPrefix: 'login',
    describeError: (error) => {
      if (!(error instanceof ApiError)) return authError(error);
      if (error.status === 401) {
        // A pending (unconfirmed) or inactive account says so; anything else stays vague.
        const said = SAID_AT_SIGN_IN.has(error.code ?? '') ? errorText(t, error) : null;
        return said ?? t('auth.errors.invalidCredentials');
      }
      if (error.status === 400 && error.fieldError('email')) return t('auth.errors.invalidEmail');
      return authError(error);
    },
    onSaved: (answer) => {
      if (isTwoFactorChallenge(answer)) onTwoFactor(answer.challengeToken);
      else onSignedIn(answer.userData);
    },
  });
  const errorOf = (field: Field) => form.errorOf(field);

  return (
    <form onSubmit={form.onSubmit} noValidate aria-label={t('routes.login')}>
      {form.formError && (
        <Callout
          intent="danger"
          title={t('auth.failedTitle')}
          className="ams-form-callout"
          data-testid="login-error"
          role="alert"
        >
          {form.formError}
        </Callout>
      )}
      <FormGroup
        label={t('auth.email')}
        labelFor="login-email"
        intent={errorOf('email') ? 'danger' : 'none'}
        helperText={errorOf('email')}
      >
        <InputGroup
          {...form.inputProps('email')}
          type="email"
          autoComplete="username"
          autoFocus
          size="large"
          placeholder={t('auth.emailPlaceholder')}
        />
      </FormGroup>
      <FormGroup
        label={t('auth.password')}
        labelFor="login-password"
        intent={errorOf('password') ? 'danger' : 'none'}
        helperText={errorOf('password')}
      >
        <InputGroup
          {...form.inputProps('password')}
          type={showPassword ? 'text' : 'password'}
          autoComplete="current-password"
          size="large"
          rightElement={
            <Button
              variant="minimal"
              icon={showPassword ? 'eye-off' : 'eye-open'}
              aria-label={showPassword ? t('auth.hidePassword') : t('auth.showPassword')}
              onClick={() => setShowPassword((shown) => !shown)}
            />
          }
        />
      </FormGroup>
      <Button
        type="submit"
        intent="primary"
        size="large"
        fill
        loading={form.pending}
        text={t('auth.submit')}
      />
    </form>
  );
}
