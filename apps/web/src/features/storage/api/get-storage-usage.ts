import { queryOptions, useQuery } from '@tanstack/react-query';
import { storageUsageSchema, type StorageUsage } from '@batiao/shared/contracts/storage';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * The storage usage. The documents and company features invalidate `['storage']` after an upload
 * or a deletion (features do not import each other: the key is the contract between them).
 */

/** GET /api/storage/usage: bytes used by the documents and photos, and the plan's quota. */
export function getStorageUsage(signal?: AbortSignal): Promise<StorageUsage> {
  return apiRequest('/storage/usage', { schema: storageUsageSchema, signal });
}

export function storageUsageQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.storage.usage,
    queryFn: ({ signal }) => getStorageUsage(signal),
  });
}

export function useStorageUsage() {
  return useQuery(storageUsageQueryOptions());
}
