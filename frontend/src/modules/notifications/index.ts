/** The public surface of modules/notifications: all that other modules, app/ and layouts/ import of it. */
export { NotificationBell } from './components/NotificationBell';
export { NotificationPreferences } from './components/NotificationPreferences';
export { NOTIFICATIONS_KEY } from './queryKeys';
