import { AnchorButton, Button, Callout, FormGroup, InputGroup } from '@blueprintjs/core';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { ApiError } from '../../../api/errors';
import { fieldErrorTexts } from '../../../i18n/errorText';
import { loginTwoFactor, type SecondFactor } from '../../../api/twoFactor';
import { useLinkProps } from '../../../ui/useLinkProps';
import { useAuthErrorMessage } from '../hooks/useAuthErrorMessage';
import { useSignInFlow } from '../hooks/useSignInFlow';
import { AuthFormError } from './AuthFormError';
import { CODE_LENGTH, CodeInput, emptyCode } from './CodeInput';

type Mode = 'code' | 'recovery';

const isExpired = (error: unknown) =>
  error instanceof ApiError && error.code === 'auth.challenge_expired';

/**
 * The second step of sign-in: the 6-digit code (or a recovery code) with the `challenge` of the
 * password step; success stores the user exactly as a plain sign-in does.
 */
export function TwoStepForm({ loginPath }: { loginPath: string }) {
  const { t } = useTranslation();
  const link = useLinkProps();
  const challenge = new URLSearchParams(useSearch()).get('challenge');
  const { onSignedIn } = useSignInFlow();
  const errorMessage = useAuthErrorMessage();
  const [mode, setMode] = useState<Mode>('code');
  const [digits, setDigits] = useState(emptyCode);
  const [recoveryCode, setRecoveryCode] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const mutation = useMutation({
    mutationFn: (factor: SecondFactor) => loginTwoFactor(challenge ?? '', factor),
    onSuccess: ({ userData }) => onSignedIn(userData),
    onError: (error) => {
      if (isExpired(error)) return;
      if (error instanceof ApiError && (error.status === 401 || error.status === 400)) {
        const fields = fieldErrorTexts(t, error, ['code', 'recoveryCode'] as const);
        setFieldError(fields.code ?? fields.recoveryCode ?? errorMessage(error));
        setDigits(emptyCode());
      }
    },
  });

  if (!challenge || isExpired(mutation.error)) {
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

  const send = (factor: SecondFactor) => {
    if (mutation.isPending) return;
    setFieldError(undefined);
    mutation.mutate(factor);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mode === 'recovery') {
      const code = recoveryCode.trim();
      if (!code) return setFieldError(t('authFlows.twoSteps.recoveryRequired'));
      return send({ recoveryCode: code });
    }
    const code = digits.join('');
    if (code.length !== CODE_LENGTH) return setFieldError(t('authFlows.server.codeFormat'));
    send({ code });
  };

  const otherError =
    mutation.isError && !fieldError && !isExpired(mutation.error)
      ? errorMessage(mutation.error)
      : null;

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={t('routes.twoSteps')}
      data-testid="two-steps-form"
    >
      <AuthFormError message={otherError} testId="two-steps-error" />
      {mode === 'code' ? (
        <FormGroup intent={fieldError ? 'danger' : 'none'} helperText={fieldError}>
          <CodeInput
            digits={digits}
            onChange={(next) => {
              setDigits(next);
              setFieldError(undefined);
            }}
            onComplete={(code) => send({ code })}
            invalid={!!fieldError}
            disabled={mutation.isPending}
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
            value={recoveryCode}
            maxLength={32}
            intent={fieldError ? 'danger' : 'none'}
            onChange={(event) => setRecoveryCode(event.target.value)}
          />
        </FormGroup>
      )}
      <Button
        type="submit"
        intent="primary"
        size="large"
        fill
        loading={mutation.isPending}
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
            setFieldError(undefined);
            mutation.reset();
          }}
        />
        <AnchorButton variant="minimal" {...link(loginPath)}>
          {t('common.backToLogin')}
        </AnchorButton>
      </div>
    </form>
  );
}
