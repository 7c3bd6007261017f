import { api, unwrap } from './client';
import type { components, paths } from './schema';

export type Country = components['schemas']['CountryDto'];
export type CountryPage = components['schemas']['CountryPageDto'];
export type CountryInput = components['schemas']['CreateCountryDto'];
export type CountryUpdate = components['schemas']['UpdateCountryDto'];
export type CountrySaved = components['schemas']['CountrySavedDto'];
export type CountryListQuery = NonNullable<paths['/api/countries']['get']['parameters']['query']>;
export type CountrySort = NonNullable<CountryListQuery['sortBy']>;

export function fetchCountries(query: CountryListQuery): Promise<CountryPage> {
  return unwrap(api.GET('/api/countries', { params: { query } }));
}

export function createCountry(body: CountryInput): Promise<CountrySaved> {
  return unwrap(api.POST('/api/countries', { body }));
}

export function updateCountry(id: number, body: CountryUpdate): Promise<CountrySaved> {
  return unwrap(api.PATCH('/api/countries/{id}', { params: { path: { id } }, body }));
}

export function deleteCountry(id: number): Promise<{ message: string }> {
  return unwrap(api.DELETE('/api/countries/{id}', { params: { path: { id } } }));
}
