import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import {
  enrichResponseSchema,
  marketCategoriesResponseSchema,
  marketSearchResponseSchema,
  marketSuggestionsResponseSchema,
  type EnrichRequest,
  type EnrichResponse,
  type QuoteExport,
} from '@batiao/shared/contracts/market-prices';
import { API_BASE, ApiError, apiRequest, getAuthToken } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/pricing/market-price/categories?metier= */
export function marketCategoriesQueryOptions(metier: string) {
  return queryOptions({
    queryKey: queryKeys.marketPrices.categories(metier),
    queryFn: async ({ signal }) =>
      (
        await apiRequest('/pricing/market-price/categories', {
          query: { metier: metier || undefined },
          schema: marketCategoriesResponseSchema,
          signal,
        })
      ).categories,
    staleTime: 5 * 60_000,
  });
}

/** GET …/search: runs only for a non-blank term (supporting-areas §5). */
export function useMarketSearch(term: string, metier: string) {
  return useQuery({
    queryKey: queryKeys.marketPrices.search(term, metier),
    queryFn: ({ signal }) =>
      apiRequest('/pricing/market-price/search', {
        query: { search_term: term.trim(), metier: metier || undefined },
        schema: marketSearchResponseSchema,
        signal,
      }),
    enabled: term.trim() !== '',
  });
}

/** GET …/suggestions (5). */
export function useMarketSuggestions(term: string, metier: string) {
  return useQuery({
    queryKey: queryKeys.marketPrices.suggestions(term, metier),
    queryFn: async ({ signal }) =>
      (
        await apiRequest('/pricing/market-price/suggestions', {
          query: { search_term: term.trim(), metier: metier || undefined, limit: 5 },
          schema: marketSuggestionsResponseSchema,
          signal,
        })
      ).suggestions,
    placeholderData: keepPreviousData,
  });
}

export function useMarketCategories(metier: string) {
  return useQuery(marketCategoriesQueryOptions(metier));
}

/** POST …/enrich-devis */
export function useEnrichQuote() {
  return useMutation({
    mutationKey: ['market-prices', 'enrich'],
    mutationFn: (body: EnrichRequest): Promise<EnrichResponse> =>
      apiRequest('/pricing/market-price/enrich-devis', { method: 'POST', body, schema: enrichResponseSchema }),
  });
}

/** POST …/export.xlsx: the workbook comes back as a Blob. */
export async function exportQuoteXlsx(body: QuoteExport): Promise<Blob> {
  const token = getAuthToken();
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/pricing/market-price/export.xlsx`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, 'Problème de connexion au serveur');
  }
  if (!response.ok) {
    throw new ApiError(response.status, `Export impossible (erreur ${response.status})`);
  }
  return response.blob();
}
