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

export type NotificationPreferences = components['schemas']['NotificationPreferencesDto'];

export function fetchNotificationPreferences(): Promise<NotificationPreferences> {
  return unwrap(api.GET('/api/notifications/preferences'));
}

/** Each kind's channels, and the daily digest on or off. */
export function saveNotificationPreferences(
  choices: NotificationPreferences,
): Promise<NotificationPreferences> {
  return unwrap(api.PUT('/api/notifications/preferences', { body: choices }));
}
