import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  tenderListResponseSchema,
  type TenderListQuery,
  type TenderListResponse,
} from '@batiao/shared/contracts/tenders';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The list's query as the web app sends it (`page` and `page_size` as numbers). */
export type TenderListRequest = Omit<TenderListQuery, 'page' | 'page_size'> & { page?: number; page_size?: number };

/**
 * GET /api/tenders?q=&status=&sort=&page=&page_size=&zone=&metier=: the tenders of the signed-in
 * user's trade and zone (or of another trade / all of France), one page at a time.
 */
export function getTenders(query: TenderListRequest, signal?: AbortSignal): Promise<TenderListResponse> {
  const q = query.q?.trim();
  return apiRequest('/tenders', {
    query: {
      q: q ? q : undefined,
      status: query.status,
      sort: query.sort,
      page: query.page,
      page_size: query.page_size,
      zone: query.zone,
      metier: query.metier,
    },
    schema: tenderListResponseSchema,
    signal,
  });
}

export function tendersQueryOptions(query: TenderListRequest) {
  return queryOptions({
    queryKey: queryKeys.tenders.list(query),
    queryFn: ({ signal }) => getTenders(query, signal),
  });
}

/** The list keeps showing the previous page while the next one loads (no flash of skeletons). */
export function useTenders(query: TenderListRequest) {
  return useQuery({ ...tendersQueryOptions(query), placeholderData: keepPreviousData });
}
