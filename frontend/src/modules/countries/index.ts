/** The public surface of modules/countries: all that other modules, app/ and layouts/ import of it. */
export { COUNTRIES_KEY } from './queryKeys';
