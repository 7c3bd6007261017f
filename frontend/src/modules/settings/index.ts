/** The public surface of modules/settings: all that other modules, app/ and layouts/ import of it. */
export { useObjectUrl } from './hooks/useObjectUrl';
export { SETTINGS_QUERY_KEY } from './queryKeys';
