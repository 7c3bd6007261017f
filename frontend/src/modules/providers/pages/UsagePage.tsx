import {
  Button,
  Card,
  FormGroup,
  HTMLSelect,
  InputGroup,
  NonIdealState,
  Spinner,
} from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchProviderOptions, fetchUsageTotals, type UsageQuery } from '../../../api/providers';
import { formatNumber } from '../../../lib/intl';
import { PageHeader } from '../../../ui/PageHeader';
import { ALL_PROVIDER_OPTIONS_KEY, usageDaysKey, usageTotalsKey } from '../queryKeys';
import { usageColumns } from '../usage/usageColumns';
import { download, usageCsv } from '../usage/usageCsv';
import { StaticTable } from '../../../ui/list/StaticTable';
import { StateText } from '../../../ui/StateText';

const UsageChart = lazy(() => import('../usage/UsageChart'));

const GROUPS = ['provider', 'website', 'user', 'account'] as const;
type Group = (typeof GROUPS)[number];

/** `YYYY-MM-DD` of a date, in UTC (the ledger's days are UTC days). */
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const nextDay = (day: string) => isoDay(new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000));

/**
 * `/apps/providers/usage` (read on external-provider): the usage ledger's totals per provider,
 * website, user or account, a daily chart, and the rows on screen as CSV. Non-administrators see
 * their account's calls only (the server scopes them).
 */
export default function UsagePage() {
  const { t, i18n } = useTranslation();
  const [group, setGroup] = useState<Group>('provider');
  const [from, setFrom] = useState(() => {
    const d = new Date();
    return isoDay(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1)));
  });
  const [to, setTo] = useState(() => isoDay(new Date()));
  const [providerId, setProviderId] = useState<number | undefined>(undefined);

  const providers = useQuery({
    queryKey: ALL_PROVIDER_OPTIONS_KEY,
    queryFn: async () => [
      ...(await fetchProviderOptions('ai')),
      ...(await fetchProviderOptions('translation')),
    ],
  });
  const providerName = useMemo(
    () => new Map((providers.data ?? []).map((p) => [String(p.id), p.prettyName])),
    [providers.data],
  );
  const filter: Omit<UsageQuery, 'groupBy'> = {
    ...(from ? { from: `${from}T00:00:00.000Z` } : {}),
    ...(to ? { to: `${nextDay(to)}T00:00:00.000Z` } : {}),
    ...(providerId ? { providerId } : {}),
  };
  const totals = useQuery({
    queryKey: usageTotalsKey(group, filter),
    queryFn: () => fetchUsageTotals({ groupBy: group, ...filter }),
  });
  const days = useQuery({
    queryKey: usageDaysKey(filter),
    queryFn: () => fetchUsageTotals({ groupBy: 'day', ...filter }),
  });

  const n = (value: number) => formatNumber(value, i18n.language);
  const nameOf = (key: string | null) => {
    if (key === null) return t('providers.usagePage.none');
    // While the names load, a placeholder rather than an id that turns into a name a moment later.
    if (group === 'provider') return providerName.get(key) ?? (providers.data ? `#${key}` : '…');
    return `#${key}`;
  };
  const rows = totals.data?.data ?? [];
  const exportCsv = () =>
    download(
      usageCsv(rows, group, (key) => (key === null ? '' : nameOf(key))),
      `usage-by-${group}-${from || 'start'}-${to || 'today'}.csv`,
    );

  return (
    <>
      <PageHeader
        title={t('providers.usagePage.title')}
        subtitle={t('providers.usagePage.subtitle')}
        actions={
          <Button
            icon="download"
            text={t('providers.usagePage.exportCsv')}
            disabled={rows.length === 0}
            onClick={exportCsv}
            data-testid="usage-export"
          />
        }
      />
      <Card>
        <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap', alignItems: 'flex-end' }}>
          <FormGroup label={t('providers.usagePage.groupBy')} labelFor="usage-group">
            <HTMLSelect
              id="usage-group"
              value={group}
              onChange={(e) => setGroup(e.currentTarget.value as Group)}
              options={GROUPS.map((g) => ({
                value: g,
                label: t(`providers.usagePage.groups.${g}`),
              }))}
              data-testid="usage-group"
            />
          </FormGroup>
          <FormGroup label={t('providers.usagePage.provider')} labelFor="usage-provider">
            <HTMLSelect
              id="usage-provider"
              value={providerId ?? ''}
              onChange={(e) =>
                setProviderId(e.currentTarget.value ? Number(e.currentTarget.value) : undefined)
              }
              options={[
                { value: '', label: t('providers.usagePage.allProviders') },
                ...(providers.data ?? []).map((p) => ({ value: p.id, label: p.prettyName })),
              ]}
              data-testid="usage-provider"
            />
          </FormGroup>
          <FormGroup label={t('providers.usagePage.from')} labelFor="usage-from">
            <InputGroup
              id="usage-from"
              type="date"
              value={from}
              max={to || undefined}
              onChange={(e) => setFrom(e.currentTarget.value)}
            />
          </FormGroup>
          <FormGroup label={t('providers.usagePage.to')} labelFor="usage-to">
            <InputGroup
              id="usage-to"
              type="date"
              value={to}
              min={from || undefined}
              onChange={(e) => setTo(e.currentTarget.value)}
            />
          </FormGroup>
        </div>
      </Card>
      <Card style={{ marginTop: 16 }}>
        {days.isPending ? (
          <Spinner size={24} />
        ) : (days.data?.data.length ?? 0) > 0 ? (
          <Suspense fallback={<Spinner size={24} />}>
            <UsageChart days={days.data!.data} />
          </Suspense>
        ) : null}
        {totals.isPending ? (
          <Spinner size={24} />
        ) : totals.isError ? (
          <NonIdealState
            icon="error"
            description={<StateText level={2} title={t('providers.usageFailed')} />}
          />
        ) : rows.length === 0 ? (
          <NonIdealState
            icon="timeline-bar-chart"
            description={<StateText level={2} title={t('providers.noUsage')} />}
          />
        ) : (
          <StaticTable
            testId="usage-table"
            compact
            rows={rows}
            rowKey={(row) => row.key ?? '-'}
            rowTestId={(row) => `usage-row-${row.key ?? 'none'}`}
            columns={[
              {
                id: 'key',
                title: t(`providers.usagePage.groups.${group}`),
                render: (row) => nameOf(row.key),
              },
              ...usageColumns(t, n),
            ]}
          />
        )}
      </Card>
    </>
  );
}
