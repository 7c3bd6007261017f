import { AnchorButton, Button, Card, Tab, Tabs } from '@blueprintjs/core';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { isApiError } from '../../../api/errors';
import type { Service, ServiceSort } from '../../../api/providers';
import type { PageProps } from '../../../app/routeTypes';
import { formatDateTime, formatNumber } from '../../../lib/intl';
import { HistoryPanel } from '../../audit';
import { abilityAtom } from '../../../state/abilityAtom';
import { DetailsTable } from '../../../ui/DetailsTable';
import { EmptyState } from '../../../ui/EmptyState';
import { ConfirmDeleteAlert } from '../../../ui/list/ConfirmDeleteAlert';
import type { ListOptions } from '../../../ui/list/listParams';
import { useListParams } from '../../../ui/list/useListParams';
import { PageHeader } from '../../../ui/PageHeader';
import { PageLoader } from '../../../ui/PageLoader';
import { useLinkProps } from '../../../ui/useLinkProps';
import { ProviderDialog } from '../components/ProviderDialog';
import { ServiceDialog } from '../components/ServiceDialog';
import { ServicesList, type ServiceFilter } from '../components/ServicesList';
import { TestConnectionButton } from '../components/TestConnectionButton';
import { UsagePanel } from '../components/UsagePanel';
import { useProviderActions } from '../hooks/useProviderActions';
import { useProviderQuery } from '../hooks/useProviders';

const LIST_PATH = '/apps/providers/list';
const SERVICES: ListOptions<ServiceSort, ServiceFilter> = {
  sortKeys: ['name', 'model', 'createdAt', 'updatedAt'],
  defaultSort: 'name',
};

