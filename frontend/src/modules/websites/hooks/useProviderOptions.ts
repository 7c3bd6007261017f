import { useQuery } from '@tanstack/react-query';
import { fetchProviderOptions, type ProviderType } from '../../../api/providers';

/** The providers of one type, for the website form's selectors and the settings view. */
export function useProviderOptions(type: ProviderType) {
  return useQuery({
    queryKey: ['providers', 'options', type],
    queryFn: () => fetchProviderOptions(type),
    staleTime: 60_000,
  });
}
