import { useQuery } from '@tanstack/react-query';
import { fetchWebsites } from '../../../api/websites';
import type { FilterOption } from '../../../ui/list/FilterSelect';
import { WEBSITE_OPTIONS_KEY } from '../queryKeys';

/** The websites the reader may see (the first 100 by name), as a picker lists them. */
export function useWebsiteChoices(enabled = true) {
  return useQuery({
    queryKey: WEBSITE_OPTIONS_KEY,
    queryFn: () => fetchWebsites({ page: 1, perPage: 100, sortBy: 'name', sortDir: 'asc' }),
    enabled,
    staleTime: 60_000,
  });
}

/** The same websites as a filter's options. */
export function useWebsiteOptions(enabled = true): FilterOption[] {
  const websites = useWebsiteChoices(enabled);
  return (websites.data?.data ?? []).map((w) => ({ value: String(w.id), label: w.name }));
}
