import { queryOptions } from '@tanstack/react-query';
import {
  LOCATION_POPULAR_LIMIT,
  locationSuggestionsResponseSchema,
  type LocationSuggestion,
} from '@batiao/shared/contracts/locations';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/locations/popular?limit=10 */
export async function getPopularLocations(signal?: AbortSignal): Promise<LocationSuggestion[]> {
  const response = await apiRequest('/locations/popular', {
    query: { limit: LOCATION_POPULAR_LIMIT },
    schema: locationSuggestionsResponseSchema,
    signal,
  });
  return response.suggestions;
}

export function popularLocationsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.locations.popular,
    queryFn: ({ signal }) => getPopularLocations(signal),
    staleTime: 60 * 60 * 1000,
  });
}
