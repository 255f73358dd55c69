import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  productAddResponseSchema,
  type PricingProfile,
  type Product,
  type ProductInput,
} from '@batiao/shared/contracts/pricing';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /api/pricing/product: adds one product at the end of the stored list. */
export async function addProduct(body: ProductInput): Promise<Product> {
  const { product } = await apiRequest('/pricing/product', {
    method: 'POST',
    body,
    schema: productAddResponseSchema,
  });
  return product;
}

/**
 * The product is stored at once; the cached profile gets it too, so that the screen's list (which
 * may hold unsaved deletions) and the server agree on it.
 */
export function useAddProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['pricing', 'add-product'],
    mutationFn: addProduct,
    onSuccess: (product) => {
      queryClient.setQueryData<PricingProfile>(queryKeys.pricing.profile, (profile) =>
        profile ? { ...profile, product_catalog: [...profile.product_catalog, product] } : profile,
      );
      // The same products are the /catalog tree (ADR 020).
      void queryClient.invalidateQueries({ queryKey: queryKeys.pricing.catalogAll });
    },
  });
}
