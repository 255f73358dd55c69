import { queryOptions, useQuery } from '@tanstack/react-query';
import { tenderDetailSchema, type TenderDetail } from '@batiao/shared/contracts/tenders';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/tenders/{id}: one tender with its lots, criteria and buyer; 404 NOT_FOUND when missing. */
export function getTender(id: string, signal?: AbortSignal): Promise<TenderDetail> {
  return apiRequest(`/tenders/${encodeURIComponent(id)}`, { schema: tenderDetailSchema, signal });
}

export function tenderQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.tenders.detail(id),
    // (No abort signal: a page that unmounts and mounts again while the tender is on its way — the layout
    // settling after the session check — would cancel the loader's request and send a second one.)
    queryFn: () => getTender(id),
    // A missing tender stays missing: no retry on 404.
    retry: (failureCount, error) => !isTenderNotFound(error) && failureCount < 1,
  });
}

export function useTender(id: string) {
  return useQuery(tenderQueryOptions(id));
}

export function isTenderNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
