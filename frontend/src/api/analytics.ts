import { api, unwrap } from './client';
import type { components, paths } from './schema';

export type AnalyticsReport = components['schemas']['AnalyticsReportDto'];
export type AnalyticsTotals = components['schemas']['AnalyticsTotalsDto'];
export type AnalyticsQuery = NonNullable<paths['/api/analytics']['get']['parameters']['query']>;
export type AnalyticsRange = AnalyticsQuery['range'];
export type TrafficSource = components['schemas']['AnalyticsSourceDto']['source'];
export type Tracking = components['schemas']['TrackingDto'];
export type Goal = components['schemas']['GoalDto'];
export type SaveGoal = components['schemas']['SaveGoalDto'];
export type StoryReach = components['schemas']['StoryReachDto'];
export type StoryCopyReach = components['schemas']['StoryCopyReachDto'];
export type ReachRange = NonNullable<
  NonNullable<paths['/api/articles/{id}/reach']['get']['parameters']['query']>['range']
>;
export type RefusalReason = keyof components['schemas']['RefusedBeaconsDto'];

/** The periods a story's reach offers (the drawer's choice). */
export const REACH_RANGES = ['today', 'last7d', 'last30d'] as const satisfies ReachRange[];

export const ANALYTICS_RANGES = [
  'last5m',
  'last30m',
  'last60m',
  'today',
  'yesterday',
  'last7d',
  'last30d',
  'last40d',
  'thisWeek',
  'thisMonth',
  'lastMonth',
  'custom',
] as const satisfies AnalyticsRange[];

export function fetchAnalytics(query: AnalyticsQuery): Promise<AnalyticsReport> {
  return unwrap(api.GET('/api/analytics', { params: { query } }));
}

export function fetchLive(websiteId?: number): Promise<{ concurrency: number }> {
  return unwrap(api.GET('/api/analytics/live', { params: { query: { websiteId } } }));
}

/** A story's reach: the article's source and each of its clones. */
export function fetchStoryReach(id: number, range: ReachRange): Promise<StoryReach> {
  return unwrap(
    api.GET('/api/articles/{id}/reach', { params: { path: { id }, query: { range } } }),
  );
}

export function fetchTracking(id: number): Promise<Tracking> {
  return unwrap(api.GET('/api/websites/{id}/tracking', { params: { path: { id } } }));
}

export function fetchGoals(id: number): Promise<{ data: Goal[] }> {
  return unwrap(api.GET('/api/websites/{id}/goals', { params: { path: { id } } }));
}

export function createGoal(id: number, body: SaveGoal): Promise<Goal> {
  return unwrap(api.POST('/api/websites/{id}/goals', { params: { path: { id } }, body }));
}

export function deleteGoal(id: number, goalId: number): Promise<void> {
  return unwrap(
    api.DELETE('/api/websites/{id}/goals/{goalId}', {
      params: { path: { id, goalId: String(goalId) } },
    }),
  ) as Promise<void>;
}
