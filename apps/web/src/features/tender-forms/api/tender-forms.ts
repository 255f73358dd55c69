import { useMutation } from '@tanstack/react-query';
import type { TenderForm, TenderFormFormat } from '@batiao/shared/contracts/tender-forms';
import { ApiError } from '../../../lib/api-client';
import { apiDownload, saveBlob } from '../../../lib/api-files';
import { reportError } from '../../../lib/report-error';
import { notifyError } from '../../../lib/toasts';

export const FORM_DOWNLOAD_ERROR = 'Erreur lors du téléchargement du formulaire';
export const PACK_DOWNLOAD_ERROR = 'Erreur lors de la préparation du dossier complet';

/** What the user downloads from the « Formulaires et dossier » block. */
export type TenderFormsDownload = { kind: 'form'; form: TenderForm; format: TenderFormFormat } | { kind: 'pack' };

const base = (tenderId: string) => `/tenders/${encodeURIComponent(tenderId)}`;

export function downloadPath(tenderId: string, download: TenderFormsDownload): string {
  return download.kind === 'pack'
    ? `${base(tenderId)}/pack`
    : `${base(tenderId)}/forms/${download.form}?format=${download.format}`;
}

function fallbackName(download: TenderFormsDownload): string {
  return download.kind === 'pack' ? 'dossier.zip' : `${download.form.toUpperCase()}.${download.format}`;
}

/** « <prefix> : <the server's French detail> », or the connection problem. */
function message(prefix: string, error: unknown): string {
  if (error instanceof ApiError) {
    if (error.isNetworkError) {
      return `${prefix} - Problème de connexion`;
    }
    return error.detail === undefined ? `${prefix} (${error.status})` : `${prefix} : ${error.message}`;
  }
  return prefix;
}

/** GET …/forms/{dc1|dc2}?format= or …/pack with the token, handed to the browser as a download. */
export function useTenderFormsDownload(tenderId: string) {
  return useMutation({
    mutationFn: async (download: TenderFormsDownload) => {
      const file = await apiDownload(downloadPath(tenderId, download));
      saveBlob(file.blob, file.filename ?? fallbackName(download));
    },
    onError: (error, download) => {
      // The server's 409 (« générez d’abord la réponse… ») is an expected answer, not a fault.
      if (!(error instanceof ApiError && error.status === 409)) {
        reportError(error, 'Téléchargement des formulaires ou du dossier');
      }
      notifyError(message(download.kind === 'pack' ? PACK_DOWNLOAD_ERROR : FORM_DOWNLOAD_ERROR, error));
    },
  });
}
