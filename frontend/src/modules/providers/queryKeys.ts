import type {
  ProviderListQuery,
  ProviderType,
  ServiceListQuery,
  UsageQuery,
} from '../../api/providers';

/** The query keys of providers and their services: what the live table refreshes. */
export const PROVIDERS_KEY = ['providers'] as const;
export const providersListKey = (query: ProviderListQuery) =>
  [...PROVIDERS_KEY, 'list', query] as const;
export const providerKey = (id: number) => [...PROVIDERS_KEY, 'one', id] as const;
export const servicesListKey = (query: ServiceListQuery) =>
  [...PROVIDERS_KEY, 'services', query] as const;
/** The providers of one type, as selectors offer them. */
export const providerOptionsKey = (type: ProviderType) =>
  [...PROVIDERS_KEY, 'options', type] as const;
/** Every provider, AI and translation, as the usage page's filter offers them. */
export const ALL_PROVIDER_OPTIONS_KEY = [...PROVIDERS_KEY, 'options', 'all'] as const;
/** The services (models) of one AI provider, as selectors offer them. */
export const serviceOptionsKey = (providerId: number | null) =>
  [...PROVIDERS_KEY, 'service-options', providerId] as const;
/** One provider's usage, day by day. */
export const providerUsageKey = (providerId: number) =>
  [...PROVIDERS_KEY, 'usage', providerId] as const;
export const usageTotalsKey = (group: UsageQuery['groupBy'], filter: Omit<UsageQuery, 'groupBy'>) =>
  [...PROVIDERS_KEY, 'usage', 'totals', group, filter] as const;
export const usageDaysKey = (filter: Omit<UsageQuery, 'groupBy'>) =>
  [...PROVIDERS_KEY, 'usage', 'days', filter] as const;
