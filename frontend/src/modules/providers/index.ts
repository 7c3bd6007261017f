/** The public surface of modules/providers: all that other modules, app/ and layouts/ import of it. */
export { providerOptionsKey, PROVIDERS_KEY, serviceOptionsKey } from './queryKeys';
