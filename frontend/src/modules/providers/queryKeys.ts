/** The query keys of providers and their services: what the live table refreshes. */
export const PROVIDERS_KEY = ['providers'] as const;
