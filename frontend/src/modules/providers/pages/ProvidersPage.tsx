import { useAtomValue } from 'jotai';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Provider, ProviderSort } from '../../../api/providers';
import { abilityAtom } from '../../../state/abilityAtom';
import { ConfirmDeleteAlert } from '../../../ui/list/ConfirmDeleteAlert';
import type { ListOptions } from '../../../ui/list/listParams';
import { ListPage } from '../../../ui/list/ListPage';
import { useListParams } from '../../../ui/list/useListParams';
import { ProviderDialog } from '../components/ProviderDialog';
import { ProvidersList, type ProviderFilter } from '../components/ProvidersList';
import { TypeAndStateFilters } from '../components/TypeAndStateFilters';
import { useProviderActions } from '../hooks/useProviderActions';

const LIST: ListOptions<ProviderSort, ProviderFilter> = {
  sortKeys: ['prettyName', 'name', 'type', 'createdAt', 'updatedAt'],
  defaultSort: 'prettyName',
  filterKeys: ['type', 'active'],
};

/** `/apps/providers/list` (read on external-provider; administrators change them). */
export default function ProvidersPage() {
  const { t } = useTranslation();
  const list = useListParams(LIST);
  const ability = useAtomValue(abilityAtom);
  // Providers are shared by every tenant: administrators alone change and test them.
  const canWrite = ability.can('manage', 'all');
  const [editing, setEditing] = useState<Provider | null | undefined>(undefined);
  const actions = useProviderActions();
  const onEdit = useCallback((p: Provider) => setEditing(p), []);

  return (
    <>
      <ListPage
        title={t('providers.title')}
        subtitle={t('providers.subtitle')}
        create={
          canWrite && {
            text: t('providers.create'),
            icon: 'plus',
            testId: 'providers-create',
            onClick: () => setEditing(null),
          }
        }
        search={{ list, placeholder: t('providers.search'), testId: 'providers-search' }}
        filters={<TypeAndStateFilters list={list} testIdPrefix="providers" />}
      >
        <ProvidersList
          list={list}
          onEdit={canWrite ? onEdit : undefined}
          onDelete={canWrite ? actions.providerDeletion.ask : undefined}
          onToggle={canWrite ? actions.toggleProvider : undefined}
        />
      </ListPage>
      {editing !== undefined && (
        <ProviderDialog provider={editing} onClose={() => setEditing(undefined)} />
      )}
      <ConfirmDeleteAlert
        isOpen={actions.providerDeletion.target !== null}
        message={t('providers.confirmDelete', {
          name: actions.providerDeletion.target?.prettyName ?? '',
        })}
        loading={actions.providerDeletion.pending}
        onConfirm={actions.providerDeletion.confirm}
        onCancel={actions.providerDeletion.cancel}
        testId="providers-delete-confirm"
      />
    </>
  );
}
