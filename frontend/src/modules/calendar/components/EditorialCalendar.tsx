import type {
  DatesSetArg,
  EventClickArg,
  EventContentArg,
  EventDropArg,
  EventInput,
  LocaleInput,
} from '@fullcalendar/core';
import itLocale from '@fullcalendar/core/locales/it';
import plLocale from '@fullcalendar/core/locales/pl';
import roLocale from '@fullcalendar/core/locales/ro';
import ukLocale from '@fullcalendar/core/locales/uk';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin from '@fullcalendar/interaction';
import listPlugin from '@fullcalendar/list';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { useAtomValue } from 'jotai';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarPost } from '../../../api/calendar';
import { formatDateTime } from '../../../lib/intl';
import { directionAtom } from '../../../state/directionAtom';

/** FullCalendar's locale for each of ours (English is its default). */
const LOCALES: Record<string, LocaleInput | undefined> = {
  ua: ukLocale,
  it: itLocale,
  pl: plLocale,
  ro: roLocale,
};

/** A story on the calendar: a post, with its copies on other websites shown in the same range. */
export interface Story {
  post: CalendarPost;
  copies: CalendarPost[];
}

/** Groups the copies of a story under it (a copy whose story is outside the range stands alone). */
export function storiesOf(posts: readonly CalendarPost[]): Story[] {
  const shown = new Set(posts.map((post) => post.id));
  const stories = new Map<number, Story>();
  for (const post of posts) {
    if (post.clonedFromArticleId === null || !shown.has(post.clonedFromArticleId)) {
      stories.set(post.id, { post, copies: [] });
    }
  }
  for (const post of posts) {
    const story =
      post.clonedFromArticleId !== null ? stories.get(post.clonedFromArticleId) : undefined;
    if (story) story.copies.push(post);
  }
  return [...stories.values()];
}

interface EditorialCalendarProps {
  posts: readonly CalendarPost[];
  /** Whether the reader sees a phone's width: a list of the week instead of a month grid. */
  narrow: boolean;
  onRange: (range: { from: string; to: string }) => void;
  onOpen: (story: Story) => void;
  /** A scheduled post dropped on another time; `revert` puts it back. */
  onMove: (post: CalendarPost, date: Date, revert: () => void) => void;
}

/** The month, week, day and list views of the posts, scheduled ones draggable. */
export function EditorialCalendar({
  posts,
  narrow,
  onRange,
  onOpen,
  onMove,
}: EditorialCalendarProps) {
  const { t, i18n } = useTranslation();
  const direction = useAtomValue(directionAtom);
  const calendar = useRef<FullCalendar>(null);
  const api = () => calendar.current?.getApi();
  const events = useMemo<EventInput[]>(
    () =>
      storiesOf(posts).map((story) => ({
        id: String(story.post.id),
        title: story.post.title,
        start: story.post.date,
        allDay: false,
        startEditable: story.post.canMove,
        durationEditable: false,
        classNames: [`ams-calendar-${story.post.status}`],
        extendedProps: { story },
      })),
    [posts],
  );
  const storyOf = (arg: { event: { extendedProps: Record<string, unknown> } }) =>
    arg.event.extendedProps.story as Story;

  return (
    <div className="ams-calendar" data-testid="calendar">
      <FullCalendar
        ref={calendar}
        key={narrow ? 'narrow' : 'wide'}
        plugins={[dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin]}
        initialView={narrow ? 'listWeek' : 'dayGridMonth'}
        headerToolbar={
          narrow
            ? { start: 'back,forward', center: 'title', end: 'today' }
            : {
                start: 'back,forward today',
                center: 'title',
                end: 'dayGridMonth,timeGridWeek,timeGridDay,listWeek',
              }
        }
        locale={LOCALES[i18n.language]}
        buttonText={{
          today: t('calendar.views.today'),
          month: t('calendar.views.month'),
          week: t('calendar.views.week'),
          day: t('calendar.views.day'),
          list: t('calendar.views.list'),
        }}
        direction={direction}
        height="auto"
        firstDay={1}
        dayMaxEvents={4}
        eventDisplay="block"
        eventInteractive
        eventTimeFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
        slotLabelFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
        events={events}
        // Our own arrows, drawn by CSS in buttons named by their hints: FullCalendar's are icon
        // spans with the role of an image and no name (in right-to-left whatever buttonIcons says).
        customButtons={{
          back: { text: '', hint: t('calendar.previous'), click: () => api()?.prev() },
          forward: { text: '', hint: t('calendar.next'), click: () => api()?.next() },
        }}
        datesSet={(arg: DatesSetArg) =>
          onRange({ from: arg.start.toISOString(), to: arg.end.toISOString() })
        }
        eventClick={(arg: EventClickArg) => {
          arg.jsEvent.preventDefault();
          onOpen(storyOf(arg));
        }}
        eventDrop={(arg: EventDropArg) => onMove(storyOf(arg).post, arg.event.start!, arg.revert)}
        eventContent={(arg: EventContentArg) => {
          const story = storyOf(arg);
          const label = t('calendar.eventLabel', {
            title: story.post.title,
            website: story.post.websiteName,
            date: formatDateTime(story.post.date, i18n.language),
            status: t(`calendar.status.${story.post.status}`),
          });
          return (
            <span
              className="ams-calendar-event"
              data-testid={`calendar-post-${story.post.id}`}
              data-status={story.post.status}
              title={label}
            >
              {arg.timeText && <span className="ams-calendar-time">{arg.timeText}</span>}
              {/* A title keeps its own direction (a Latin title in an RTL page ends in "…"). */}
              <span className="ams-calendar-title" dir="auto">
                {story.post.title}
              </span>
              <span className="ams-calendar-site" dir="auto">
                {story.post.websiteName}
              </span>
              {story.copies.length > 0 && (
                <span className="ams-calendar-copies" data-testid="calendar-copies">
                  {t('calendar.copies', { count: story.copies.length })}
                </span>
              )}
            </span>
          );
        }}
      />
    </div>
  );
}
