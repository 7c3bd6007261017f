/** The query keys of roles: what the live table (app/effects/liveQueries) refreshes. */
export const ROLES_QUERY_KEY = ['roles'] as const;
export const PERMISSIONS_QUERY_KEY = ['permissions'] as const;
