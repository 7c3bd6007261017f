/** The notifications' query keys: what the live table (app/effects/liveQueries) refreshes. */
export const NOTIFICATIONS_KEY = ['notifications'] as const;
export const NOTIFICATION_PREFERENCES_KEY = [...NOTIFICATIONS_KEY, 'preferences'] as const;
