import { Button, InputGroup } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../lib/useDebouncedValue';

interface SearchInputProps {
  value: string;
  onSearch: (q: string) => void;
  placeholder: string;
  testId: string;
}

export const SEARCH_DEBOUNCE_MS = 300;

/** A search box that asks the server once typing pauses; Esc clears it. */
export function SearchInput({ value, onSearch, placeholder, testId }: SearchInputProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const [lastValue, setLastValue] = useState(value);
  const debounced = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);

  // Follow the address when it changes from outside (back button, a link).
  if (value !== lastValue) {
    setLastValue(value);
    if (value !== text.trim()) setText(value);
  }

  useEffect(() => {
    if (debounced.trim() !== value) onSearch(debounced.trim());
    // Only a pause in typing triggers a search; `value` following it must not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  return (
    <InputGroup
      type="search"
      leftIcon="search"
      placeholder={placeholder}
      aria-label={placeholder}
      data-testid={testId}
      value={text}
      maxLength={100}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && text) {
          event.stopPropagation();
          setText('');
        }
      }}
      rightElement={
        text ? (
          <Button
            variant="minimal"
            icon="cross"
            aria-label={t('dataList.clearSearch')}
            onClick={() => setText('')}
          />
        ) : undefined
      }
    />
  );
}
