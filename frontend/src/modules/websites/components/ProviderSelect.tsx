import { HTMLSelect } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

interface ProviderSelectProps {
  id: string;
  testId: string;
  label: string;
}

/**
 * AI and translation providers are managed in their own issue; the API has no providers list
 * yet, so the selector shows that there is nothing to pick instead of inventing options.
 */
export function ProviderSelect({ id, testId, label }: ProviderSelectProps) {
  const { t } = useTranslation();
  return (
    <HTMLSelect
      id={id}
      fill
      disabled
      aria-label={label}
      data-testid={testId}
      value=""
      options={[{ value: '', label: t('websites.noProviders') }]}
    />
  );
}
