import { useQuery } from '@tanstack/react-query';
import {
  fetchProviderOptions,
  fetchServiceOptions,
  type ProviderType,
} from '../../../api/providers';
import { providerOptionsKey, serviceOptionsKey } from '../../providers';

/** The providers of one type, for the website form's selectors and the settings view. */
export function useProviderOptions(type: ProviderType) {
  return useQuery({
    queryKey: providerOptionsKey(type),
    queryFn: () => fetchProviderOptions(type),
    staleTime: 60_000,
  });
}

/** The services (models) of one AI provider; null: none chosen, nothing fetched. */
export function useServiceOptions(providerId: number | null) {
  return useQuery({
    queryKey: serviceOptionsKey(providerId),
    queryFn: () => fetchServiceOptions(providerId!),
    enabled: providerId !== null,
    staleTime: 60_000,
  });
}
