import { queryOptions, useQuery } from '@tanstack/react-query';
import { storageUsageSchema, type StorageUsage } from '@batiao/shared/contracts/storage';
import { apiRequest } from '../../../lib/api-client';

/**
 * The storage usage. The documents and company features invalidate `['storage']` after an upload
 * or a deletion (features do not import each other: the key is the contract between them).
 */
export const STORAGE_USAGE_KEY = ['storage', 'usage'] as const;

/** GET /api/storage/usage: bytes used by the documents and photos, and the plan's quota. */
export function getStorageUsage(signal?: AbortSignal): Promise<StorageUsage> {
  return apiRequest('/storage/usage', { schema: storageUsageSchema, signal });
}

export function storageUsageQueryOptions() {
  return queryOptions({
    queryKey: STORAGE_USAGE_KEY,
    queryFn: ({ signal }) => getStorageUsage(signal),
  });
}

export function useStorageUsage() {
  return useQuery(storageUsageQueryOptions());
}
