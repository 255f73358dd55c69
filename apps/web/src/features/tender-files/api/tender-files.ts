import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  metresResultSchema,
  tenderAnalysisSchema,
  tenderFileListSchema,
  tenderFileSchema,
  tenderFileUploadResponseSchema,
  type MetresResult,
  type TenderFileList,
  type TenderFileRole,
} from '@batiao/shared/contracts/tender-files';
import { apiRequest } from '../../../lib/api-client';
import { apiUpload, type UploadProgress } from '../../../lib/api-files';
import { isAbort } from '../../../lib/abort';
import { queryKeys } from '../../../lib/query-keys';
import { reportError } from '../../../lib/report-error';
import { notifyError, notifySuccess, notifyWarning } from '../../../lib/toasts';
import { failureMessage } from '../lib/messages';

const path = (tenderId: string, rest = '') => `/tenders/${encodeURIComponent(tenderId)}${rest}`;

export const UPLOAD_ERROR = 'Erreur lors de l’envoi du dossier de consultation';
export const ROLE_ERROR = 'Erreur lors du changement de rôle';
export const DELETE_ERROR = 'Erreur lors de la suppression du fichier';
/** core-journey §8. */
export const METRES_ERROR = 'Erreur lors de l’extraction des métrés';
export const METRES_SUCCESS = 'Métrés extraits';

/** GET /api/tenders/{id}/files: the pieces, their roles, and the DCE address of the notice. */
export function useTenderFiles(tenderId: string) {
  return useQuery({
    queryKey: queryKeys.tenderFiles.list(tenderId),
    queryFn: ({ signal }) => apiRequest(path(tenderId, '/files'), { schema: tenderFileListSchema, signal }),
  });
}

/** GET /api/tenders/{id}/analysis, once there are files to read. */
export function useTenderAnalysis(tenderId: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.tenderFiles.analysis(tenderId),
    queryFn: ({ signal }) => apiRequest(path(tenderId, '/analysis'), { schema: tenderAnalysisSchema, signal }),
    enabled,
  });
}

/** GET /api/tenders/{id}/metres: the latest extraction (null before the first). */
export function useLatestMetres(tenderId: string) {
  return useQuery({
    queryKey: queryKeys.tenderFiles.metres(tenderId),
    queryFn: ({ signal }) =>
      apiRequest(path(tenderId, '/metres'), { schema: z.object({ result: metresResultSchema.nullable() }), signal }),
  });
}

export interface UploadInput {
  files: File[];
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/** POST /api/tenders/{id}/files: every file in the repeated `file` field (a zip is unpacked by the server). */
export function useUploadTenderFiles(tenderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UploadInput) => {
      const form = new FormData();
      for (const file of input.files) {
        form.append('file', file, file.name);
      }
      return apiUpload(path(tenderId, '/files'), {
        form,
        schema: tenderFileUploadResponseSchema,
        onProgress: input.onProgress,
        signal: input.signal,
      });
    },
    onSuccess: async (answer) => {
      const count = answer.files.length;
      notifySuccess(count > 1 ? `${count} fichiers ajoutés au dossier` : 'Fichier ajouté au dossier');
      if (answer.skipped.length > 0) {
        notifyWarning(
          `${answer.skipped.length} fichier${answer.skipped.length > 1 ? 's' : ''} de l’archive ignoré${answer.skipped.length > 1 ? 's' : ''} (${answer.skipped
            .slice(0, 3)
            .map((s) => s.name.split('/').pop())
            .join(', ')}…) : format non accepté`,
        );
      }
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.tenderFiles.all(tenderId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.tenders.detail(tenderId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.storage.all }),
      ]);
    },
    onError: (error) => {
      if (isAbort(error)) {
        return;
      }
      reportError(error, 'Envoi du DCE');
      notifyError(failureMessage(UPLOAD_ERROR, error));
    },
  });
}

/** PATCH /api/tenders/{id}/files/{fileId}: the role the user chose. */
export function useSetFileRole(tenderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fileId, role }: { fileId: string; role: TenderFileRole }) =>
      apiRequest(path(tenderId, `/files/${encodeURIComponent(fileId)}`), {
        method: 'PATCH',
        body: { role },
        schema: tenderFileSchema,
      }),
    onSuccess: async (file) => {
      queryClient.setQueryData<TenderFileList>(queryKeys.tenderFiles.list(tenderId), (list) =>
        list ? { ...list, files: list.files.map((f) => (f.id === file.id ? file : f)) } : list,
      );
      await queryClient.invalidateQueries({ queryKey: queryKeys.tenderFiles.analysis(tenderId) });
      await queryClient.invalidateQueries({ queryKey: queryKeys.tenders.detail(tenderId) });
    },
    onError: (error) => {
      reportError(error, 'Rôle d’une pièce');
      notifyError(failureMessage(ROLE_ERROR, error));
    },
  });
}

/** DELETE /api/tenders/{id}/files/{fileId}. */
export function useDeleteTenderFile(tenderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fileId: string) =>
      apiRequest(path(tenderId, `/files/${encodeURIComponent(fileId)}`), {
        method: 'DELETE',
        schema: z.object({ success: z.literal(true) }),
      }),
    onSuccess: async () => {
      notifySuccess('Fichier retiré du dossier');
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.tenderFiles.list(tenderId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.tenderFiles.analysis(tenderId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.tenders.detail(tenderId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.storage.all }),
      ]);
    },
    onError: (error) => {
      reportError(error, 'Suppression d’une pièce');
      notifyError(failureMessage(DELETE_ERROR, error));
    },
  });
}

/** POST /api/tenders/{id}/extract-metres (empty body): the result replaces the latest one. */
export function useExtractMetres(tenderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(path(tenderId, '/extract-metres'), { method: 'POST', schema: metresResultSchema }),
    onSuccess: (result: MetresResult) => {
      queryClient.setQueryData(queryKeys.tenderFiles.metres(tenderId), { result });
      notifySuccess(METRES_SUCCESS);
    },
    onError: (error) => {
      reportError(error, 'Extraction des métrés');
      notifyError(METRES_ERROR);
    },
  });
}
