import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Service, ServiceSort } from '../../../api/providers';
import { abilityAtom } from '../../../state/abilityAtom';
import { ConfirmDeleteAlert } from '../../../ui/list/ConfirmDeleteAlert';
import type { ListOptions } from '../../../ui/list/listParams';
import { ListPage } from '../../../ui/list/ListPage';
import { useListParams } from '../../../ui/list/useListParams';
import { ServiceDialog } from '../components/ServiceDialog';
import { ServicesList, type ServiceFilter } from '../components/ServicesList';
import { TypeAndStateFilters } from '../components/TypeAndStateFilters';
import { useProviderActions } from '../hooks/useProviderActions';

const LIST: ListOptions<ServiceSort, ServiceFilter> = {
  sortKeys: ['name', 'model', 'createdAt', 'updatedAt'],
  defaultSort: 'name',
  filterKeys: ['type', 'active'],
};

/** `/apps/providers/services`: every service of every provider, with filters. */
export default function ServicesPage() {
  const { t } = useTranslation();
  const list = useListParams(LIST);
  const ability = useAtomValue(abilityAtom);
  // Providers are shared by every tenant: administrators alone change and test them.
  const canWrite = ability.can('manage', 'all');
  const [editing, setEditing] = useState<Service | undefined>(undefined);
  const actions = useProviderActions();

  return (
    <>
      <ListPage
        title={t('providers.servicesTitle')}
        subtitle={t('providers.servicesSubtitle')}
        search={{ list, placeholder: t('providers.searchServices'), testId: 'services-search' }}
        filters={<TypeAndStateFilters list={list} testIdPrefix="services" />}
      >
        <ServicesList
          list={list}
          onEdit={canWrite ? setEditing : undefined}
          onDelete={canWrite ? actions.serviceDeletion.ask : undefined}
          onToggle={canWrite ? actions.toggleService : undefined}
        />
      </ListPage>
      {editing && (
        <ServiceDialog
          providerId={editing.providerId}
          providerType={editing.providerType}
          service={editing}
          onClose={() => setEditing(undefined)}
        />
      )}
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
