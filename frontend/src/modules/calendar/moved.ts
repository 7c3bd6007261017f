import type { TFunction } from 'i18next';
import type { CalendarPost } from '../../api/calendar';
import { formatDateTime } from '../../lib/intl';
import { showToast } from '../../ui/toaster';

/** Says a post moved, and to when (after a drag or a typed time alike). */
export function showMoved(t: TFunction, language: string, moved: CalendarPost): void {
  void showToast({
    intent: 'success',
    icon: 'calendar',
    message: t('calendar.moved', {
      title: moved.title,
      date: formatDateTime(moved.date, language),
    }),
  });
}
