/** The query keys of the record search (one registry for the feature). */
export const SEARCH_KEY = ['search'] as const;
export const recordSearchKey = (kind: string, q: string) => [...SEARCH_KEY, kind, q] as const;
