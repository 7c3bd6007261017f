import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchAnalytics, fetchLive, type AnalyticsQuery } from '../../../api/analytics';
import { analyticsReportKey, concurrencyKey } from '../queryKeys';

/** The report for a range and website; the previous answer stays shown while the next loads. */
export function useAnalyticsReport(query: AnalyticsQuery, enabled: boolean) {
  return useQuery({
    queryKey: analyticsReportKey(query),
    queryFn: () => fetchAnalytics(query),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** Visitors of the last 5 minutes, refetched when `analytics.live` says it moved. */
export function useConcurrency(websiteId?: number) {
  return useQuery({
    queryKey: concurrencyKey(websiteId),
    queryFn: () => fetchLive(websiteId),
  });
}
