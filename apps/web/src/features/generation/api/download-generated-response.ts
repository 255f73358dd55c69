import { useMutation, useQuery } from '@tanstack/react-query';
import type { GeneratedResponseSummary } from '@batiao/shared/contracts/generation';
import { apiDownload, saveBlob } from '../../../lib/api-files';
import { reportError } from '../../../lib/report-error';
import { notifyError } from '../../../lib/toasts';
import { DOCX_DOWNLOAD_ERROR, PDF_DOWNLOAD_ERROR, failureMessage } from '../lib/display';
import { queryKeys } from '../../../lib/query-keys';

export type ResponseFileFormat = 'pdf' | 'docx';

type Downloadable = Pick<GeneratedResponseSummary, 'id' | 'filename'>;

/** GET …/download (the PDF) or …/docx (the Word file): both need the bearer token. */
export function responseFilePath(id: string, format: ResponseFileFormat): string {
  const base = `/generated-responses/${encodeURIComponent(id)}`;
  return format === 'pdf' ? `${base}/download` : `${base}/docx`;
}

function fallbackName(response: Downloadable, format: ResponseFileFormat): string {
  return format === 'pdf' ? response.filename : response.filename.replace(/\.pdf$/i, '') + '.docx';
}

/** Fetches the file with the token and hands it to the browser as a download. */
export async function downloadResponseFile(response: Downloadable, format: ResponseFileFormat): Promise<void> {
  const file = await apiDownload(responseFilePath(response.id, format));
  saveBlob(file.blob, file.filename ?? fallbackName(response, format));
}

export function useDownloadResponseFile() {
  return useMutation({
    mutationFn: ({ response, format }: { response: Downloadable; format: ResponseFileFormat }) =>
      downloadResponseFile(response, format),
    onError: (error, { format }) => {
      reportError(error, 'Téléchargement d’une réponse générée');
      notifyError(failureMessage(format === 'pdf' ? PDF_DOWNLOAD_ERROR : DOCX_DOWNLOAD_ERROR, error));
    },
  });
}

/**
 * The PDF for the in-page preview (`?inline=1`), as a Blob. Keyed by the edit date, so that a
 * saved edit shows its re-rendered PDF.
 */
export function usePdfPreview(id: string, version: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.generatedResponses.preview(id, version),
    queryFn: async ({ signal }) => (await apiDownload(`${responseFilePath(id, 'pdf')}?inline=1`, signal)).blob,
    enabled,
    staleTime: Infinity,
    gcTime: 60_000,
  });
}
