import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CATALOG_SEARCH_MIN,
  catalogImportAnalysisSchema,
  catalogImportResultSchema,
  catalogItemDeleteResponseSchema,
  catalogItemResponseSchema,
  catalogResponseSchema,
  catalogSearchResponseSchema,
  type CatalogImportAnalysis,
  type CatalogImportMapping,
  type CatalogImportResult,
  type CatalogItemInput,
  type CatalogItemResponse,
  type CatalogResponse,
  type CatalogSearchResult,
} from '@batiao/shared/contracts/pricing';
import { apiRequest } from '../../../lib/api-client';
import { apiUpload } from '../../../lib/api-files';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/pricing/catalog: the tree category → subcategory → items, and the statistics. */
export async function getCatalog(signal?: AbortSignal): Promise<CatalogResponse> {
  return apiRequest('/pricing/catalog', { schema: catalogResponseSchema, signal });
}

export function catalogQueryOptions() {
  return queryOptions({ queryKey: queryKeys.pricing.catalog, queryFn: ({ signal }) => getCatalog(signal) });
}

export function useCatalog() {
  return useQuery(catalogQueryOptions());
}

/** GET /api/pricing/catalog/search?q=: from 2 characters (supporting-areas §5), else nothing is asked. */
export function useCatalogSearch(q: string) {
  const query = q.trim();
  return useQuery({
    queryKey: queryKeys.pricing.catalogSearch(query),
    queryFn: async ({ signal }): Promise<CatalogSearchResult[]> =>
      (
        await apiRequest('/pricing/catalog/search', {
          query: { q: query },
          schema: catalogSearchResponseSchema,
          signal,
        })
      ).results,
    enabled: query.length >= CATALOG_SEARCH_MIN,
    placeholderData: keepPreviousData,
  });
}

/** The catalogue and the profile's product list are one store: a change refreshes both. */
function useRefreshStore() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.pricing.catalogAll }),
      queryClient.invalidateQueries({ queryKey: queryKeys.pricing.profile }),
    ]);
}

export function useAddCatalogItem() {
  const refresh = useRefreshStore();
  return useMutation({
    mutationKey: ['pricing', 'catalog', 'add'],
    mutationFn: (body: CatalogItemInput): Promise<CatalogItemResponse> =>
      apiRequest('/pricing/catalog/item', { method: 'POST', body, schema: catalogItemResponseSchema }),
    onSuccess: refresh,
  });
}

export function useUpdateCatalogItem() {
  const refresh = useRefreshStore();
  return useMutation({
    mutationKey: ['pricing', 'catalog', 'update'],
    mutationFn: ({ id, body }: { id: string; body: CatalogItemInput }): Promise<CatalogItemResponse> =>
      apiRequest(`/pricing/catalog/item/${encodeURIComponent(id)}`, {
        method: 'PUT',
        body,
        schema: catalogItemResponseSchema,
      }),
    onSuccess: refresh,
  });
}

export function useDeleteCatalogItem() {
  const refresh = useRefreshStore();
  return useMutation({
    mutationKey: ['pricing', 'catalog', 'delete'],
    mutationFn: (id: string) =>
      apiRequest(`/pricing/catalog/item/${encodeURIComponent(id)}`, {
        method: 'DELETE',
        schema: catalogItemDeleteResponseSchema,
      }),
    onSuccess: refresh,
  });
}

export interface PriceListOptions {
  sheet?: string | null;
  headerRow?: number | null;
}

function priceListForm(file: File, options: PriceListOptions, extra: Record<string, string> = {}): FormData {
  const form = new FormData();
  if (options.sheet) {
    form.set('sheet', options.sheet);
  }
  if (options.headerRow) {
    form.set('header_row', String(options.headerRow));
  }
  for (const [name, value] of Object.entries(extra)) {
    form.set(name, value);
  }
  // The file last: the server reads the text fields before it.
  form.set('file', file);
  return form;
}

/** POST /api/pricing/catalog/import/analyze: the header row, the columns, the first lines. */
export function useAnalyzePriceList() {
  return useMutation({
    mutationKey: ['pricing', 'catalog', 'analyze'],
    mutationFn: ({ file, options }: { file: File; options: PriceListOptions }): Promise<CatalogImportAnalysis> =>
      apiUpload('/pricing/catalog/import/analyze', {
        form: priceListForm(file, options),
        schema: catalogImportAnalysisSchema,
      }),
  });
}

/** POST /api/pricing/catalog/import: the preview (dryRun) or the import itself. */
export function useImportPriceList() {
  const refresh = useRefreshStore();
  return useMutation({
    mutationKey: ['pricing', 'catalog', 'import'],
    mutationFn: ({
      file,
      options,
      mapping,
      dryRun,
    }: {
      file: File;
      options: PriceListOptions;
      mapping: CatalogImportMapping;
      dryRun: boolean;
    }): Promise<CatalogImportResult> =>
      apiUpload('/pricing/catalog/import', {
        form: priceListForm(file, options, { mapping: JSON.stringify(mapping), dry_run: String(dryRun) }),
        schema: catalogImportResultSchema,
      }),
    onSuccess: async (result) => {
      if (!result.dry_run && result.imported > 0) {
        await refresh();
      }
    },
  });
}
