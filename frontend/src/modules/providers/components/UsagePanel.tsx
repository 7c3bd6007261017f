import { NonIdealState, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchUsageTotals } from '../../../api/providers';
import { formatNumber } from '../../../lib/intl';
import { StaticTable } from '../../../ui/list/StaticTable';
import { providerUsageKey } from '../queryKeys';
import { usageColumns } from '../usage/usageColumns';
import { StateText } from '../../../ui/StateText';

/**
 * A provider's usage ledger, day by day: calls, tokens or characters, estimated cost (a card per
 * day on a phone).
 */
export function UsagePanel({ providerId }: { providerId: number }) {
  const { t, i18n } = useTranslation();
  const usage = useQuery({
    queryKey: providerUsageKey(providerId),
    queryFn: () => fetchUsageTotals({ groupBy: 'day', providerId }),
  });
  const n = (value: number) => formatNumber(value, i18n.language);
  if (usage.isPending) return <Spinner size={24} />;
  if (usage.isError)
    return (
      <NonIdealState
        icon="error"
        description={<StateText level={2} title={t('providers.usageFailed')} />}
      />
    );
  if (usage.data.data.length === 0) {
    return (
      <NonIdealState
        icon="timeline-bar-chart"
        description={<StateText level={2} title={t('providers.noUsage')} />}
      />
    );
  }
  return (
    <StaticTable
      testId="provider-usage"
      compact
      rows={usage.data.data}
      rowKey={(row) => row.key ?? '-'}
      columns={[
        { id: 'day', title: t('providers.usage.day'), render: (row) => row.key },
        ...usageColumns(t, n),
      ]}
    />
  );
}
