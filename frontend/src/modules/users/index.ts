/** The public surface of modules/users: all that other modules, app/ and layouts/ import of it. */
export { USERS_QUERY_KEY } from './queryKeys';
