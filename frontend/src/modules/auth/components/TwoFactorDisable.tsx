import { Button, Callout, FormGroup, InputGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { TwoFactorStatus } from '../../../api/twoFactor';
import { useEntityForm } from '../../../ui/form/useEntityForm';
import { useAuthErrorMessage } from '../hooks/useAuthErrorMessage';
import { useDisableTwoFactor } from '../hooks/useTwoFactor';
import { AuthFormError } from './AuthFormError';
import { PasswordInput } from './PasswordInput';

interface TwoFactorDisableProps {
  status: TwoFactorStatus;
  onDisabled: () => void;
}

type Field = 'password' | 'code' | 'recoveryCode';

const FIELDS: readonly Field[] = ['password', 'code', 'recoveryCode'];

/** Turning two-step sign-in off asks for the password and a code (or a recovery code). */
export function TwoFactorDisable({ status, onDisabled }: TwoFactorDisableProps) {
  const { t } = useTranslation();
  const authError = useAuthErrorMessage();
  const disable = useDisableTwoFactor();
  const form = useEntityForm({
    initial: { password: '', code: '', useRecovery: false },
    fields: FIELDS,
    validate: ({ password, code, useRecovery }) => {
      const trimmed = code.replace(/\s+/g, '');
      return {
        password: password ? undefined : ('auth.errors.passwordRequired' as const),
        code:
          !useRecovery && !/^\d{6}$/.test(trimmed)
            ? ('authFlows.server.codeFormat' as const)
            : undefined,
        recoveryCode:
          useRecovery && !trimmed ? ('authFlows.twoSteps.recoveryRequired' as const) : undefined,
      };
    },
    mutation: disable,
    toVariables: ({ password, code, useRecovery }) => {
      const trimmed = code.replace(/\s+/g, '');
      return { factor: useRecovery ? { recoveryCode: trimmed } : { code: trimmed }, password };
    },
    idPrefix: 'two-factor',
    messages: { saved: t('authFlows.security.disabled') },
    describeError: authError,
    onSaved: onDisabled,
  });
  const { useRecovery } = form.draft;
  const codeField: Field = useRecovery ? 'recoveryCode' : 'code';
  const codeError = form.errorOf(codeField);

  return (
    <form
      onSubmit={form.onSubmit}
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
      <AuthFormError message={form.formError} testId="two-factor-disable-error" />
      <FormGroup label={t('auth.password')} {...form.groupProps('password')}>
        <PasswordInput
          id={form.idOf('password')}
          name="password"
          autoComplete="current-password"
          value={form.draft.password}
          invalid={!!form.errorOf('password')}
          onChange={(value) => form.set('password', value)}
        />
      </FormGroup>
      <FormGroup
        label={
          useRecovery ? t('authFlows.twoSteps.recoveryLabel') : t('authFlows.security.enterCode')
        }
        labelFor="two-factor-code"
        intent={codeError ? 'danger' : 'none'}
        helperText={codeError}
      >
        <InputGroup
          id="two-factor-code"
          name={codeField}
          inputMode={useRecovery ? 'text' : 'numeric'}
          autoComplete={useRecovery ? 'off' : 'one-time-code'}
          maxLength={useRecovery ? 32 : 7}
          value={form.draft.code}
          intent={codeError ? 'danger' : 'none'}
          onChange={(event) => form.set('code', event.currentTarget.value)}
        />
      </FormGroup>
      <div className="ams-auth-links">
        <Button
          variant="minimal"
          text={useRecovery ? t('authFlows.twoSteps.useCode') : t('authFlows.twoSteps.useRecovery')}
          onClick={() => form.patch({ useRecovery: !useRecovery, code: '' })}
        />
        <Button
          type="submit"
          intent="danger"
          loading={form.pending}
          text={t('authFlows.security.disable')}
          data-testid="two-factor-disable-submit"
        />
      </div>
    </form>
  );
}
