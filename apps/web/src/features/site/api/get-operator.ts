import { queryOptions, useQuery } from '@tanstack/react-query';
import { operatorSchema, type Operator } from '@batiao/shared/contracts/site';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/site/operator: the operator's identity from the server's OPERATOR_* settings. */
export function getOperator(signal?: AbortSignal): Promise<Operator> {
  return apiRequest('/site/operator', { schema: operatorSchema, signal, token: null });
}

export function operatorQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.site.operator,
    queryFn: ({ signal }) => getOperator(signal),
    // Settings change with a restart only.
    staleTime: 10 * 60_000,
  });
}

export function useOperator() {
  return useQuery(operatorQueryOptions());
}

/** The operator as a page shows it: the data, or whether it is still loading or unavailable. */
export function useOperatorState(): { operator: Operator | undefined; isPending: boolean; isError: boolean } {
  const query = useOperator();
  return { operator: query.data, isPending: query.isPending, isError: query.isError };
}
