/** The analytics feature's query keys. */
export const ANALYTICS_KEY = ['analytics'] as const;
/** Reports (figures, chart, breakdowns): refreshed by `analytics.changed`. */
export const ANALYTICS_REPORT_KEY = ['analytics', 'report'] as const;
/** Concurrency: refreshed by `analytics.live`. */
export const ANALYTICS_LIVE_KEY = ['analytics', 'live'] as const;
export const TRACKING_KEY = ['analytics', 'tracking'] as const;
export const GOALS_KEY = ['analytics', 'goals'] as const;
