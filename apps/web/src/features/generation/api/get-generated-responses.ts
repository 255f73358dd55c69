import { queryOptions, useQuery } from '@tanstack/react-query';
import { generatedResponseListSchema, type GeneratedResponseSummary } from '@batiao/shared/contracts/generation';
import { apiRequest } from '../../../lib/api-client';
import { isAbort } from '../../../lib/abort';
import { queryKeys } from '../../../lib/query-keys';
import { reportError } from '../../../lib/report-error';

/** Every list of generated responses (the dashboard's, each tender's versions). */
export const GENERATED_RESPONSE_LISTS_KEY = queryKeys.generatedResponses.lists;

/** core-journey §9: the dashboard lists the 3 most recent PDFs. */
export const DASHBOARD_RESPONSE_COUNT = 3;
/** The versions of one tender offered in the version selector. */
export const TENDER_VERSIONS_LIMIT = 20;

export interface GeneratedResponsesParams {
  /** The versions of one tender; without it, the user's most recent responses. */
  tenderId?: string;
  limit: number;
}

/** GET /api/generated-responses?tender_id=&limit=: newest first. */
export function getGeneratedResponses(
  params: GeneratedResponsesParams,
  signal?: AbortSignal,
): Promise<{ items: GeneratedResponseSummary[] }> {
  return apiRequest('/generated-responses', {
    query: { tender_id: params.tenderId, limit: params.limit },
    schema: generatedResponseListSchema,
    signal,
  });
}

export function generatedResponsesKey(params: GeneratedResponsesParams) {
  return queryKeys.generatedResponses.list(params);
}

/**
 * core-journey §7: a failing list reads as empty; the error is only logged (the dashboard and the
 * tender page stay usable whatever this call does).
 */
export function generatedResponsesQueryOptions(params: GeneratedResponsesParams) {
  return queryOptions({
    queryKey: generatedResponsesKey(params),
    queryFn: async ({ signal }) => {
      try {
        return (await getGeneratedResponses(params, signal)).items;
      } catch (error) {
        if (isAbort(error)) {
          throw error;
        }
        reportError(error, 'Chargement des réponses générées');
        return [] as GeneratedResponseSummary[];
      }
    },
  });
}

export function useGeneratedResponses(params: GeneratedResponsesParams) {
  return useQuery(generatedResponsesQueryOptions(params));
}
