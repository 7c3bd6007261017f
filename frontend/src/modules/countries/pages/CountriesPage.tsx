import { useAtomValue } from 'jotai';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Country, CountrySort } from '../../../api/countries';
import { abilityAtom } from '../../../state/abilityAtom';
import { ConfirmDeleteAlert } from '../../../ui/list/ConfirmDeleteAlert';
import type { ListOptions } from '../../../ui/list/listParams';
import { ListPage } from '../../../ui/list/ListPage';
import { useConfirmedDelete } from '../../../ui/list/useConfirmedDelete';
import { useListParams } from '../../../ui/list/useListParams';
import { CountriesList } from '../components/CountriesList';
import { CountryDialog } from '../components/CountryDialog';
import { useDeleteCountry } from '../hooks/useCountries';

const LIST: ListOptions<CountrySort, never> = {
  sortKeys: ['name', 'iso2', 'iso3', 'dialingPrefix', 'updatedAt'],
  defaultSort: 'name',
};

/** `/apps/countries/list` (read on user); only administrators change countries. */
export default function CountriesPage() {
  const { t } = useTranslation();
  const list = useListParams(LIST);
  const ability = useAtomValue(abilityAtom);
  // Shared by every tenant: only administrators change them.
  const canCreate = ability.can('manage', 'all');
  const canWrite = canCreate;
  // undefined: closed; null: a new country.
  const [editing, setEditing] = useState<Country | null | undefined>(undefined);
  const deletion = useConfirmedDelete<Country>(useDeleteCountry(), {
    deleted: t('countries.deleted'),
    conflict: t('countries.inUse'),
    failed: t('countries.deleteFailed'),
  });

  const onEdit = useCallback((country: Country) => setEditing(country), []);

  return (
    <>
      <ListPage
        title={t('countries.title')}
        subtitle={t('countries.subtitle')}
        create={
          canCreate && {
            text: t('countries.create'),
            icon: 'plus',
            testId: 'countries-create',
            onClick: () => setEditing(null),
          }
        }
        search={{ list, placeholder: t('countries.search'), testId: 'countries-search' }}
      >
        <CountriesList
          list={list}
          onEdit={canWrite ? onEdit : undefined}
          onDelete={canWrite ? deletion.ask : undefined}
        />
      </ListPage>
      {editing !== undefined && (
        <CountryDialog country={editing} onClose={() => setEditing(undefined)} />
      )}
      <ConfirmDeleteAlert
        isOpen={deletion.target !== null}
        message={t('countries.confirmDelete', { name: deletion.target?.name ?? '' })}
        loading={deletion.pending}
        onConfirm={deletion.confirm}
        onCancel={deletion.cancel}
        testId="countries-delete-confirm"
      />
    </>
  );
}
