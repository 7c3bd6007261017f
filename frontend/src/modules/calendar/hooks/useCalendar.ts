import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  fetchCalendar,
  reschedulePost,
  type CalendarAnswer,
  type CalendarQuery,
} from '../../../api/calendar';
import { CALENDAR_KEY, calendarKey } from '../queryKeys';

/** The posts of the range shown (the previous range's stay on screen while the next loads). */
export function useCalendarQuery(query: CalendarQuery | null) {
  return useQuery({
    queryKey: calendarKey(query ?? { from: '', to: '' }),
    queryFn: () => fetchCalendar(query!),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}

/**
 * Moves a scheduled post: shown at its new time at once, back where it was if WordPress or the
 * server refuses (the caller says why).
 */
export function useReschedule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, date }: { id: number; date: string }) => reschedulePost(id, date),
    onMutate: async ({ id, date }) => {
      await client.cancelQueries({ queryKey: CALENDAR_KEY });
      const before = client.getQueriesData<CalendarAnswer>({ queryKey: CALENDAR_KEY });
      client.setQueriesData<CalendarAnswer>(
        { queryKey: CALENDAR_KEY },
        (answer) =>
          answer && {
            ...answer,
            data: answer.data.map((post) => (post.id === id ? { ...post, date } : post)),
          },
      );
      return { before };
    },
    onError: (_error, _vars, context) => {
      for (const [key, answer] of context?.before ?? []) client.setQueryData(key, answer);
    },
    onSettled: () => client.invalidateQueries({ queryKey: CALENDAR_KEY }),
  });
}
