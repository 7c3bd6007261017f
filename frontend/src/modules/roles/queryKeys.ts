import type { RoleTestBody } from '../../api/roles';

/** The query keys of roles: what the live table (app/effects/liveQueries) refreshes. */
export const ROLES_QUERY_KEY = ['roles'] as const;
export const PERMISSIONS_QUERY_KEY = ['permissions'] as const;
export const roleTestKey = (body: RoleTestBody) => ['roles', 'test', body] as const;
/** Users show their role: a role's change refreshes every user query. */
export const ROLE_HOLDERS_KEY = ['users'] as const;
/** The people the role test offers, under the users' keys so the users' refresh reaches them. */
export const roleTestUsersKey = (q: string) =>
  ['users', 'list', { purpose: 'role-test', q }] as const;
