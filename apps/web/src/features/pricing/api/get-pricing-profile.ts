import { queryOptions, useQuery } from '@tanstack/react-query';
import { pricingProfileResponseSchema, type PricingProfile } from '@batiao/shared/contracts/pricing';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/pricing/profile: the user's rates, markups and products (the spec's defaults before a first save). */
export async function getPricingProfile(signal?: AbortSignal): Promise<PricingProfile> {
  const { profile } = await apiRequest('/pricing/profile', { schema: pricingProfileResponseSchema, signal });
  return profile;
}

export function pricingProfileQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.pricing.profile,
    queryFn: ({ signal }) => getPricingProfile(signal),
  });
}

export function usePricingProfile() {
  return useQuery(pricingProfileQueryOptions());
}
