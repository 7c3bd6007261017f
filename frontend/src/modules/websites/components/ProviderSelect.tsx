import { HTMLSelect } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { ProviderType } from '../../../api/providers';
import { useProviderOptions } from '../hooks/useProviderOptions';

interface ProviderSelectProps {
  id: string;
  testId: string;
  label: string;
  type: ProviderType;
  value: number | null;
  invalid: boolean;
  onChange: (providerId: number | null) => void;
}

/**
 * The providers of one type that exist. A switched-off provider cannot be newly chosen, but the
 * website's current one stays shown (and kept) even once switched off.
 */
export function ProviderSelect({
  id,
  testId,
  label,
  type,
  value,
  invalid,
  onChange,
}: ProviderSelectProps) {
  const { t } = useTranslation();
  const providers = useProviderOptions(type);
  const only = (text: string) => [{ value: '', label: text }];
  let options;
  if (providers.isPending) options = only(t('common.loading'));
  else if (providers.isError) options = only(t('websites.providersFailed'));
  else if (providers.data.length === 0) options = only(t('websites.noProviders'));
  else {
    options = [
      { value: '', label: t('websites.noProvider') },
      ...providers.data.map((p) => ({
        value: String(p.id),
        label: p.active ? p.prettyName : t('websites.providerOff', { name: p.prettyName }),
        disabled: !p.active && p.id !== value,
      })),
    ];
  }
  return (
    <HTMLSelect
      id={id}
      fill
      disabled={!providers.data?.length}
      aria-label={label}
      aria-invalid={invalid || undefined}
      data-testid={testId}
      value={value === null ? '' : String(value)}
      options={options}
      onChange={(e) => onChange(e.currentTarget.value ? Number(e.currentTarget.value) : null)}
    />
  );
}
