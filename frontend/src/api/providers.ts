import { api, unwrap } from './client';
import type { components } from './schema';

export type ProviderOption = components['schemas']['ProviderOptionDto'];
export type ProviderType = ProviderOption['type'];

/** Every provider of the type, active ones first. */
export async function fetchProviderOptions(type: ProviderType): Promise<ProviderOption[]> {
  const result = await unwrap(api.GET('/api/providers/options', { params: { query: { type } } }));
  return result.data;
}
