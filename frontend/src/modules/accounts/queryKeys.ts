/** The query keys of accounts: what the live table (app/effects/liveQueries) refreshes. */
export const ACCOUNTS_KEY = ['accounts'] as const;
