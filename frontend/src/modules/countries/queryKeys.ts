import type { CountryListQuery } from '../../api/countries';

/** The query keys of countries: what the live table (app/effects/liveQueries) refreshes. */
export const COUNTRIES_KEY = ['countries'] as const;
export const countriesListKey = (query: CountryListQuery) =>
  [...COUNTRIES_KEY, 'list', query] as const;
