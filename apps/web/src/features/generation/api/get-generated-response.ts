import { queryOptions, useQuery } from '@tanstack/react-query';
import { generatedResponseSchema, type GeneratedResponse } from '@batiao/shared/contracts/generation';
import { apiRequest } from '../../../lib/api-client';
import { isInProgress } from '../lib/display';
import { queryKeys } from '../../../lib/query-keys';

/** How often a running generation is read again. */
export const POLL_INTERVAL_MS = 700;

export function generatedResponseKey(id: string) {
  return queryKeys.generatedResponses.detail(id);
}

/** GET /api/generated-responses/{id}: one response in full (texts null until it succeeded). */
export function getGeneratedResponse(id: string, signal?: AbortSignal): Promise<GeneratedResponse> {
  return apiRequest(`/generated-responses/${encodeURIComponent(id)}`, { schema: generatedResponseSchema, signal });
}

/** One response; read again every {@link POLL_INTERVAL_MS} while it is still being written. */
export function generatedResponseQueryOptions(id: string) {
  return queryOptions({
    queryKey: generatedResponseKey(id),
    queryFn: ({ signal }) => getGeneratedResponse(id, signal),
    refetchInterval: (query) => (isInProgress(query.state.data) ? POLL_INTERVAL_MS : false),
  });
}

export function useGeneratedResponse(id: string | null) {
  return useQuery({ ...generatedResponseQueryOptions(id ?? ''), enabled: id !== null });
}
