import { api, unwrap } from './client';
import type { components, paths } from './schema';

export type ProviderOption = components['schemas']['ProviderOptionDto'];
export type ProviderType = ProviderOption['type'];
export type Provider = components['schemas']['ProviderDto'];
export type ProviderProtocol = Provider['protocol'];
export type ProviderPage = components['schemas']['ProviderPageDto'];
export type ProviderInput = components['schemas']['CreateProviderDto'];
export type ProviderPatch = components['schemas']['UpdateProviderDto'];
export type ProviderSaved = components['schemas']['ProviderSavedDto'];
export type ProviderListQuery = NonNullable<paths['/api/providers']['get']['parameters']['query']>;
export type ProviderSort = NonNullable<ProviderListQuery['sortBy']>;
export type Service = components['schemas']['ServiceDto'];
export type ServicePage = components['schemas']['ServicePageDto'];
export type ServiceInput = components['schemas']['CreateServiceDto'];
export type ServicePatch = components['schemas']['UpdateServiceDto'];
export type ServiceSaved = components['schemas']['ServiceSavedDto'];
export type ServiceSetting = components['schemas']['ServiceSettingDto'];
export type ServiceOption = components['schemas']['ServiceOptionDto'];
export type ServiceListQuery = NonNullable<
  paths['/api/providers/services']['get']['parameters']['query']
>;
export type ServiceSort = NonNullable<ServiceListQuery['sortBy']>;
export type ConnectionTest = components['schemas']['ConnectionTestDto'];

/** Every provider of the type, active ones first. */
export async function fetchProviderOptions(type: ProviderType): Promise<ProviderOption[]> {
  const result = await unwrap(api.GET('/api/providers/options', { params: { query: { type } } }));
  return result.data;
}

/** The services a website may choose for this AI provider. */
export async function fetchServiceOptions(providerId: number): Promise<ServiceOption[]> {
  const result = await unwrap(
    api.GET('/api/providers/services/options', { params: { query: { providerId } } }),
  );
  return result.data;
}

export function fetchProviders(query: ProviderListQuery): Promise<ProviderPage> {
  return unwrap(api.GET('/api/providers', { params: { query } }));
}

export function fetchProvider(id: number): Promise<Provider> {
  return unwrap(api.GET('/api/providers/{id}', { params: { path: { id } } }));
}

export function createProvider(body: ProviderInput): Promise<ProviderSaved> {
  return unwrap(api.POST('/api/providers', { body }));
}

export function updateProvider(id: number, body: ProviderPatch): Promise<ProviderSaved> {
  return unwrap(api.PATCH('/api/providers/{id}', { params: { path: { id } }, body }));
}

export function deleteProvider(id: number): Promise<{ message: string }> {
  return unwrap(api.DELETE('/api/providers/{id}', { params: { path: { id } } }));
}

export function testProvider(id: number): Promise<ConnectionTest> {
  return unwrap(api.POST('/api/providers/{id}/test', { params: { path: { id } } }));
}

export function fetchServices(query: ServiceListQuery): Promise<ServicePage> {
  return unwrap(api.GET('/api/providers/services', { params: { query } }));
}

export function createService(providerId: number, body: ServiceInput): Promise<ServiceSaved> {
  return unwrap(
    api.POST('/api/providers/{id}/services', { params: { path: { id: providerId } }, body }),
  );
}

export function updateService(id: number, body: ServicePatch): Promise<ServiceSaved> {
  return unwrap(
    api.PATCH('/api/providers/services/{serviceId}', {
      params: { path: { serviceId: id } },
      body,
    }),
  );
}

export function deleteService(id: number): Promise<{ message: string }> {
  return unwrap(
    api.DELETE('/api/providers/services/{serviceId}', { params: { path: { serviceId: id } } }),
  );
}

export function testService(id: number): Promise<ConnectionTest> {
  return unwrap(
    api.POST('/api/providers/services/{serviceId}/test', { params: { path: { serviceId: id } } }),
  );
}

export type UsageTotals = components['schemas']['UsageTotalsDto'];
export type UsageQuery = NonNullable<
  paths['/api/providers/usage/totals']['get']['parameters']['query']
>;

export function fetchUsageTotals(query: UsageQuery): Promise<UsageTotals> {
  return unwrap(api.GET('/api/providers/usage/totals', { params: { query } }));
}
