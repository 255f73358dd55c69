import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  libraryHistoryResponseSchema,
  libraryImportResponseSchema,
  libraryItemsResponseSchema,
  libraryPreviewResponseSchema,
  type LibraryImportResponse,
  type LibraryPreviewResponse,
} from '@batiao/shared/contracts/market-prices';
import { apiRequest } from '../../../lib/api-client';

const BASE = '/pricing/market-price/library';

/** Cache keys of the admin's library screen (under ['admin'], dropped with the admin's data). */
export const libraryKeys = {
  all: ['admin', 'market-library'] as const,
  items: ['admin', 'market-library', 'items'] as const,
  history: (code: string) => ['admin', 'market-library', 'history', code] as const,
};

/** GET …/library/items (admin): every ouvrage with its count of previous versions. */
export function useLibraryItems() {
  return useQuery({
    queryKey: libraryKeys.items,
    queryFn: async ({ signal }) =>
      (await apiRequest(`${BASE}/items`, { schema: libraryItemsResponseSchema, signal })).items,
  });
}

/** GET …/library/{code}/history: the ouvrage now and its dated previous values. */
export function useLibraryHistory(code: string | null) {
  return useQuery({
    queryKey: libraryKeys.history(code ?? ''),
    queryFn: ({ signal }) =>
      apiRequest(`${BASE}/${encodeURIComponent(code ?? '')}/history`, { schema: libraryHistoryResponseSchema, signal }),
    enabled: code !== null,
  });
}

/** POST …/library/import/preview: what the CSV would change, nothing written. */
export function usePreviewLibraryImport() {
  return useMutation({
    mutationKey: ['admin', 'market-library', 'preview'],
    mutationFn: (csv: string): Promise<LibraryPreviewResponse> =>
      apiRequest(`${BASE}/import/preview`, { method: 'POST', body: { csv }, schema: libraryPreviewResponseSchema }),
  });
}

/** POST …/library/import: all or nothing; the list and the histories are read again after it. */
export function useApplyLibraryImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'market-library', 'import'],
    mutationFn: (csv: string): Promise<LibraryImportResponse> =>
      apiRequest(`${BASE}/import`, { method: 'POST', body: { csv }, schema: libraryImportResponseSchema }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: libraryKeys.all });
      // The market prices shown elsewhere are computed from the library.
      await queryClient.invalidateQueries({ queryKey: ['market-prices'] });
    },
  });
}
