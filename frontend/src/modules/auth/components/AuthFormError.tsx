import { Callout } from '@blueprintjs/core';

interface AuthFormErrorProps {
  message: string | null | undefined;
  testId: string;
}

/** A failure above an auth form, read out by screen readers. */
export function AuthFormError({ message, testId }: AuthFormErrorProps) {
  if (!message) return null;
  return (
    <Callout intent="danger" className="ams-form-callout" data-testid={testId} role="alert">
      {message}
    </Callout>
  );
}
