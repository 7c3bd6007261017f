import { Switch, Tag } from '@blueprintjs/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Provider, ProviderSort } from '../../../api/providers';
import { formatNumber } from '../../../lib/intl';
import { useLinkProps } from '../../../ui/useLinkProps';
import type { DataColumn } from '../../../ui/list/dataColumn';
import { toApiQuery } from '../../../ui/list/listParams';
import { ListResults } from '../../../ui/list/ListResults';
import { RowActions } from '../../../ui/list/RowActions';
import type { ListState } from '../../../ui/list/useListParams';
import { useProvidersQuery } from '../hooks/useProviders';

export type ProviderFilter = 'type' | 'active';

interface ProvidersListProps {
  list: ListState<ProviderSort, ProviderFilter>;
  onEdit?: (provider: Provider) => void;
  onDelete?: (provider: Provider) => void;
  onToggle?: (provider: Provider) => void;
}

function ProviderLink({ provider }: { provider: Provider }) {
  const linkTo = useLinkProps();
  return (
    <a
      {...linkTo(`/apps/providers/view/${provider.id}`)}
      data-testid={`providers-link-${provider.id}`}
    >
      {provider.prettyName}
    </a>
  );
}

/** Pretty name (to its page), name, type, protocol, base URL, key, active, services, websites. */
export function ProvidersList({ list, onEdit, onDelete, onToggle }: ProvidersListProps) {
  const { t, i18n } = useTranslation();
  const query = useProvidersQuery(
    toApiQuery(list.params) as Parameters<typeof useProvidersQuery>[0],
  );
  const columns = useMemo<DataColumn<Provider>[]>(() => {
    const base: DataColumn<Provider>[] = [
      {
        id: 'prettyName',
        title: t('providers.fields.prettyName'),
        sortKey: 'prettyName',
        width: 170,
        grow: 2,
        interactive: true,
        render: (p) => <ProviderLink provider={p} />,
      },
      {
        id: 'name',
        priority: 3,
        title: t('providers.fields.name'),
        sortKey: 'name',
        width: 140,
        render: (p) => <code>{p.name}</code>,
      },
      {
        id: 'type',
        title: t('providers.fields.type'),
        sortKey: 'type',
        width: 110,
        render: (p) => t(`providers.types.${p.type}`),
      },
      {
        id: 'protocol',
        priority: 5,
        title: t('providers.fields.protocol'),
        width: 140,
        render: (p) => t(`providers.protocols.${p.protocol}`),
      },
      {
        id: 'baseUrl',
        priority: 2,
        title: t('providers.fields.baseUrl'),
        width: 200,
        grow: 2,
        render: (p) => p.baseUrl ?? t('providers.defaultUrl'),
      },
      {
        id: 'apiKey',
        priority: 6,
        title: t('providers.fields.apiKey'),
        width: 100,
        render: (p) => p.apiKeyMasked ?? <Tag minimal>{t('providers.noKey')}</Tag>,
      },
      {
        id: 'active',
        title: t('providers.fields.active'),
        width: 90,
        interactive: !!onToggle,
        render: (p) =>
          onToggle ? (
            <Switch
              checked={p.active}
              aria-label={t('providers.toggle', { name: p.prettyName })}
              data-testid={`providers-active-${p.id}`}
              onChange={() => onToggle(p)}
            />
          ) : p.active ? (
            t('providers.on')
          ) : (
            t('providers.off')
          ),
      },
      {
        id: 'services',
        priority: 4,
        title: t('providers.fields.services'),
        width: 90,
        render: (p) => formatNumber(p.servicesCount, i18n.language),
      },
      {
        id: 'websites',
        priority: 1,
        title: t('providers.fields.websites'),
        width: 90,
        render: (p) => formatNumber(p.websitesCount, i18n.language),
      },
    ];
    if (!onEdit && !onDelete) return base;
    return [
      ...base,
      {
        id: 'actions',
        title: t('dataList.actions'),
        width: 90,
        interactive: true,
        render: (p) => (
          <RowActions
            label={p.prettyName}
            testIdPrefix="providers"
            id={p.id}
            onEdit={onEdit && (() => onEdit(p))}
            onDelete={onDelete && (() => onDelete(p))}
          />
        ),
      },
    ];
  }, [t, i18n.language, onEdit, onDelete, onToggle]);

  return (
    <ListResults
      testId="providers-table"
      query={query}
      list={list}
      columns={columns}
      emptyTitle={t('providers.emptyTitle')}
      emptyBody={t('providers.emptyBody')}
      emptyBodyReadOnly={t('providers.emptyBodyReadOnly')}
      errorTitle={t('providers.loadFailed')}
    />
  );
}
