import type { TFunction } from 'i18next';
import type { UsageTotals } from '../../../api/providers';
import type { StaticColumn } from '../../../ui/list/StaticTable';

type UsageRow = UsageTotals['data'][number];

/** The measures of a usage row (calls, tokens, characters, estimated cost), after its key column. */
export function usageColumns(t: TFunction, n: (value: number) => string): StaticColumn<UsageRow>[] {
  return [
    { id: 'calls', title: t('providers.usage.calls'), render: (row) => n(row.calls) },
    { id: 'okCalls', title: t('providers.usage.okCalls'), render: (row) => n(row.okCalls) },
    {
      id: 'inputTokens',
      title: t('providers.usage.inputTokens'),
      render: (row) => n(row.inputTokens),
    },
    {
      id: 'outputTokens',
      title: t('providers.usage.outputTokens'),
      render: (row) => n(row.outputTokens),
    },
    {
      id: 'characters',
      title: t('providers.usage.characters'),
      render: (row) => n(row.characters),
    },
    {
      id: 'cost',
      title: t('providers.usage.cost'),
      render: (row) => (row.estimatedCost === null ? '—' : n(row.estimatedCost)),
    },
  ];
}
