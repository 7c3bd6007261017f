import { HTMLSelect } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useServiceOptions } from '../hooks/useProviderOptions';

interface ServiceSelectProps {
  id: string;
  testId: string;
  label: string;
  /** The chosen AI provider; null: nothing to choose from yet. */
  providerId: number | null;
  value: number | null;
  invalid: boolean;
  onChange: (serviceId: number | null) => void;
}

/**
 * The services (models) of the chosen AI provider. A switched-off service cannot be newly chosen;
 * the website's current one stays shown.
 */
export function ServiceSelect({
  id,
  testId,
  label,
  providerId,
  value,
  invalid,
  onChange,
}: ServiceSelectProps) {
  const { t } = useTranslation();
  const services = useServiceOptions(providerId);
  const only = (text: string) => [{ value: '', label: text }];
  let options;
  if (providerId === null) options = only(t('websites.chooseAiProviderFirst'));
  else if (services.isPending) options = only(t('common.loading'));
  else if (services.isError) options = only(t('websites.providersFailed'));
  else if (services.data.length === 0) options = only(t('websites.noServices'));
  else {
    options = [
      { value: '', label: t('websites.noService') },
      ...services.data.map((s) => ({
        value: String(s.id),
        label: s.active
          ? `${s.name} (${s.model})`
          : t('websites.providerOff', { name: `${s.name} (${s.model})` }),
        disabled: !s.active && s.id !== value,
      })),
    ];
  }
  return (
    <HTMLSelect
      id={id}
      fill
      disabled={!services.data?.length || providerId === null}
      aria-label={label}
      aria-invalid={invalid || undefined}
      data-testid={testId}
      value={value === null ? '' : String(value)}
      options={options}
      onChange={(e) => onChange(e.currentTarget.value ? Number(e.currentTarget.value) : null)}
    />
  );
}
