import { api, unwrap } from './client';
import type { components, paths } from './schema';

export type DashboardSummary = components['schemas']['DashboardSummaryDto'];
export type DashboardCounts = components['schemas']['DashboardCountsDto'];
export type DashboardWebsite = components['schemas']['DashboardWebsiteDto'];
export type DashboardQuery = NonNullable<
  paths['/api/dashboard/summary']['get']['parameters']['query']
>;

export function fetchDashboardSummary(query: DashboardQuery): Promise<DashboardSummary> {
  return unwrap(api.GET('/api/dashboard/summary', { params: { query } }));
}
