/** The query keys of the dashboard: what the live table (app/effects/liveQueries) refreshes. */
export const DASHBOARD_KEY = ['dashboard'] as const;
