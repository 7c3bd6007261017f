import { Button, Card } from '@blueprintjs/core';
import { useAtomValue } from 'jotai';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Country, CountrySort } from '../../../api/countries';
import { isApiError } from '../../../api/errors';
import { abilityAtom } from '../../../state/abilityAtom';
import { ConfirmDeleteAlert } from '../../../ui/list/ConfirmDeleteAlert';
import type { ListOptions } from '../../../ui/list/listParams';
import { SearchInput } from '../../../ui/list/SearchInput';
import { useListParams } from '../../../ui/list/useListParams';
import { PageHeader } from '../../../ui/PageHeader';
import { showToast } from '../../../ui/toaster';
import { CountriesList } from '../components/CountriesList';
import { CountryDialog } from '../components/CountryDialog';
import { useDeleteCountry } from '../hooks/useCountries';

const LIST: ListOptions<CountrySort, never> = {
  sortKeys: ['name', 'iso2', 'iso3', 'dialingPrefix', 'updatedAt'],
  defaultSort: 'name',
};

/** `/apps/countries/list` (read on user); changes need the country rights. */
export default function CountriesPage() {
  const { t } = useTranslation();
  const list = useListParams(LIST);
  const ability = useAtomValue(abilityAtom);
  const canCreate = ability.can('create', 'country');
  const canWrite = ability.can('write', 'country');
  // undefined: closed; null: a new country.
  const [editing, setEditing] = useState<Country | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Country | null>(null);
  const remove = useDeleteCountry();

  const onEdit = useCallback((country: Country) => setEditing(country), []);
  const onDelete = useCallback((country: Country) => setDeleting(country), []);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        void showToast({ intent: 'success', icon: 'tick', message: t('countries.deleted') });
        setDeleting(null);
      },
      onError: (error) => {
        const message = isApiError(error, 409) ? t('countries.inUse') : t('countries.deleteFailed');
        void showToast({ intent: 'danger', icon: 'error', message });
        setDeleting(null);
      },
    });
  };

  return (
    <>
      <PageHeader
        title={t('countries.title')}
        subtitle={t('countries.subtitle')}
        actions={
          canCreate && (
            <Button
              intent="primary"
              icon="plus"
              text={t('countries.create')}
              data-testid="countries-create"
              onClick={() => setEditing(null)}
            />
          )
        }
      />
      <Card className="ams-list-card">
        <div className="ams-list-toolbar">
          <div className="ams-list-search">
            <SearchInput
              value={list.params.q}
              onSearch={list.setQuery}
              placeholder={t('countries.search')}
              testId="countries-search"
            />
          </div>
        </div>
        <CountriesList
          list={list}
          onEdit={canWrite ? onEdit : undefined}
          onDelete={canWrite ? onDelete : undefined}
        />
      </Card>
      {editing !== undefined && (
        <CountryDialog country={editing} onClose={() => setEditing(undefined)} />
      )}
      <ConfirmDeleteAlert
        isOpen={deleting !== null}
        message={t('countries.confirmDelete', { name: deleting?.name ?? '' })}
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
        testId="countries-delete-confirm"
      />
    </>
  );
}
