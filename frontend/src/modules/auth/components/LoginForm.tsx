import { Button, Callout, FormGroup, InputGroup } from '@blueprintjs/core';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isTwoFactorChallenge, login } from '../../../api/auth';
import { ApiError } from '../../../api/errors';
import type { UserData } from '../../../api/types';
import { errorText } from '../../../i18n/errorText';
import { validateLogin, type LoginFieldErrors } from '../validation';

interface LoginFormProps {
  onSignedIn: (userData: UserData) => void;
  /** The password was right and two-step sign-in is on: a code is still needed. */
  onTwoFactor: (challengeToken: string) => void;
}

/** Refusals of a correct password that the sign-in form names; any other 401 stays vague. */
const SAID_AT_SIGN_IN = new Set(['auth.email_not_verified', 'auth.account_not_active']);

/** Email + password; field checks first, then the server's answer in a callout. */
export function LoginForm({ onSignedIn, onTwoFactor }: LoginFormProps) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<LoginFieldErrors>({});
  const mutation = useMutation({
    mutationFn: () => login(email.trim(), password),
    onSuccess: (answer) => {
      if (isTwoFactorChallenge(answer)) onTwoFactor(answer.challengeToken);
      else onSignedIn(answer.userData);
    },
  });

  const serverMessage = (() => {
    const error = mutation.error;
    if (!error) return null;
    if (!(error instanceof ApiError)) return t('common.unknownError');
    if (error.status === 401) {
      // A pending (unconfirmed) or inactive account says so; anything else stays vague.
      const said = SAID_AT_SIGN_IN.has(error.code ?? '') ? errorText(t, error) : null;
      return said ?? t('auth.errors.invalidCredentials');
    }
    if (error.status === 429) return t('auth.errors.tooManyAttempts');
    if (error.status === 0) return t('auth.errors.network');
    if (error.status === 400 && error.fieldError('email')) return t('auth.errors.invalidEmail');
    return errorText(t, error) ?? (error.message || t('common.unknownError'));
  })();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors = validateLogin(email, password);
    setFieldErrors(errors);
    if (errors.email || errors.password) return;
    mutation.mutate();
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('routes.login')}>
      {serverMessage && (
        <Callout
          intent="danger"
          title={t('auth.failedTitle')}
          className="ams-form-callout"
          data-testid="login-error"
          role="alert"
        >
          {serverMessage}
        </Callout>
      )}
      <FormGroup
        label={t('auth.email')}
        labelFor="login-email"
        intent={fieldErrors.email ? 'danger' : 'none'}
        helperText={fieldErrors.email && t(fieldErrors.email)}
      >
        <InputGroup
          id="login-email"
          name="email"
          type="email"
          autoComplete="username"
          autoFocus
          size="large"
          placeholder={t('auth.emailPlaceholder')}
          value={email}
          intent={fieldErrors.email ? 'danger' : 'none'}
          aria-invalid={fieldErrors.email ? true : undefined}
          onChange={(e) => setEmail(e.target.value)}
        />
      </FormGroup>
      <FormGroup
        label={t('auth.password')}
        labelFor="login-password"
        intent={fieldErrors.password ? 'danger' : 'none'}
        helperText={fieldErrors.password && t(fieldErrors.password)}
      >
        <InputGroup
          id="login-password"
          name="password"
          type={showPassword ? 'text' : 'password'}
          autoComplete="current-password"
          size="large"
          value={password}
          intent={fieldErrors.password ? 'danger' : 'none'}
          aria-invalid={fieldErrors.password ? true : undefined}
          onChange={(e) => setPassword(e.target.value)}
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
        loading={mutation.isPending}
        text={t('auth.submit')}
      />
    </form>
  );
}
