/** The public surface of modules/dashboard: all that other modules, app/ and layouts/ import of it. */
export { DASHBOARD_KEY } from './queryKeys';
