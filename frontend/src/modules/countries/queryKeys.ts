/** The query keys of countries: what the live table (app/effects/liveQueries) refreshes. */
export const COUNTRIES_KEY = ['countries'] as const;
