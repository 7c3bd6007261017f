import type { TrafficSource } from '../entities/analytics-event.entity';

/** A page view or event as the store writes it (one row of \`analytics_events\`). */
export interface EventRow {
  day: string;
  at: Date;
  websiteId: number;
  kind: 'pageview' | 'event';
  eventName: string | null;
  visitor: string;
  path: string;
  articleId: number | null;
  source: TrafficSource;
  referrerHost: string | null;
  utm: [string | null, string | null, string | null, string | null, string | null];
  newVisit: boolean;
  goalId: number | null;
}
