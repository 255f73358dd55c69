import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pricedDpgfSchema, type PricedDpgf, type PricedDpgfUpdate } from '@batiao/shared/contracts/tender-files';
import { errorBodySchema } from '@batiao/shared/errors';
import { API_BASE, ApiError, apiRequest, getAuthToken } from '../../../lib/api-client';
import { filenameFromDisposition, saveBlob } from '../../../lib/api-files';
import { queryKeys } from '../../../lib/query-keys';
import { reportError } from '../../../lib/report-error';
import { notifyError, notifySuccess } from '../../../lib/toasts';
import { failureMessage } from '../lib/messages';

/** The priced DPGF (ADR 030): its lines, the user's review, and its files. */

const path = (tenderId: string, rest: string) => `/tenders/${encodeURIComponent(tenderId)}${rest}`;

/** Under the tender's files key: an upload or a new extraction refreshes it. */
export const pricedKey = (tenderId: string) => [...queryKeys.tenderFiles.all(tenderId), 'priced'] as const;

export const PRICED_LOAD_ERROR = 'Erreur lors du chiffrage des métrés';
export const PRICED_SAVE_ERROR = 'Erreur lors de l’enregistrement des prix';
export const PRICED_DOWNLOAD_ERROR = 'Erreur lors du téléchargement du DPGF chiffré';

/** GET /api/tenders/{id}/priced-dpgf/lines, once métrés exist (the extraction date is part of the key). */
export function usePricedLines(tenderId: string, extractionDate: string | null) {
  return useQuery({
    queryKey: [...pricedKey(tenderId), extractionDate],
    queryFn: ({ signal }) => apiRequest(path(tenderId, '/priced-dpgf/lines'), { schema: pricedDpgfSchema, signal }),
    enabled: extractionDate !== null,
  });
}

/** PUT /api/tenders/{id}/priced-dpgf/lines: the whole review; the answer replaces the lines. */
export function useSavePricedLines(tenderId: string, extractionDate: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: PricedDpgfUpdate) =>
      apiRequest(path(tenderId, '/priced-dpgf/lines'), { method: 'PUT', body: update, schema: pricedDpgfSchema }),
    onSuccess: (priced: PricedDpgf) => {
      queryClient.setQueryData([...pricedKey(tenderId), extractionDate], priced);
    },
    onError: (error) => {
      reportError(error, 'Relecture du DPGF chiffré');
      notifyError(failureMessage(PRICED_SAVE_ERROR, error));
    },
  });
}

/**
 * POST /api/tenders/{id}/priced-dpgf?format=xlsx|pdf: the file fetched with the bearer token and
 * handed to the browser; tells how many lines have a price.
 */
export async function downloadPriced(
  tenderId: string,
  format: 'xlsx' | 'pdf',
): Promise<{ priced: number; lines: number; format: 'xlsx' | 'pdf' }> {
  const token = getAuthToken();
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path(tenderId, `/priced-dpgf?format=${format}`)}`, {
      method: 'POST',
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  } catch {
    throw new ApiError(0, 'Problème de connexion au serveur');
  }
  if (!response.ok) {
    const body = errorBodySchema.safeParse(await response.json().catch(() => undefined));
    const detail = body.success ? body.data.detail : undefined;
    const message = typeof detail === 'string' ? detail : (detail?.[0]?.message ?? `Erreur ${response.status}`);
    throw new ApiError(response.status, message, body.success ? body.data : undefined);
  }
  saveBlob(
    await response.blob(),
    filenameFromDisposition(response.headers.get('Content-Disposition')) ??
      (format === 'pdf' ? 'DPGF chiffré.pdf' : 'DPGF chiffré.xlsx'),
  );
  return {
    priced: Number(response.headers.get('x-priced-lines') ?? 0),
    lines: Number(response.headers.get('x-lines') ?? 0),
    format,
  };
}

export function useDownloadPriced(tenderId: string) {
  return useMutation({
    mutationFn: (format: 'xlsx' | 'pdf') => downloadPriced(tenderId, format),
    onSuccess: ({ priced, lines, format }) => {
      notifySuccess(
        format === 'pdf'
          ? 'Synthèse du DPGF chiffré téléchargée'
          : `DPGF chiffré : ${priced} ligne${priced > 1 ? 's' : ''} sur ${lines} avec vos prix`,
      );
    },
    onError: (error) => {
      reportError(error, 'DPGF chiffré');
      notifyError(failureMessage(PRICED_DOWNLOAD_ERROR, error));
    },
  });
}
