import { useMutation } from '@tanstack/react-query';
import { quartusResultSchema, type QuartusResult } from '@batiao/shared/contracts/demo';
import { apiRequest } from '../../../lib/api-client';
import { apiDownload, saveBlob } from '../../../lib/api-files';

/** POST /api/generate-quartus-response (subscribers): no body; price and duration in the answer. */
export function generateQuartus(): Promise<QuartusResult> {
  return apiRequest('/generate-quartus-response', { method: 'POST', schema: quartusResultSchema });
}

export function useGenerateQuartus() {
  return useMutation({ mutationKey: ['quartus', 'generate'], mutationFn: generateQuartus });
}

/** One of the two downloads, saved under the server's name. */
export async function downloadQuartusFile(path: string): Promise<string> {
  const file = await apiDownload(path.replace(/^\/api/, ''));
  const name = file.filename ?? 'quartus-reponse';
  saveBlob(file.blob, name);
  return name;
}
