import { api, unwrap } from './client';
import type { components, paths } from './schema';

export type CalendarPost = components['schemas']['CalendarPostDto'];
export type CalendarAnswer = components['schemas']['CalendarDto'];
export type CalendarQuery = NonNullable<paths['/api/calendar']['get']['parameters']['query']>;
export type CalendarStatus = CalendarPost['status'];

export const CALENDAR_STATUSES = ['publish', 'future'] as const satisfies CalendarStatus[];

/** Published and scheduled posts within [from, to) (at most 62 days). */
export function fetchCalendar(query: CalendarQuery): Promise<CalendarAnswer> {
  return unwrap(api.GET('/api/calendar', { params: { query } }));
}

/** Moves a scheduled post to `date` on its WordPress; resolves with the post as it now is. */
export function reschedulePost(id: number, date: string): Promise<CalendarPost> {
  return unwrap(
    api.PATCH('/api/articles/{id}/schedule', { params: { path: { id } }, body: { date } }),
  );
}
