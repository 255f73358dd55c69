import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  priceIndicesResponseSchema,
  type PriceIndicesPut,
  type PriceIndicesResponse,
} from '@batiao/shared/contracts/market-prices';
import { apiRequest } from '../../../lib/api-client';

const URL = '/pricing/market-price/indices';

export const priceIndicesKey = ['admin', 'price-indices'] as const;

/** GET …/indices (admin): the BT indices and the values entered month by month (none at first). */
export function usePriceIndices() {
  return useQuery({
    queryKey: priceIndicesKey,
    queryFn: ({ signal }) => apiRequest(URL, { schema: priceIndicesResponseSchema, signal }),
  });
}

/** PUT …/indices: records the changed values (null removes one), all or nothing. */
export function useSavePriceIndices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'price-indices', 'save'],
    mutationFn: (values: PriceIndicesPut['values']): Promise<PriceIndicesResponse> =>
      apiRequest(URL, { method: 'PUT', body: { values }, schema: priceIndicesResponseSchema }),
    onSuccess: async (data) => {
      queryClient.setQueryData(priceIndicesKey, data);
      // The market prices shown elsewhere are composed with these values.
      await queryClient.invalidateQueries({ queryKey: ['market-prices'] });
    },
  });
}
