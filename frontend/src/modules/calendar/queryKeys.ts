import type { CalendarQuery } from '../../api/calendar';

/** The calendar's query keys: what the live table (app/effects/liveQueries) refreshes. */
export const CALENDAR_KEY = ['calendar'] as const;
export const calendarKey = (query: CalendarQuery) => [...CALENDAR_KEY, query] as const;
