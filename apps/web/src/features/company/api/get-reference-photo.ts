import { queryOptions, useQuery } from '@tanstack/react-query';
import { authorizedFetch, photoPath } from './photo-request';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/company/references/{id}/photos/{photoId}: the image, fetched with the bearer token (an <img src> cannot send it). */
export async function getReferencePhoto(referenceId: string, photoId: string, signal?: AbortSignal): Promise<Blob> {
  const response = await authorizedFetch(photoPath(referenceId, photoId), { signal });
  return response.blob();
}

export function referencePhotoQueryOptions(referenceId: string, photoId: string) {
  return queryOptions({
    queryKey: queryKeys.company.photo(referenceId, photoId),
    queryFn: ({ signal }) => getReferencePhoto(referenceId, photoId, signal),
    // A photo never changes under its id.
    staleTime: Infinity,
    retry: false,
  });
}

export function useReferencePhoto(referenceId: string, photoId: string) {
  return useQuery(referencePhotoQueryOptions(referenceId, photoId));
}