/** `/apps/providers/view/:id`: the provider's details and its services. */
export default function ProviderViewPage({ params }: PageProps) {
  const { t, i18n } = useTranslation();
  const link = useLinkProps();
  const [, navigate] = useLocation();
  const ability = useAtomValue(abilityAtom);
  // Providers are shared by every tenant: administrators alone change and test them.
  const canWrite = ability.can('manage', 'all');
  const id = Number(params.id);
  const provider = useProviderQuery(id);
  const list = useListParams(SERVICES);
  const [tab, setTab] = useState<'overview' | 'services' | 'usage' | 'history'>('services');
  const [editing, setEditing] = useState(false);
  const [service, setService] = useState<Service | null | undefined>(undefined);
  const actions = useProviderActions(() => navigate(LIST_PATH));

  const back = (
    <AnchorButton icon="arrow-left" {...link(LIST_PATH)} data-testid="provider-back">
      {t('providers.backToList')}
    </AnchorButton>
  );
  if (!Number.isInteger(id) || id <= 0 || isApiError(provider.error, 404)) {
    return (
      <>
        <PageHeader title={t('routes.providerView')} actions={back} />
        <EmptyState
          icon="search"
          title={t('providers.notFound')}
          description={t('providers.notFoundBody')}
        />
      </>
    );
  }
  if (!provider.data) return <PageLoader />;
  const p = provider.data;

  return (
    <>
      <PageHeader
        title={p.prettyName}
        subtitle={`${t(`providers.types.${p.type}`)} · ${t(`providers.protocols.${p.protocol}`)}`}
        actions={
          <>
            {back}
            {canWrite && <TestConnectionButton kind="provider" id={p.id} />}
            {canWrite && (
              <Button
                icon={p.active ? 'disable' : 'tick-circle'}
                text={p.active ? t('providers.deactivate') : t('providers.activate')}
                data-testid="provider-toggle"
                onClick={() => actions.toggleProvider(p)}
              />
            )}
            {canWrite && (
              <Button
                icon="edit"
                text={t('dataList.edit')}
                data-testid="provider-edit"
                onClick={() => setEditing(true)}
              />
            )}
            {canWrite && (
              <Button
                icon="trash"
                intent="danger"
                text={t('dataList.delete')}
                data-testid="provider-delete"
                onClick={() => actions.providerDeletion.ask(p)}
              />
            )}
          </>
        }
      />
      <Card>
        <Tabs
          id="provider-tabs"
          selectedTabId={tab}
          onChange={(next) => setTab(next as typeof tab)}
        >
          <Tab
            id="services"
            title={t('providers.servicesTab', { count: p.servicesCount })}
            panel={
              <>
                {canWrite && (
                  <Button
                    icon="plus"
                    intent="primary"
                    text={t('providers.createService')}
                    data-testid="services-create"
                    onClick={() => setService(null)}
                  />
                )}
                <ServicesList
                  list={list}
                  providerId={p.id}
                  onEdit={canWrite ? setService : undefined}
                  onDelete={canWrite ? actions.serviceDeletion.ask : undefined}
                  onToggle={canWrite ? actions.toggleService : undefined}
                />
              </>
            }
          />
          <Tab
            id="overview"
            title={t('providers.overviewTab')}
            panel={
              <DetailsTable
                testId="provider-details"
                rowTestId="provider-detail"
                rows={[
                  [t('providers.fields.name'), <code key="n">{p.name}</code>, 'name'],
                  [t('providers.fields.description'), p.description ?? '—', 'description'],
                  [
                    t('providers.fields.baseUrl'),
                    p.baseUrl ?? t('providers.defaultUrl'),
                    'base-url',
                  ],
                  [t('providers.fields.apiKey'), p.apiKeyMasked ?? t('providers.noKey'), 'api-key'],
                  [
                    t('providers.fields.active'),
                    p.active ? t('providers.on') : t('providers.off'),
                    'active',
                  ],
                  [
                    t('providers.fields.requestsPerMinute'),
                    p.requestsPerMinute === null
                      ? t('providers.noLimit')
                      : formatNumber(p.requestsPerMinute, i18n.language),
                    'rpm',
                  ],
                  [
                    t('providers.fields.tokensPerMinute'),
                    p.tokensPerMinute === null
                      ? t('providers.noLimit')
                      : formatNumber(p.tokensPerMinute, i18n.language),
                    'tpm',
                  ],
                  [
                    t('providers.fields.websites'),
                    formatNumber(p.websitesCount, i18n.language),
                    'websites',
                  ],
                  [
                    t('providers.fields.updatedAt'),
                    formatDateTime(p.updatedAt, i18n.language),
                    'updated',
                  ],
                ]}
              />
            }
          />
          <Tab
            id="usage"
            title={t('providers.usageTab')}
            panel={<UsagePanel providerId={p.id} />}
          />
          {ability.can('read', 'audit') && (
            <Tab
              id="history"
              title={t('audit.history')}
              panel={<HistoryPanel subject="provider" id={p.id} />}
            />
          )}
        </Tabs>
      </Card>
      {editing && <ProviderDialog provider={p} onClose={() => setEditing(false)} />}
      {service !== undefined && (
        <ServiceDialog
          providerId={p.id}
          providerType={p.type}
          service={service}
          onClose={() => setService(undefined)}
        />
      )}
      <ConfirmDeleteAlert
        isOpen={actions.providerDeletion.target !== null}
        message={t('providers.confirmDelete', { name: p.prettyName })}
        loading={actions.providerDeletion.pending}
        onConfirm={actions.providerDeletion.confirm}
        onCancel={actions.providerDeletion.cancel}
        testId="providers-delete-confirm"
      />
      <ConfirmDeleteAlert
        isOpen={actions.serviceDeletion.target !== null}
        message={t('providers.confirmDeleteService', {
          name: actions.serviceDeletion.target?.name ?? '',
        })}
        loading={actions.serviceDeletion.pending}
        onConfirm={actions.serviceDeletion.confirm}
        onCancel={actions.serviceDeletion.cancel}
        testId="services-delete-confirm"
      />
    </>
  );
}
