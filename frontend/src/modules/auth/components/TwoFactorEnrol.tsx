import { Button, Callout, Code, FormGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useAuthErrorMessage } from '../hooks/useAuthErrorMessage';
import { useEnableTwoFactor, useTwoFactorSetup } from '../hooks/useTwoFactor';
import { useEntityForm } from '../../../ui/form/useEntityForm';
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
  const form = useEntityForm({
    initial: () => ({ code: emptyCode() }),
    fields: ['code'] as const,
    validate: ({ code }) => ({
      code:
        code.join('').length === CODE_LENGTH ? undefined : ('authFlows.server.codeFormat' as const),
    }),
    mutation: enable,
    toVariables: ({ code }) => code.join(''),
    idPrefix: 'two-factor',
    describeError: errorMessage,
    // Whatever the reason, a refused code shows at the code, and its boxes empty for the next.
    failureField: () => 'code',
    onFailed: (_error, patch) => patch({ code: emptyCode() }),
    onSaved: onEnabled,
  });
  const codeError = form.errorOf('code');

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

  return (
    <form
      onSubmit={form.onSubmit}
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
          digits={form.draft.code}
          onChange={(next) => form.set('code', next)}
          onComplete={(code) => form.submit({ code: [...code] })}
          invalid={!!codeError}
          disabled={form.pending}
          testIdPrefix="two-factor-digit"
        />
      </FormGroup>
      <Button
        type="submit"
        intent="primary"
        loading={form.pending}
        text={t('authFlows.security.verify')}
        data-testid="two-factor-enable"
      />
    </form>
  );
}
