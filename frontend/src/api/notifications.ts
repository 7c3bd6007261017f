import { api, unwrap } from './client';
import type { components } from './schema';

export type AppNotification = components['schemas']['NotificationDto'];
export type NotificationPage = components['schemas']['NotificationPageDto'];
export type NotificationPreference = components['schemas']['NotificationPreferenceDto'];
export type NotificationKind = AppNotification['kind'];

/** The signed-in person's notifications, newest first (`cursor`: the previous page's). */
export function fetchNotifications(cursor?: number): Promise<NotificationPage> {
  return unwrap(api.GET('/api/notifications', { params: { query: cursor ? { cursor } : {} } }));
}

/** Marks these notifications read (all when `ids` is absent); resolves with the unread left. */
export function readNotifications(ids?: number[]): Promise<{ unread: number }> {
  return unwrap(api.POST('/api/notifications/read', { body: ids ? { ids } : {} }));
}

export function fetchNotificationPreferences(): Promise<{ data: NotificationPreference[] }> {
  return unwrap(api.GET('/api/notifications/preferences'));
}

export function saveNotificationPreferences(
  data: NotificationPreference[],
): Promise<{ data: NotificationPreference[] }> {
  return unwrap(api.PUT('/api/notifications/preferences', { body: { data } }));
}
