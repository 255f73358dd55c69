import { useMutation } from '@tanstack/react-query';
import type { Document } from '@batiao/shared/contracts/documents';
import { apiDownload, saveBlob } from '../../../lib/api-files';
import { reportError } from '../../../lib/report-error';
import { notifyError } from '../../../lib/toasts';
import { DOWNLOAD_ERROR, failureMessage } from '../lib/display';

/**
 * GET /api/documents/{id}/download needs the bearer token, so a plain link would get a 401: the
 * file is fetched with the token and handed to the browser as a download.
 */
export async function downloadDocument(document: Pick<Document, 'id' | 'filename'>): Promise<void> {
  const file = await apiDownload(`/documents/${encodeURIComponent(document.id)}/download`);
  saveBlob(file.blob, file.filename ?? document.filename);
}

export function useDownloadDocument() {
  return useMutation({
    mutationFn: downloadDocument,
    onError: (error) => {
      reportError(error, 'Téléchargement d’un document');
      notifyError(failureMessage(DOWNLOAD_ERROR, error));
    },
  });
}
