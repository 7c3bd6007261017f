import type { AccountListQuery } from '../../api/accounts';

/** The query keys of accounts: what the live table (app/effects/liveQueries) refreshes. */
export const ACCOUNTS_KEY = ['accounts'] as const;
export const accountsListKey = (query: AccountListQuery) =>
  [...ACCOUNTS_KEY, 'list', query] as const;
export const accountKey = (id: number | null) => [...ACCOUNTS_KEY, 'detail', id] as const;
/** The accounts a picker offers for what was typed. */
export const accountOptionsKey = (query: string) => [...ACCOUNTS_KEY, 'options', query] as const;
/** An account's webhook (address, last delivery). */
export const accountWebhookKey = (id: number) => [...ACCOUNTS_KEY, 'webhook', id] as const;
export const PLANS_KEY = ['plans'] as const;
