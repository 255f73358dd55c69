import { queryOptions } from '@tanstack/react-query';
import { locationSuggestionsResponseSchema, type LocationSuggestion } from '@batiao/shared/contracts/locations';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface Coordinates {
  lat: number;
  lon: number;
}

/** GET /api/locations/geolocate?lat=&lon=: the communes nearest to a position. */
export async function geolocateLocations(
  { lat, lon }: Coordinates,
  signal?: AbortSignal,
): Promise<LocationSuggestion[]> {
  const response = await apiRequest('/locations/geolocate', {
    query: { lat, lon },
    schema: locationSuggestionsResponseSchema,
    signal,
  });
  return response.suggestions;
}

export function geolocateLocationsQueryOptions(position: Coordinates) {
  // About 100 m of precision is plenty to find a commune and keeps the cache useful.
  const lat = Math.round(position.lat * 1000) / 1000;
  const lon = Math.round(position.lon * 1000) / 1000;
  return queryOptions({
    queryKey: queryKeys.locations.geolocate(lat, lon),
    queryFn: ({ signal }) => geolocateLocations({ lat, lon }, signal),
    staleTime: 10 * 60 * 1000,
  });
}
