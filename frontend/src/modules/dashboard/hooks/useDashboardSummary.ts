import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchDashboardSummary } from '../../../api/dashboard';
import { dashboardSummaryKey } from '../queryKeys';
import { isInverted, rangeQuery, type DashboardRange } from '../ranges';

/** Keyed by the range's name and days, not its instants: a live refresh counts up to now. */
export function useDashboardSummary(range: DashboardRange) {
  return useQuery({
    queryKey: dashboardSummaryKey(range),
    queryFn: () => fetchDashboardSummary(rangeQuery(range)),
    placeholderData: keepPreviousData,
    enabled: !isInverted(range),
  });
}
