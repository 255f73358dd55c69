import { useMutation, useQueryClient } from '@tanstack/react-query';
import { referencePhotoSchema, type ReferencePhoto } from '@batiao/shared/contracts/company';
import { ApiError } from '../../../lib/api-client';
import { updateCachedPhotos } from './get-company-profile';
import { authorizedFetch, photoPath } from './photo-request';
import { queryKeys } from '../../../lib/query-keys';

/** POST /api/company/references/{id}/photos: one JPG or PNG (5 Mo max, 6 per reference). */
export async function uploadReferencePhoto(referenceId: string, file: File): Promise<ReferencePhoto> {
  const body = new FormData();
  body.append('file', file, file.name);
  const response = await authorizedFetch(photoPath(referenceId), {
    method: 'POST',
    body,
    headers: { Accept: 'application/json' },
  });
  const parsed = referencePhotoSchema.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) {
    throw new ApiError(response.status, 'Réponse inattendue du serveur');
  }
  return parsed.data;
}

export function useUploadReferencePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ referenceId, file }: { referenceId: string; file: File }) => uploadReferencePhoto(referenceId, file),
    onSuccess: (photo, { referenceId }) => {
      updateCachedPhotos(queryClient, referenceId, (photos) => [...photos, photo]);
      void queryClient.invalidateQueries({ queryKey: queryKeys.storage.all });
    },
  });
}
