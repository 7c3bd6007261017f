import type { AnalyticsQuery, ReachRange } from '../../api/analytics';

/** The analytics feature's query keys. */
export const ANALYTICS_KEY = ['analytics'] as const;
/** Reports (figures, chart, breakdowns): refreshed by `analytics.changed`. */
export const ANALYTICS_REPORT_KEY = ['analytics', 'report'] as const;
/** Concurrency: refreshed by `analytics.live`. */
export const ANALYTICS_LIVE_KEY = ['analytics', 'live'] as const;
export const TRACKING_KEY = ['analytics', 'tracking'] as const;
export const GOALS_KEY = ['analytics', 'goals'] as const;
export const analyticsReportKey = (query: AnalyticsQuery) =>
  [...ANALYTICS_REPORT_KEY, query] as const;
/** A story's reach: under the reports, so `analytics.changed` refreshes it too. */
export const storyReachKey = (articleId: number, range: ReachRange) =>
  [...ANALYTICS_REPORT_KEY, 'story', articleId, range] as const;
export const concurrencyKey = (websiteId: number | undefined) =>
  [...ANALYTICS_LIVE_KEY, websiteId ?? 'all'] as const;
export const trackingKey = (websiteId: number) => [...TRACKING_KEY, websiteId] as const;
export const goalsKey = (websiteId: number) => [...GOALS_KEY, websiteId] as const;
