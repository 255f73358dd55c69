import { queryOptions, useQuery } from '@tanstack/react-query';
import { fileHealthSchema, type FileHealthResponse } from '@batiao/shared/contracts/documents';
import { apiRequest } from '../../../lib/api-client';
import { isAbort } from '../../../lib/abort';
import { reportError } from '../../../lib/report-error';
import { queryKeys } from '../../../lib/query-keys';

/** The health as the screens read it; `unavailable` when the call failed and "good" stands in. */
export type FileHealthView = FileHealthResponse & { unavailable: boolean };

/** core-journey §4: on fetch failure the health falls back to good. */
export const FALLBACK_HEALTH: FileHealthView = {
  overall_health: 'good',
  missing_critical: [],
  expired: [],
  expiring_soon: [],
  recommendations: [],
  dossier_completion: 0,
  unavailable: true,
};

/** GET /api/documents/health: missing, expired and expiring documents, advice, completion. */
export function getFileHealth(signal?: AbortSignal): Promise<FileHealthResponse> {
  return apiRequest('/documents/health', { schema: fileHealthSchema, signal });
}

/** A failure is logged and reads as a good file (never an error on screen). */
export function fileHealthQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.documents.health,
    queryFn: async ({ signal }): Promise<FileHealthView> => {
      try {
        return { ...(await getFileHealth(signal)), unavailable: false };
      } catch (error) {
        if (isAbort(error)) {
          throw error;
        }
        reportError(error, 'Santé du dossier administratif');
        return FALLBACK_HEALTH;
      }
    },
  });
}

export function useFileHealth() {
  return useQuery(fileHealthQueryOptions());
}
