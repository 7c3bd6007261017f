import { AnchorButton, Button, Callout, FormGroup, InputGroup } from '@blueprintjs/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { ApiError } from '../../../api/errors';
import { loginTwoFactor, type SecondFactor } from '../../../api/twoFactor';
import { useEntityForm } from '../../../ui/form/useEntityForm';
import { useLinkProps } from '../../../ui/useLinkProps';
import { useAuthErrorMessage } from '../hooks/useAuthErrorMessage';
import { useSignInFlow } from '../hooks/useSignInFlow';
import { AuthFormError } from './AuthFormError';
import { CODE_LENGTH, CodeInput, emptyCode } from './CodeInput';

type Mode = 'code' | 'recovery';
type Field = 'code' | 'recoveryCode';

const FIELDS: readonly Field[] = ['code', 'recoveryCode'];

const isExpired = (error: unknown) =>
  error instanceof ApiError && error.code === 'auth.challenge_expired';

interface Draft {
  /** The six boxes of the code. */
  code: string[];
  recoveryCode: string;
}

/**
 * The second step of sign-in: the 6-digit code (or a recovery code) with the `challenge` of the
 * password step; success stores the user exactly as a plain sign-in does.
 */
export function TwoStepForm({ loginPath }: { loginPath: string }) {
  const { t } = useTranslation();
  const link = useLinkProps();
  const challenge = new URLSearchParams(useSearch()).get('challenge');
  const { onSignedIn } = useSignInFlow();
  const authError = useAuthErrorMessage();
  const [mode, setMode] = useState<Mode>('code');
  const mutation = useMutation({
    mutationFn: (factor: SecondFactor) => loginTwoFactor(challenge ?? '', factor),
  });
  const form = useEntityForm({
    initial: (): Draft => ({ code: emptyCode(), recoveryCode: '' }),
    fields: FIELDS,
    validate: ({ code, recoveryCode }) =>
      mode === 'recovery'
        ? {
            recoveryCode: recoveryCode.trim()
              ? undefined
              : ('authFlows.twoSteps.recoveryRequired' as const),
          }
        : {
            code:
              code.join('').length === CODE_LENGTH
                ? undefined
                : ('authFlows.server.codeFormat' as const),
          },
    mutation,
    toVariables: ({ code, recoveryCode }): SecondFactor =>
      mode === 'recovery' ? { recoveryCode: recoveryCode.trim() } : { code: code.join('') },
    idPrefix: 'two-steps',
    ids: { recoveryCode: 'two-steps-recovery' },
    describeError: authError,
    // A refused code shows at the code, whatever the reason; other failures above the form.
    failureField: (error) =>
      error.status === 401 || error.status === 400
        ? mode === 'recovery'
          ? 'recoveryCode'
          : 'code'
        : undefined,
    onSaved: ({ userData }) => onSignedIn(userData),
    // A refused code empties the boxes for the next one.
    onFailed: (error, patch) => {
      if (!isExpired(error)) patch({ code: emptyCode() });
    },
  });
  const fieldError = form.errorOf(mode === 'recovery' ? 'recoveryCode' : 'code');

  if (!challenge || isExpired(form.failure)) {
    return (
      <>
        <Callout
          intent="warning"
          role="alert"
          className="ams-auth-success"
          data-testid="two-steps-expired"
        >
          {t('authFlows.server.challengeExpired')}
        </Callout>
        <AnchorButton intent="primary" size="large" fill {...link(loginPath)}>
          {t('common.backToLogin')}
        </AnchorButton>
      </>
    );
  }

  return (
    <form
      onSubmit={form.onSubmit}
      noValidate
      aria-label={t('routes.twoSteps')}
      data-testid="two-steps-form"
    >
      <AuthFormError message={form.formError} testId="two-steps-error" />
      {mode === 'code' ? (
        <FormGroup intent={fieldError ? 'danger' : 'none'} helperText={fieldError}>
          <CodeInput
            digits={form.draft.code}
            onChange={(next) => form.set('code', next)}
            onComplete={(code) => form.submit({ code: [...code] })}
            invalid={!!fieldError}
            disabled={form.pending}
            testIdPrefix="two-steps-digit"
          />
        </FormGroup>
      ) : (
        <FormGroup
          label={t('authFlows.twoSteps.recoveryLabel')}
          labelFor="two-steps-recovery"
          intent={fieldError ? 'danger' : 'none'}
          helperText={fieldError}
        >
          <InputGroup
            id="two-steps-recovery"
            name="recoveryCode"
            size="large"
            autoFocus
            autoComplete="off"
            spellCheck={false}
            placeholder="xxxxx-xxxxx"
            value={form.draft.recoveryCode}
            maxLength={32}
            intent={fieldError ? 'danger' : 'none'}
            onChange={(event) => form.set('recoveryCode', event.currentTarget.value)}
          />
        </FormGroup>
      )}
      <Button
        type="submit"
        intent="primary"
        size="large"
        fill
        loading={form.pending}
        text={t('authFlows.twoSteps.submit')}
        data-testid="two-steps-submit"
      />
      <div className="ams-auth-links">
        <Button
          variant="minimal"
          data-testid="two-steps-toggle-mode"
          text={
            mode === 'code' ? t('authFlows.twoSteps.useRecovery') : t('authFlows.twoSteps.useCode')
          }
          onClick={() => {
            setMode(mode === 'code' ? 'recovery' : 'code');
            form.reset();
          }}
        />
        <AnchorButton variant="minimal" {...link(loginPath)}>
          {t('common.backToLogin')}
        </AnchorButton>
      </div>
    </form>
  );
}
