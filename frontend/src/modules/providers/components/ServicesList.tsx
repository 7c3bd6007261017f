import { Switch } from '@blueprintjs/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Service, ServiceSort } from '../../../api/providers';
import { formatNumber } from '../../../lib/intl';
import { useLinkProps } from '../../../ui/useLinkProps';
import type { DataColumn } from '../../../ui/list/dataColumn';
import { toApiQuery } from '../../../ui/list/listParams';
import { ListResults } from '../../../ui/list/ListResults';
import { RowActions } from '../../../ui/list/RowActions';
import type { ListState } from '../../../ui/list/useListParams';
import { useServicesQuery } from '../hooks/useProviders';
import { TestConnectionButton } from './TestConnectionButton';

export type ServiceFilter = 'type' | 'active' | 'providerId';

interface ServicesListProps {
  list: ListState<ServiceSort, ServiceFilter>;
  /** Only this provider's services (its page's tab); the provider column is left out. */
  providerId?: number;
  onEdit?: (service: Service) => void;
  onDelete?: (service: Service) => void;
  onToggle?: (service: Service) => void;
}

function ProviderCell({ service }: { service: Service }) {
  const linkTo = useLinkProps();
  return <a {...linkTo(`/apps/providers/view/${service.providerId}`)}>{service.providerName}</a>;
}

/** Every service (or one provider's): model, temperature, prices, active flag, websites. */
export function ServicesList({ list, providerId, onEdit, onDelete, onToggle }: ServicesListProps) {
  const { t, i18n } = useTranslation();
  const query = useServicesQuery({
    ...(toApiQuery(list.params) as Parameters<typeof useServicesQuery>[0]),
    ...(providerId ? { providerId } : {}),
  });
  const price = (n: number | null) => (n === null ? '—' : formatNumber(n, i18n.language));
  const columns = useMemo<DataColumn<Service>[]>(() => {
    const cols: DataColumn<Service>[] = [
      {
        id: 'name',
        title: t('providers.fields.serviceName'),
        sortKey: 'name',
        width: 160,
        grow: 2,
        render: (s) => s.name,
      },
      ...(providerId
        ? []
        : [
            {
              id: 'provider',
              title: t('providers.fields.provider'),
              width: 150,
              interactive: true,
              render: (s: Service) => <ProviderCell service={s} />,
            },
          ]),
      {
        id: 'model',
        title: t('providers.fields.model'),
        sortKey: 'model',
        width: 160,
        grow: 1,
        render: (s) => <code>{s.model}</code>,
      },
      {
        id: 'type',
        title: t('providers.fields.type'),
        width: 100,
        render: (s) => t(`providers.types.${s.providerType}`),
      },
      {
        id: 'temperature',
        title: t('providers.fields.temperature'),
        width: 100,
        render: (s) => price(s.temperature),
      },
      {
        id: 'prices',
        title: t('providers.fields.prices'),
        width: 150,
        render: (s) =>
          s.providerType === 'ai'
            ? t('providers.tokenPrices', {
                input: price(s.priceInputPerMillion),
                output: price(s.priceOutputPerMillion),
              })
            : t('providers.charPrice', { price: price(s.pricePerMillionChars) }),
      },
      {
        id: 'active',
        title: t('providers.fields.active'),
        width: 80,
        interactive: !!onToggle,
        render: (s) =>
          onToggle ? (
            <Switch
              checked={s.active}
              aria-label={t('providers.toggle', { name: s.name })}
              data-testid={`services-active-${s.id}`}
              onChange={() => onToggle(s)}
            />
          ) : s.active ? (
            t('providers.on')
          ) : (
            t('providers.off')
          ),
      },
      {
        id: 'websites',
        title: t('providers.fields.websites'),
        width: 90,
        render: (s) => formatNumber(s.websitesCount, i18n.language),
      },
    ];
    if (!onEdit && !onDelete) return cols;
    return [
      ...cols,
      {
        id: 'actions',
        title: t('dataList.actions'),
        width: 260,
        interactive: true,
        render: (s) => (
          <div className="ams-row-actions">
            <TestConnectionButton kind="service" id={s.id} small />
            <RowActions
              label={s.name}
              testIdPrefix="services"
              id={s.id}
              onEdit={onEdit && (() => onEdit(s))}
              onDelete={onDelete && (() => onDelete(s))}
            />
          </div>
        ),
      },
    ];
    // eslint-disable-next-line react-hooks/exhaustive-deps -- price reads only the language
  }, [t, i18n.language, providerId, onEdit, onDelete, onToggle]);

  return (
    <ListResults
      testId="services-table"
      query={query}
      list={list}
      columns={columns}
      emptyTitle={t('providers.noServicesTitle')}
      emptyBody={t('providers.noServicesBody')}
      emptyBodyReadOnly={t('providers.noServicesBodyReadOnly')}
      errorTitle={t('providers.loadFailed')}
    />
  );
}
