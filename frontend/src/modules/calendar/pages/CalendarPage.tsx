import '../calendar.css';
import { Callout, Card, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CALENDAR_STATUSES, type CalendarPost, type CalendarStatus } from '../../../api/calendar';
import { NARROW_QUERY } from '../../../config';
import { errorMessage } from '../../../i18n/errorText';
import { useMediaQuery } from '../../../lib/useMediaQuery';
import { FilterSelect } from '../../../ui/list/FilterSelect';
import type { ListOptions } from '../../../ui/list/listParams';
import { useListParams } from '../../../ui/list/useListParams';
import { PageHeader } from '../../../ui/PageHeader';
import { showToast } from '../../../ui/toaster';
import { AuthorFilter, useWebsiteOptions } from '../../content';
import { EditorialCalendar, type Story } from '../components/EditorialCalendar';
import { StoryDialog } from '../components/StoryDialog';
import { useCalendarQuery, useReschedule } from '../hooks/useCalendar';
import { showMoved } from '../moved';
import { runMutation } from '../../../api/runMutation';

type CalendarFilter = 'websiteId' | 'status' | 'author';
const LIST: ListOptions<'date', CalendarFilter> = {
  sortKeys: ['date'],
  defaultSort: 'date',
  filterKeys: ['websiteId', 'status', 'author'],
};

/**
 * `/apps/calendar`: the published and scheduled posts of every website the reader may see, by
 * month, week, day or as a list; a scheduled post dragged to another time moves on its WordPress.
 */
export default function CalendarPage() {
  const { t, i18n } = useTranslation();
  const narrow = useMediaQuery(NARROW_QUERY);
  const list = useListParams(LIST);
  const { filters } = list.params;
  const websiteId = Number(filters.websiteId) || undefined;
  const status = CALENDAR_STATUSES.find((s) => s === filters.status);
  const [range, setRange] = useState<{ from: string; to: string } | null>(null);
  const [open, setOpen] = useState<Story | null>(null);
  const websites = useWebsiteOptions();
  const posts = useCalendarQuery(
    range && {
      ...range,
      ...(websiteId ? { websiteId } : {}),
      ...(status ? { status } : {}),
      ...(filters.author ? { author: filters.author } : {}),
    },
  );
  const reschedule = useReschedule();

  const onMove = (post: CalendarPost, date: Date, revert: () => void) => {
    if (date.getTime() <= Date.now()) {
      revert();
      void showToast({ intent: 'warning', icon: 'time', message: t('errors.calendar.date.past') });
      return;
    }
    runMutation(
      reschedule,
      { id: post.id, date: date.toISOString() },
      {
        onSuccess: (moved) => showMoved(t, i18n.language, moved),
        onError: (error) => {
          revert();
          void showToast({ intent: 'danger', icon: 'error', message: errorMessage(t, error) });
        },
      },
    );
  };

  return (
    <>
      <PageHeader title={t('calendar.title')} subtitle={t('calendar.subtitle')} />
      <Card className="ams-list-card ams-calendar-card">
        <div className="ams-calendar-filters">
          <FilterSelect
            list={list}
            filter="websiteId"
            label={t('articles.filters.website')}
            allLabel={t('articles.filters.allWebsites')}
            testId="calendar-filter-website"
            options={websites}
            keepUnlisted
          />
          <FilterSelect
            list={list}
            filter="status"
            label={t('articles.filters.status')}
            allLabel={t('calendar.allStatuses')}
            testId="calendar-filter-status"
            options={CALENDAR_STATUSES.map((value: CalendarStatus) => ({
              value,
              label: t(`calendar.status.${value}`),
            }))}
          />
          <AuthorFilter
            id="calendar-filter-author"
            className="ams-calendar-author"
            websiteId={websiteId}
            value={filters.author ?? null}
            onChange={(name) => list.setFilter('author', name ?? '')}
          />
          {(posts.isFetching || reschedule.isPending) && (
            <Spinner size={16} aria-label={t('calendar.loading')} />
          )}
        </div>
        {posts.isError && (
          <Callout intent="danger" data-testid="calendar-error">
            {errorMessage(t, posts.error)}
          </Callout>
        )}
        {posts.data?.truncated && (
          <Callout intent="warning" data-testid="calendar-truncated">
            {t('calendar.truncated', { count: posts.data.data.length })}
          </Callout>
        )}
        <EditorialCalendar
          posts={posts.data?.data ?? []}
          narrow={narrow}
          onRange={setRange}
          onOpen={setOpen}
          onMove={onMove}
        />
        {posts.isSuccess && posts.data.data.length === 0 && (
          <p className="ams-muted ams-calendar-empty" data-testid="calendar-empty">
            {t('calendar.empty')}
          </p>
        )}
      </Card>
      <StoryDialog story={open} onClose={() => setOpen(null)} />
    </>
  );
}
