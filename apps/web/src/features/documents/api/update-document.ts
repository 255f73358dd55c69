import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  documentSchema,
  type Document,
  type DocumentListResponse,
  type DocumentUpdate,
} from '@batiao/shared/contracts/documents';
import { apiRequest } from '../../../lib/api-client';
import { reportError } from '../../../lib/report-error';
import { useSession } from '../../../lib/session';
import { notifyError, notifySuccess } from '../../../lib/toasts';
import { UPDATE_ERROR, failureMessage } from '../lib/display';
import { refreshAfterChange } from './after-change';
import { withDocument } from './get-documents';
import { queryKeys } from '../../../lib/query-keys';

export const DATES_SAVED = 'Dates du document enregistrées';

/** PATCH /api/documents/{id}: enters or corrects `valid_until` / `issued_at` (null clears). */
export function updateDocument(id: string, update: DocumentUpdate): Promise<Document> {
  return apiRequest(`/documents/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: update,
    schema: documentSchema,
  });
}

export function useUpdateDocument() {
  const queryClient = useQueryClient();
  const { refresh } = useSession();
  return useMutation({
    mutationFn: ({ id, update }: { id: string; update: DocumentUpdate }) => updateDocument(id, update),
    onSuccess: async (document) => {
      queryClient.setQueryData<DocumentListResponse>(queryKeys.documents.list, (list) =>
        list ? withDocument(list, document) : list,
      );
      notifySuccess(DATES_SAVED);
      await Promise.all([refreshAfterChange(queryClient), refresh()]);
    },
    onError: (error) => {
      reportError(error, 'Dates d’un document');
      notifyError(failureMessage(UPDATE_ERROR, error));
    },
  });
}
