import type { DashboardRange } from './ranges';

/** The query keys of the dashboard: what the live table (app/effects/liveQueries) refreshes. */
export const DASHBOARD_KEY = ['dashboard'] as const;
export const dashboardSummaryKey = (range: DashboardRange) =>
  [...DASHBOARD_KEY, 'summary', range] as const;
