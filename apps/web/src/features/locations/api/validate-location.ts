import { queryOptions } from '@tanstack/react-query';
import { locationValidateResponseSchema, type LocationValidateResponse } from '@batiao/shared/contracts/locations';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /api/locations/validate {location}: a pure lookup, so it is cached like a query. */
export function validateLocation(location: string, signal?: AbortSignal): Promise<LocationValidateResponse> {
  return apiRequest('/locations/validate', {
    method: 'POST',
    body: { location },
    schema: locationValidateResponseSchema,
    signal,
  });
}

export function validateLocationQueryOptions(location: string) {
  return queryOptions({
    queryKey: queryKeys.locations.validate(location),
    queryFn: ({ signal }) => validateLocation(location.trim(), signal),
    staleTime: 10 * 60 * 1000,
  });
}
