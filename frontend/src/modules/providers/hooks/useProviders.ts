import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createProvider,
  createService,
  deleteProvider,
  deleteService,
  fetchProvider,
  fetchProviders,
  fetchServices,
  testProvider,
  testService,
  updateProvider,
  updateService,
  type ProviderInput,
  type ProviderListQuery,
  type ProviderPatch,
  type ServiceInput,
  type ServiceListQuery,
} from '../../../api/providers';
import { PROVIDERS_KEY, providerKey, providersListKey, servicesListKey } from '../queryKeys';

export function useProvidersQuery(query: ProviderListQuery) {
  return useQuery({
    queryKey: providersListKey(query),
    queryFn: () => fetchProviders(query),
    placeholderData: keepPreviousData,
  });
}

export function useProviderQuery(id: number) {
  return useQuery({
    queryKey: providerKey(id),
    queryFn: () => fetchProvider(id),
    enabled: Number.isInteger(id) && id > 0,
  });
}

export function useServicesQuery(query: ServiceListQuery) {
  return useQuery({
    queryKey: servicesListKey(query),
    queryFn: () => fetchServices(query),
    placeholderData: keepPreviousData,
  });
}

const useRefreshing = <V, R>(mutationFn: (variables: V) => Promise<R>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROVIDERS_KEY }),
  });
};

export function useSaveProvider() {
  return useRefreshing(
    ({ id, input }: { id: number | null; input: ProviderInput | ProviderPatch }) =>
      id === null ? createProvider(input as ProviderInput) : updateProvider(id, input),
  );
}

export function useDeleteProvider() {
  return useRefreshing((id: number) => deleteProvider(id));
}

export function useSaveService() {
  return useRefreshing(
    ({ id, providerId, input }: { id: number | null; providerId: number; input: ServiceInput }) =>
      id === null ? createService(providerId, input) : updateService(id, input),
  );
}

export function useDeleteService() {
  return useRefreshing((id: number) => deleteService(id));
}

/** A provider's (or one service's) connection test; nothing is cached. */
export function useConnectionTest() {
  return useMutation({
    mutationFn: ({ kind, id }: { kind: 'provider' | 'service'; id: number }) =>
      kind === 'provider' ? testProvider(id) : testService(id),
  });
}
