import { queryOptions, useQuery } from '@tanstack/react-query';
import { serviceStatusSchema, type ServiceStatus } from '@batiao/shared/contracts/site';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** How often /status asks again while the page is open. */
export const STATUS_REFRESH_MS = 30_000;

/** GET /api/status: database, last BOAMP sync, e-mails not delivered. */
export function getServiceStatus(signal?: AbortSignal): Promise<ServiceStatus> {
  return apiRequest('/status', { schema: serviceStatusSchema, signal, token: null });
}

export function serviceStatusQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.site.status,
    queryFn: ({ signal }) => getServiceStatus(signal),
    refetchInterval: STATUS_REFRESH_MS,
    refetchIntervalInBackground: false,
  });
}

export function useServiceStatus() {
  return useQuery(serviceStatusQueryOptions());
}
