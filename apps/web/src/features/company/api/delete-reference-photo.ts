import { useMutation, useQueryClient } from '@tanstack/react-query';
import { referencePhotoDeleteResponseSchema } from '@batiao/shared/contracts/company';
import { apiRequest } from '../../../lib/api-client';
import { updateCachedPhotos } from './get-company-profile';
import { referencePhotoQueryOptions } from './get-reference-photo';
import { photoPath } from './photo-request';
import { queryKeys } from '../../../lib/query-keys';

/** DELETE /api/company/references/{id}/photos/{photoId}: the photo and its file. */
export async function deleteReferencePhoto(referenceId: string, photoId: string): Promise<void> {
  await apiRequest(photoPath(referenceId, photoId), { method: 'DELETE', schema: referencePhotoDeleteResponseSchema });
}

export function useDeleteReferencePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ referenceId, photoId }: { referenceId: string; photoId: string }) =>
      deleteReferencePhoto(referenceId, photoId),
    onSuccess: (_done, { referenceId, photoId }) => {
      updateCachedPhotos(queryClient, referenceId, (photos) => photos.filter((p) => p.id !== photoId));
      queryClient.removeQueries({ queryKey: referencePhotoQueryOptions(referenceId, photoId).queryKey });
      void queryClient.invalidateQueries({ queryKey: queryKeys.storage.all });
    },
  });
}
