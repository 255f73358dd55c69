import { useMutation, useQueryClient } from '@tanstack/react-query';
import { documentSchema, type Document, type DocumentListResponse } from '@batiao/shared/contracts/documents';
import type { DocumentType } from '@batiao/shared/domain/documents';
import { apiUpload, type UploadProgress } from '../../../lib/api-files';
import { isAbort } from '../../../lib/abort';
import { reportError } from '../../../lib/report-error';
import { useSession } from '../../../lib/session';
import { notifyError, notifySuccess } from '../../../lib/toasts';
import { documentLabel, uploadErrorMessage } from '../lib/display';
import { refreshAfterChange } from './after-change';
import { withDocument } from './get-documents';
import { queryKeys } from '../../../lib/query-keys';

export interface UploadDocumentInput {
  type: DocumentType;
  file: File;
  /** "Valable jusqu'au", printed on the document (YYYY-MM-DD). */
  validUntil?: string;
  /** "Délivré le" (YYYY-MM-DD). */
  issuedAt?: string;
  /** Replaces the stored document of that type, still valid or not. */
  replace?: boolean;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/**
 * POST /api/documents/upload (multipart): `file`, `document_type`, optional `valid_until`,
 * `issued_at`, and `replace=true`. 409 when a still-valid document is there without `replace`,
 * 413 over 10 MB, 415 when the content is not PDF/JPG/PNG/DOC/DOCX.
 */
export function uploadDocument(input: UploadDocumentInput): Promise<Document> {
  const form = new FormData();
  form.append('document_type', input.type);
  if (input.validUntil) {
    form.append('valid_until', input.validUntil);
  }
  if (input.issuedAt) {
    form.append('issued_at', input.issuedAt);
  }
  if (input.replace) {
    form.append('replace', 'true');
  }
  form.append('file', input.file, input.file.name);
  return apiUpload('/documents/upload', {
    form,
    schema: documentSchema,
    onProgress: input.onProgress,
    signal: input.signal,
  });
}

export const uploadSuccessMessage = (type: DocumentType) => `Document déposé : ${documentLabel(type)}`;

/**
 * One card's upload: the card shows the stored document at once, then the list, the health and the
 * account's completion are read again. A failure is told in a toast (core-journey §8); cancelling
 * is not a failure.
 */
export function useUploadDocument() {
  const queryClient = useQueryClient();
  const { refresh } = useSession();
  return useMutation({
    mutationFn: uploadDocument,
    onSuccess: async (document) => {
      queryClient.setQueryData<DocumentListResponse>(queryKeys.documents.list, (list) =>
        list ? withDocument(list, document) : list,
      );
      notifySuccess(uploadSuccessMessage(document.document_type));
      await Promise.all([refreshAfterChange(queryClient), refresh()]);
    },
    onError: (error) => {
      if (isAbort(error)) {
        return;
      }
      reportError(error, 'Dépôt d’un document');
      notifyError(uploadErrorMessage(error));
    },
  });
}
