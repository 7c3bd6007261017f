/**
 * What a person is told of, and how (pure data: the frontend imports it too, `@notifications`).
 * A kind is one line here, its words in the five locales (app and mail) and the place that says it.
 */
export const NOTIFICATION_KINDS = [
  'assigned',
  'run_failed',
  'review_waiting',
  'source_changed',
  'quota_near',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_CHANNELS = ['inApp', 'mail'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** Whether a kind reaches a person by each channel until they choose otherwise. */
export const DEFAULT_CHANNELS: Record<NotificationKind, Record<NotificationChannel, boolean>> = {
  // Someone handed you work: the bell, and a mail, as a colleague would.
  assigned: { inApp: true, mail: true },
  // A clone, an AI article or a sync you started failed for good: the bell.
  run_failed: { inApp: true, mail: false },
  // An AI copy you asked for waits for review before it reaches its website: the bell.
  review_waiting: { inApp: true, mail: false },
  // A story you copied changed on its website: your copies are behind it (one push updates them).
  source_changed: { inApp: true, mail: false },
  // Your account's monthly AI quota passed 80%: the bell and a mail (AI work stops at 100%).
  quota_near: { inApp: true, mail: true },
};

/** What a notification names, by kind (text in the reader's language is made from these). */
export interface NotificationParams {
  /** The article's title (assigned; a failed clone or AI article). */
  title?: string;
  /** The website it is on (or, for a failed run, the website it was for). */
  website?: string;
  /** Who did it (assigned). */
  by?: string;
  /** The run's job (`clone.article`, `sync.website`, …) and why it failed (run_failed). */
  job?: string;
  code?: string;
  reason?: string;
  /** A quota near its end: which (tokens, characters), used and limit this month, as text. */
  quota?: string;
  used?: string;
  limit?: string;
}
