import { HTMLSelect } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { JOB_KINDS, JOB_STATES, type JobSort } from '../../../api/jobs';
import { fetchWebsites } from '../../../api/websites';
import { SearchInput } from '../../../ui/list/SearchInput';
import type { ListState } from '../../../ui/list/useListParams';
import { KIND_LABEL, STATE_LABEL } from '../jobLabels';
import type { JobFilter } from './JobsList';

/** Search in the error text and the kind, state and website filters. */
export function JobsToolbar({ list }: { list: ListState<JobSort, JobFilter> }) {
  const { t } = useTranslation();
  const { filters } = list.params;
  const websites = useQuery({
    queryKey: ['websites', 'list', { options: true }],
    queryFn: () => fetchWebsites({ page: 1, perPage: 100, sortBy: 'name', sortDir: 'asc' }),
    staleTime: 60_000,
  });
  const options = websites.data?.data ?? [];
  const unlisted = filters.websiteId && !options.some((w) => String(w.id) === filters.websiteId);
  return (
    <div className="ams-list-toolbar" role="search">
      <div className="ams-list-search">
        <SearchInput
          value={list.params.q}
          onSearch={list.setQuery}
          placeholder={t('jobs.search')}
          testId="jobs-search"
        />
      </div>
      <HTMLSelect
        aria-label={t('jobs.filters.kind')}
        data-testid="jobs-filter-kind"
        value={filters.name ?? ''}
        onChange={(e) => list.setFilter('name', e.currentTarget.value)}
        options={[
          { value: '', label: t('jobs.filters.allKinds') },
          ...JOB_KINDS.map((kind) => ({ value: kind, label: t(KIND_LABEL[kind]) })),
        ]}
      />
      <HTMLSelect
        aria-label={t('jobs.filters.state')}
        data-testid="jobs-filter-state"
        value={filters.state ?? ''}
        onChange={(e) => list.setFilter('state', e.currentTarget.value)}
        options={[
          { value: '', label: t('jobs.filters.allStates') },
          ...JOB_STATES.map((state) => ({ value: state, label: t(STATE_LABEL[state]) })),
        ]}
      />
      <HTMLSelect
        aria-label={t('jobs.filters.website')}
        data-testid="jobs-filter-website"
        value={filters.websiteId ?? ''}
        onChange={(e) => list.setFilter('websiteId', e.currentTarget.value)}
        options={[
          { value: '', label: t('jobs.filters.allWebsites') },
          ...(unlisted ? [{ value: filters.websiteId!, label: `#${filters.websiteId}` }] : []),
          ...options.map((w) => ({ value: String(w.id), label: w.name })),
        ]}
      />
    </div>
  );
}
