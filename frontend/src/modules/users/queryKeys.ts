import type { UserListQuery } from '../../api/users';

/** The query keys of users: what the live table (app/effects/liveQueries) refreshes. */
export const USERS_QUERY_KEY = ['users'] as const;
export const usersListKey = (query: UserListQuery) => ['users', 'list', query] as const;
export const userKey = (id: number) => ['users', 'detail', id] as const;
/** Every country, as the user dialog's picker offers them (under `countries`, refreshed with them). */
export const COUNTRY_OPTIONS_KEY = ['countries', 'options'] as const;
