import { Button, Callout, FormGroup, InputGroup } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/errors';
import type { TwoFactorStatus } from '../../../api/twoFactor';
import { showToast } from '../../../ui/toaster';
import { useAuthErrorMessage } from '../hooks/useAuthErrorMessage';
import { useDisableTwoFactor } from '../hooks/useTwoFactor';
import { fieldErrorTexts } from '../../../i18n/errorText';
import { AuthFormError } from './AuthFormError';
import { PasswordInput } from './PasswordInput';

interface TwoFactorDisableProps {
  status: TwoFactorStatus;
  onDisabled: () => void;
}

type Field = 'password' | 'code' | 'recoveryCode';

/** Turning two-step sign-in off asks for the password and a code (or a recovery code). */
export function TwoFactorDisable({ status, onDisabled }: TwoFactorDisableProps) {
  const { t } = useTranslation();
  const errorMessage = useAuthErrorMessage();
  const disable = useDisableTwoFactor();
  const [useRecovery, setUseRecovery] = useState(false);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const codeField: Field = useRecovery ? 'recoveryCode' : 'code';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next: Partial<Record<Field, string>> = {};
    if (!password) next.password = t('auth.errors.passwordRequired');
    const trimmed = code.replace(/\s+/g, '');
    if (!useRecovery && !/^\d{6}$/.test(trimmed)) next.code = t('authFlows.server.codeFormat');
    if (useRecovery && !trimmed) next.recoveryCode = t('authFlows.twoSteps.recoveryRequired');
    setErrors(next);
    setFormError(null);
    if (Object.keys(next).length > 0) return;
    const factor = useRecovery ? { recoveryCode: trimmed } : { code: trimmed };
    disable.mutate(
      { factor, password },
      {
        onSuccess: () => {
          void showToast({
            intent: 'success',
            icon: 'tick',
            message: t('authFlows.security.disabled'),
          });
          onDisabled();
        },
        onError: (error) => {
          if (!(error instanceof ApiError) || Object.keys(error.errors).length === 0) {
            setFormError(errorMessage(error));
            return;
          }
          setErrors(fieldErrorTexts(t, error, ['password', 'code', 'recoveryCode'] as const));
        },
      },
    );
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={t('authFlows.security.disableTitle')}
      data-testid="two-factor-disable"
    >
      <Callout
        intent="success"
        icon="endorsed"
        className="ams-form-callout"
        data-testid="two-factor-on"
      >
        {t('authFlows.security.isOn', { count: status.recoveryCodesLeft })}
      </Callout>
      <p>{t('authFlows.security.disableHelp')}</p>
      <AuthFormError message={formError} testId="two-factor-disable-error" />
      <FormGroup
        label={t('auth.password')}
        labelFor="two-factor-password"
        intent={errors.password ? 'danger' : 'none'}
        helperText={errors.password}
      >
        <PasswordInput
          id="two-factor-password"
          name="password"
          autoComplete="current-password"
          value={password}
          invalid={!!errors.password}
          onChange={setPassword}
        />
      </FormGroup>
      <FormGroup
        label={
          useRecovery ? t('authFlows.twoSteps.recoveryLabel') : t('authFlows.security.enterCode')
        }
        labelFor="two-factor-code"
        intent={errors[codeField] ? 'danger' : 'none'}
        helperText={errors[codeField]}
      >
        <InputGroup
          id="two-factor-code"
          name={codeField}
          inputMode={useRecovery ? 'text' : 'numeric'}
          autoComplete={useRecovery ? 'off' : 'one-time-code'}
          maxLength={useRecovery ? 32 : 7}
          value={code}
          intent={errors[codeField] ? 'danger' : 'none'}
          onChange={(event) => setCode(event.target.value)}
        />
      </FormGroup>
      <div className="ams-auth-links">
        <Button
          variant="minimal"
          text={useRecovery ? t('authFlows.twoSteps.useCode') : t('authFlows.twoSteps.useRecovery')}
          onClick={() => {
            setUseRecovery(!useRecovery);
            setCode('');
            setErrors({});
          }}
        />
        <Button
          type="submit"
          intent="danger"
          loading={disable.isPending}
          text={t('authFlows.security.disable')}
          data-testid="two-factor-disable-submit"
        />
      </div>
    </form>
  );
}
