import { useMutation } from '@tanstack/react-query';
import {
  DEMO_MESSAGES,
  demoPdfResponseSchema,
  type DemoPdfResponse,
  type DemoTrade,
} from '@batiao/shared/contracts/demo';
import { API_BASE } from '../../../lib/api-client';

/**
 * GET /api/demo/generate-pdf (public): the spec's messages for a failed status
 * (« Erreur lors de la génération du PDF : {status} ») and for an answer without PDF.
 */
export async function getDemoPdf(trade: DemoTrade, city: string): Promise<DemoPdfResponse> {
  let response: Response;
  try {
    response = await fetch(
      `${API_BASE}/demo/generate-pdf?metier=${encodeURIComponent(trade)}&ville=${encodeURIComponent(city)}`,
      {
        headers: { Accept: 'application/json' },
      },
    );
  } catch {
    throw new Error(DEMO_MESSAGES.httpError(0));
  }
  if (!response.ok) {
    throw new Error(DEMO_MESSAGES.httpError(response.status));
  }
  const parsed = demoPdfResponseSchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success || !parsed.data.pdf_content) {
    throw new Error(DEMO_MESSAGES.noContent);
  }
  return parsed.data;
}

export function useDemoPdf() {
  return useMutation({
    mutationKey: ['demo', 'pdf'],
    mutationFn: ({ trade, city }: { trade: DemoTrade; city: string }) => getDemoPdf(trade, city),
  });
}

/** The base64 PDF as a Blob to save. */
export function pdfBlob(base64: string): Blob {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) {
    bytes[i] = binary.charCodeAt(i);
  }
  return new Blob([bytes], { type: 'application/pdf' });
}
