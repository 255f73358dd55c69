import { useMutation, useQueryClient } from '@tanstack/react-query';
import { documentDeleteResponseSchema, type DocumentListResponse } from '@batiao/shared/contracts/documents';
import { apiRequest } from '../../../lib/api-client';
import { reportError } from '../../../lib/report-error';
import { useSession } from '../../../lib/session';
import { notifyError, notifySuccess } from '../../../lib/toasts';
import { DELETE_ERROR, failureMessage } from '../lib/display';
import { refreshAfterChange } from './after-change';
import { withoutDocument } from './get-documents';
import { queryKeys } from '../../../lib/query-keys';

export const DOCUMENT_DELETED = 'Document supprimé';

/** DELETE /api/documents/{id}: the document and its file. */
export function deleteDocument(id: string): Promise<{ success: true }> {
  return apiRequest(`/documents/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: documentDeleteResponseSchema,
  });
}

export function useDeleteDocument() {
  const queryClient = useQueryClient();
  const { refresh } = useSession();
  return useMutation({
    mutationFn: deleteDocument,
    onSuccess: async (_answer, id) => {
      queryClient.setQueryData<DocumentListResponse>(queryKeys.documents.list, (list) =>
        list ? withoutDocument(list, id) : list,
      );
      notifySuccess(DOCUMENT_DELETED);
      await Promise.all([refreshAfterChange(queryClient), refresh()]);
    },
    onError: (error) => {
      reportError(error, 'Suppression d’un document');
      notifyError(failureMessage(DELETE_ERROR, error));
    },
  });
}
