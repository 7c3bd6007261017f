import { Button, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface PasswordInputProps {
  id: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'new-password' | 'current-password';
  invalid?: boolean;
  autoFocus?: boolean;
}

/** A password field with a show / hide toggle. */
export function PasswordInput({
  id,
  name,
  value,
  onChange,
  autoComplete,
  invalid,
  autoFocus,
}: PasswordInputProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <InputGroup
      id={id}
      name={name}
      type={shown ? 'text' : 'password'}
      autoComplete={autoComplete}
      autoFocus={autoFocus}
      size="large"
      value={value}
      intent={invalid ? 'danger' : 'none'}
      aria-invalid={invalid ? true : undefined}
      onChange={(event) => onChange(event.target.value)}
      rightElement={
        <Button
          variant="minimal"
          icon={shown ? 'eye-off' : 'eye-open'}
          aria-label={shown ? t('auth.hidePassword') : t('auth.showPassword')}
          onClick={() => setShown((current) => !current)}
        />
      }
    />
  );
}
