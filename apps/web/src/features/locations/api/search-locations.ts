import { queryOptions } from '@tanstack/react-query';
import {
  LOCATION_SEARCH_LIMIT,
  locationSuggestionsResponseSchema,
  type LocationSuggestion,
} from '@batiao/shared/contracts/locations';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/locations/search?q=&limit=8 */
export async function searchLocations(q: string, signal?: AbortSignal): Promise<LocationSuggestion[]> {
  const response = await apiRequest('/locations/search', {
    query: { q, limit: LOCATION_SEARCH_LIMIT },
    schema: locationSuggestionsResponseSchema,
    signal,
  });
  return response.suggestions;
}

export function searchLocationsQueryOptions(q: string) {
  return queryOptions({
    queryKey: queryKeys.locations.search(q),
    queryFn: ({ signal }) => searchLocations(q.trim(), signal),
    staleTime: 10 * 60 * 1000,
  });
}
