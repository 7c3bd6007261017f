/** The public surface of modules/roles: all that other modules, app/ and layouts/ import of it. */
export { useRolesQuery } from './hooks/useRoles';
export { PERMISSIONS_QUERY_KEY, ROLES_QUERY_KEY } from './queryKeys';
export { roleLabel } from './roleLabel';
