/** The public surface of modules/calendar: all that other modules, app/ and layouts/ import of it. */
export { CALENDAR_KEY } from './queryKeys';
