import { useTranslation } from 'react-i18next';
import { FilterSelect, type FilteredList } from '../../../ui/list/FilterSelect';

/** The provider type (AI or translation) and on/off filters that providers and services share. */
export function TypeAndStateFilters({
  list,
  testIdPrefix,
}: {
  list: FilteredList<'type' | 'active'>;
  testIdPrefix: 'providers' | 'services';
}) {
  const { t } = useTranslation();
  return (
    <>
      <FilterSelect
        list={list}
        filter="type"
        label={t('providers.fields.type')}
        allLabel={t('providers.allTypes')}
        options={[
          { value: 'ai', label: t('providers.types.ai') },
          { value: 'translation', label: t('providers.types.translation') },
        ]}
        testId={`${testIdPrefix}-filter-type`}
      />
      <FilterSelect
        list={list}
        filter="active"
        label={t('providers.fields.active')}
        allLabel={t('providers.allStates')}
        options={[
          { value: 'true', label: t('providers.on') },
          { value: 'false', label: t('providers.off') },
        ]}
        testId={`${testIdPrefix}-filter-active`}
      />
    </>
  );
}
