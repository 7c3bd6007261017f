import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Country, CountrySort } from '../../../api/countries';
import { formatDateTime, formatRegion } from '../../../lib/intl';
import type { DataColumn } from '../../../ui/list/dataColumn';
import { toApiQuery } from '../../../ui/list/listParams';
import { ListResults } from '../../../ui/list/ListResults';
import { RowActions } from '../../../ui/list/RowActions';
import type { ListState } from '../../../ui/list/useListParams';
import { useCountriesQuery } from '../hooks/useCountries';

interface CountriesListProps {
  list: ListState<CountrySort>;
  onEdit?: (country: Country) => void;
  onDelete?: (country: Country) => void;
}

/** Id, name, ISO 2, ISO 3, dialing prefix and last change, sorted and paged by the server. */
export function CountriesList({ list, onEdit, onDelete }: CountriesListProps) {
  const { t, i18n } = useTranslation();
  const query = useCountriesQuery(toApiQuery(list.params));
  const columns = useMemo<DataColumn<Country>[]>(() => {
    const base: DataColumn<Country>[] = [
      { id: 'id', title: t('countries.fields.id'), width: 70, render: (c) => c.id },
      {
        id: 'name',
        title: t('countries.fields.name'),
        sortKey: 'name',
        width: 180,
        grow: 3,
        // In the reader's language; the stored name (what the edit dialog holds) on hover.
        render: (c) => <span title={c.name}>{formatRegion(c.iso2, c.name, i18n.language)}</span>,
      },
      {
        id: 'iso2',
        title: t('countries.fields.iso2'),
        sortKey: 'iso2',
        width: 90,
        render: (c) => c.iso2,
      },
      {
        id: 'iso3',
        title: t('countries.fields.iso3'),
        sortKey: 'iso3',
        width: 90,
        render: (c) => c.iso3,
      },
      {
        id: 'dialingPrefix',
        title: t('countries.fields.dialingPrefix'),
        sortKey: 'dialingPrefix',
        width: 130,
        render: (c) => c.dialingPrefix,
      },
      {
        id: 'updatedAt',
        title: t('countries.fields.updatedAt'),
        sortKey: 'updatedAt',
        width: 170,
        grow: 1,
        render: (c) => formatDateTime(c.updatedAt, i18n.language),
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
        render: (c) => (
          <RowActions
            label={formatRegion(c.iso2, c.name, i18n.language)}
            testIdPrefix="countries"
            id={c.id}
            onEdit={onEdit && (() => onEdit(c))}
            onDelete={onDelete && (() => onDelete(c))}
          />
        ),
      },
    ];
  }, [t, i18n.language, onEdit, onDelete]);

  return (
    <ListResults
      testId="countries-table"
      query={query}
      list={list}
      columns={columns}
      emptyTitle={t('countries.emptyTitle')}
      emptyBody={t('countries.emptyBody')}
      errorTitle={t('countries.loadFailed')}
    />
  );
}
