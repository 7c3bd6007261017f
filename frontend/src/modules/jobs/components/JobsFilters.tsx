import { useTranslation } from 'react-i18next';
import { JOB_KINDS, JOB_STATES } from '../../../api/jobs';
import { FilterSelect, type FilteredList } from '../../../ui/list/FilterSelect';
import { useWebsiteOptions } from '../../content';
import { KIND_LABEL, STATE_LABEL } from '../jobLabels';
import type { JobFilter } from './JobsList';

/** The kind, state and website filters. */
export function JobsFilters({ list }: { list: FilteredList<JobFilter> }) {
  const { t } = useTranslation();
  const websites = useWebsiteOptions();
  return (
    <>
      <FilterSelect
        list={list}
        filter="name"
        label={t('jobs.filters.kind')}
        allLabel={t('jobs.filters.allKinds')}
        testId="jobs-filter-kind"
        options={JOB_KINDS.map((kind) => ({ value: kind, label: t(KIND_LABEL[kind]) }))}
      />
      <FilterSelect
        list={list}
        filter="state"
        label={t('jobs.filters.state')}
        allLabel={t('jobs.filters.allStates')}
        testId="jobs-filter-state"
        options={JOB_STATES.map((state) => ({ value: state, label: t(STATE_LABEL[state]) }))}
      />
      <FilterSelect
        list={list}
        filter="websiteId"
        label={t('jobs.filters.website')}
        allLabel={t('jobs.filters.allWebsites')}
        testId="jobs-filter-website"
        options={websites}
        keepUnlisted
      />
    </>
  );
}
