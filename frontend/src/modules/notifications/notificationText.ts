import type { TFunction } from 'i18next';
import type { AppNotification } from '../../api/notifications';
import { errorText } from '../../i18n/errorText';

/** What a failed run was, named for a sentence, by its job. */
function runName(t: TFunction, params: AppNotification['params']): string {
  const { job, title, website } = params;
  if (job?.startsWith('sync.')) return t('notifications.jobs.sync', { website: website ?? '' });
  if (job === 'clone.article') return t('notifications.jobs.clone', { title: title ?? '' });
  return title
    ? t('notifications.jobs.generation', { title })
    : t('notifications.jobs.generationFor', { website: website ?? '' });
}

/** A notification in the reader's language, and why (a failure's reason by its code). */
export function notificationText(
  t: TFunction,
  notification: Pick<AppNotification, 'kind' | 'params'>,
): { text: string; detail: string | null } {
  const { params } = notification;
  if (notification.kind === 'assigned') {
    return {
      text: t('notifications.kinds.assigned', {
        by: params.by ?? '',
        title: params.title ?? '',
        website: params.website ?? '',
      }),
      detail: null,
    };
  }
  if (notification.kind === 'source_changed' || notification.kind === 'review_waiting') {
    return {
      text: t(`notifications.kinds.${notification.kind}`, {
        title: params.title ?? '',
        website: params.website ?? '',
      }),
      detail: null,
    };
  }
  if (notification.kind === 'quota_near') {
    const used = Number(params.used ?? 0);
    const limit = Number(params.limit ?? 0);
    return {
      text: t('notifications.kinds.quota_near', {
        percent: limit > 0 ? Math.round((used / limit) * 100) : 100,
        what: t(
          params.quota === 'characters'
            ? 'notifications.quota.characters'
            : 'notifications.quota.tokens',
        ),
        used: used.toLocaleString(),
        limit: limit.toLocaleString(),
      }),
      detail: null,
    };
  }
  return {
    text: t('notifications.kinds.run_failed', { what: runName(t, params) }),
    detail: errorText(t, { code: params.code ?? null }) ?? params.reason ?? null,
  };
}
