import { Button, Callout, Code, FormGroup } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/errors';
import { useAuthErrorMessage } from '../hooks/useAuthErrorMessage';
import { useEnableTwoFactor, useTwoFactorSetup } from '../hooks/useTwoFactor';
import { fieldErrorTexts } from '../../../i18n/errorText';
import { AuthFormError } from './AuthFormError';
import { CODE_LENGTH, CodeInput, emptyCode } from './CodeInput';

interface TwoFactorEnrolProps {
  onEnabled: (recoveryCodes: string[]) => void;
}

/** Start → scan the QR code (or type the secret) → confirm with a code from the app. */
export function TwoFactorEnrol({ onEnabled }: TwoFactorEnrolProps) {
  const { t } = useTranslation();
  const errorMessage = useAuthErrorMessage();
  const setup = useTwoFactorSetup();
  const enable = useEnableTwoFactor();
  const [digits, setDigits] = useState(emptyCode);
  const [codeError, setCodeError] = useState<string | undefined>();

  if (!setup.data) {
    return (
      <div data-testid="two-factor-intro">
        <p>{t('authFlows.security.intro')}</p>
        <AuthFormError
          message={setup.isError ? errorMessage(setup.error) : null}
          testId="two-factor-setup-error"
        />
        <Button
          intent="primary"
          icon="shield"
          loading={setup.isPending}
          text={t('authFlows.security.start')}
          data-testid="two-factor-start"
          onClick={() => setup.mutate()}
        />
      </div>
    );
  }

  const confirm = (code: string) => {
    if (enable.isPending) return;
    if (code.length !== CODE_LENGTH) return setCodeError(t('authFlows.server.codeFormat'));
    setCodeError(undefined);
    enable.mutate(code, {
      onSuccess: onEnabled,
      onError: (error) => {
        const field =
          error instanceof ApiError ? fieldErrorTexts(t, error, ['code']).code : undefined;
        setCodeError(field ?? errorMessage(error));
        setDigits(emptyCode());
      },
    });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    confirm(digits.join(''));
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={t('authFlows.security.scanTitle')}
      data-testid="two-factor-scan"
    >
      <p>{t('authFlows.security.scan')}</p>
      <img
        className="ams-qr"
        src={setup.data.qrDataUrl}
        alt={t('authFlows.security.qrAlt')}
        data-testid="two-factor-qr"
      />
      <Callout className="ams-form-callout" icon="key">
        <div>{t('authFlows.security.secretLabel')}</div>
        <Code className="ams-secret" data-testid="two-factor-secret">
          {setup.data.secret}
        </Code>
      </Callout>
      <FormGroup
        label={t('authFlows.security.enterCode')}
        intent={codeError ? 'danger' : 'none'}
        helperText={codeError}
      >
        <CodeInput
          digits={digits}
          onChange={(next) => {
            setDigits(next);
            setCodeError(undefined);
          }}
          onComplete={confirm}
          invalid={!!codeError}
          disabled={enable.isPending}
          testIdPrefix="two-factor-digit"
        />
      </FormGroup>
      <Button
        type="submit"
        intent="primary"
        loading={enable.isPending}
        text={t('authFlows.security.verify')}
        data-testid="two-factor-enable"
      />
    </form>
  );
}
