import { InputGroup } from '@blueprintjs/core';
import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

export const CODE_LENGTH = 6;
export const emptyCode = (): string[] => Array.from({ length: CODE_LENGTH }, () => '');

interface CodeInputProps {
  digits: string[];
  onChange: (digits: string[]) => void;
  /** All six boxes are filled (typed or pasted). */
  onComplete: (code: string) => void;
  invalid?: boolean;
  disabled?: boolean;
  testIdPrefix: string;
}

const onlyDigits = (text: string) => text.replace(/\D/g, '');

/**
 * Six boxes for a TOTP code: typing moves to the next box, Backspace to the previous one, and a
 * pasted (or autofilled) code spreads over the boxes from the one it lands in.
 */
export function CodeInput({
  digits,
  onChange,
  onComplete,
  invalid,
  disabled,
  testIdPrefix,
}: CodeInputProps) {
  const { t } = useTranslation();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focus = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(CODE_LENGTH - 1, index))];
    box?.focus();
    box?.select();
  };

  const fill = (start: number, text: string) => {
    const incoming = onlyDigits(text).slice(0, CODE_LENGTH - start);
    if (!incoming) return;
    const next = [...digits];
    [...incoming].forEach((digit, offset) => (next[start + offset] = digit));
    onChange(next);
    const firstEmpty = next.findIndex((digit) => digit === '');
    focus(firstEmpty === -1 ? CODE_LENGTH - 1 : firstEmpty);
    if (firstEmpty === -1) onComplete(next.join(''));
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !digits[index] && index > 0) {
      event.preventDefault();
      const next = [...digits];
      next[index - 1] = '';
      onChange(next);
      focus(index - 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focus(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focus(index + 1);
    }
  };

  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    fill(index, event.clipboardData.getData('text'));
  };

  return (
    <div className="ams-code-inputs" role="group" aria-label={t('authFlows.twoSteps.codeLabel')}>
      {digits.map((digit, index) => (
        <InputGroup
          key={index}
          inputRef={(element) => {
            boxes.current[index] = element;
          }}
          value={digit}
          disabled={disabled}
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          autoFocus={index === 0}
          aria-label={t('authFlows.twoSteps.digit', { n: index + 1, total: CODE_LENGTH })}
          aria-invalid={invalid ? true : undefined}
          intent={invalid ? 'danger' : 'none'}
          data-testid={`${testIdPrefix}-${index}`}
          onKeyDown={onKeyDown(index)}
          onPaste={onPaste(index)}
          onFocus={(event) => event.currentTarget.select()}
          onChange={(event) => {
            const typed = onlyDigits(event.target.value);
            if (typed.length > 1) {
              // One more digit beside the old one, or a whole autofilled code from this box on.
              fill(index, digit && typed.length === 2 ? typed.replace(digit, '') : typed);
              return;
            }
            const next = [...digits];
            next[index] = typed;
            onChange(next);
            if (!typed) return;
            if (index < CODE_LENGTH - 1) focus(index + 1);
            if (next.every(Boolean)) onComplete(next.join(''));
          }}
        />
      ))}
    </div>
  );
}
