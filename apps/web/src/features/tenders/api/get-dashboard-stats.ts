import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardStatsSchema, type DashboardStats } from '@batiao/shared/contracts/tenders';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/dashboard/stats: the tender counts of the user's trade and zone, and the last sync. */
export function getDashboardStats(signal?: AbortSignal): Promise<DashboardStats> {
  return apiRequest('/dashboard/stats', { schema: dashboardStatsSchema, signal });
}

export function dashboardStatsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.dashboard.stats,
    queryFn: ({ signal }) => getDashboardStats(signal),
  });
}

export function useDashboardStats() {
  return useQuery(dashboardStatsQueryOptions());
}
