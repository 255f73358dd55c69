import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  pricingProfileResponseSchema,
  type PricingProfile,
  type PricingProfileInput,
} from '@batiao/shared/contracts/pricing';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /api/pricing/profile: the flat payload; the product list replaces the stored one. */
export async function savePricingProfile(body: PricingProfileInput): Promise<PricingProfile> {
  const { profile } = await apiRequest('/pricing/profile', {
    method: 'POST',
    body,
    schema: pricingProfileResponseSchema,
  });
  return profile;
}

export function useSavePricingProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['pricing', 'save'],
    mutationFn: savePricingProfile,
    onSuccess: (saved) => {
      queryClient.setQueryData<PricingProfile>(queryKeys.pricing.profile, saved);
      // The same products are the /catalog tree (ADR 020).
      void queryClient.invalidateQueries({ queryKey: queryKeys.pricing.catalogAll });
    },
  });
}
