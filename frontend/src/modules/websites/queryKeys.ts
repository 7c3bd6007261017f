import type { WebsiteListQuery } from '../../api/websites';

/** The query keys of websites: what the live table (app/effects/liveQueries) refreshes. */
export const WEBSITES_KEY = ['websites'] as const;
export const websiteKey = (id: number) => ['websites', 'detail', id] as const;
/** Every website's sync coverage (posts on the site, posts synced): moves as articles change. */
export const SYNC_COVERAGE_KEY = ['websites', 'coverage'] as const;
export const syncCoverageKey = (id: number) => ['websites', 'coverage', id] as const;
export const websiteUsersKey = (id: number) => ['websites', 'users', id] as const;
export const websitesListKey = (query: WebsiteListQuery) =>
  [...WEBSITES_KEY, 'list', query] as const;
export const glossaryKey = (id: number) => [...WEBSITES_KEY, 'glossary', id] as const;
/** The websites a user is assigned to (the user's page). */
export const userWebsitesKey = (userId: number) => ['websites', 'assignments', userId] as const;
/**
 * The people offered to join a website, under the users' keys so the live table's refresh of
 * `users` reaches them.
 */
export const websiteUserSearchKey = (accountId: number, q: string) =>
  ['users', 'list', { websitePicker: accountId, q }] as const;
