import { HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchUsageTotals } from '../../../api/providers';
import { formatNumber } from '../../../lib/intl';
import { PROVIDERS_KEY } from '../queryKeys';

/** A provider's usage ledger, day by day: calls, tokens or characters, estimated cost. */
export function UsagePanel({ providerId }: { providerId: number }) {
  const { t, i18n } = useTranslation();
  const usage = useQuery({
    queryKey: [...PROVIDERS_KEY, 'usage', providerId],
    queryFn: () => fetchUsageTotals({ groupBy: 'day', providerId }),
  });
  const n = (value: number) => formatNumber(value, i18n.language);
  if (usage.isPending) return <Spinner size={24} />;
  if (usage.isError) return <NonIdealState icon="error" title={t('providers.usageFailed')} />;
  if (usage.data.data.length === 0) {
    return <NonIdealState icon="timeline-bar-chart" title={t('providers.noUsage')} />;
  }
  return (
    <HTMLTable compact striped data-testid="provider-usage">
      <thead>
        <tr>
          <th>{t('providers.usage.day')}</th>
          <th>{t('providers.usage.calls')}</th>
          <th>{t('providers.usage.okCalls')}</th>
          <th>{t('providers.usage.inputTokens')}</th>
          <th>{t('providers.usage.outputTokens')}</th>
          <th>{t('providers.usage.characters')}</th>
          <th>{t('providers.usage.cost')}</th>
        </tr>
      </thead>
      <tbody>
        {usage.data.data.map((row) => (
          <tr key={row.key ?? '-'}>
            <td>{row.key}</td>
            <td>{n(row.calls)}</td>
            <td>{n(row.okCalls)}</td>
            <td>{n(row.inputTokens)}</td>
            <td>{n(row.outputTokens)}</td>
            <td>{n(row.characters)}</td>
            <td>{row.estimatedCost === null ? '—' : n(row.estimatedCost)}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
