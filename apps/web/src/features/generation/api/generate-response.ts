import { useEffect, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  generatedResponseSchema,
  type GeneratedResponse,
  type GeneratedResponseSummary,
  type GenerateResponseBody,
} from '@batiao/shared/contracts/generation';
import { apiRequest } from '../../../lib/api-client';
import { isAbort } from '../../../lib/abort';
import { reportError } from '../../../lib/report-error';
import { notifyError, notifySuccess } from '../../../lib/toasts';
import {
  GENERATED_MESSAGE,
  GenerationFailedError,
  GenerationTimeoutError,
  generationError,
  isInProgress,
} from '../lib/display';
import { POLL_INTERVAL_MS, generatedResponseKey, getGeneratedResponse } from './get-generated-response';
import { GENERATED_RESPONSE_LISTS_KEY, TENDER_VERSIONS_LIMIT, generatedResponsesKey } from './get-generated-responses';

/** Polling gives up after this long (the spec announces 30 s to 2 min). */
export const GENERATION_TIMEOUT_MS = 5 * 60_000;
/** Consecutive failed polls tolerated (a phone losing the network for a moment). */
const POLL_RETRIES = 3;

function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('Génération abandonnée', 'AbortError'));
      return;
    }
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(new DOMException('Génération abandonnée', 'AbortError'));
      },
      { once: true },
    );
  });
}

export interface GenerateOptions {
  /** Each state read from the server while it works (analysis, writing, layout). */
  onProgress?: (response: GeneratedResponse) => void;
  signal?: AbortSignal;
  pollIntervalMs?: number;
}

/**
 * POST /api/tenders/{id}/generate-response, then, when the server answers 202 with a response still
 * pending or running, GET /api/generated-responses/{id} every ~700 ms until it succeeded (resolved)
 * or failed (rejected with the server's French message).
 */
export async function generateResponse(tenderId: string, options: GenerateOptions = {}): Promise<GeneratedResponse> {
  const { onProgress, signal, pollIntervalMs = POLL_INTERVAL_MS } = options;
  const body: GenerateResponseBody = { tender_id: tenderId, response_type: 'complete' };
  let response = await apiRequest(`/tenders/${encodeURIComponent(tenderId)}/generate-response`, {
    method: 'POST',
    body,
    schema: generatedResponseSchema,
    signal,
  });
  onProgress?.(response);
  const deadline = Date.now() + GENERATION_TIMEOUT_MS;
  let failures = 0;
  while (isInProgress(response)) {
    if (Date.now() > deadline) {
      throw new GenerationTimeoutError();
    }
    await wait(pollIntervalMs, signal);
    try {
      response = await getGeneratedResponse(response.id, signal);
      failures = 0;
    } catch (error) {
      failures += 1;
      if (isAbort(error) || failures > POLL_RETRIES) {
        throw error;
      }
      continue;
    }
    onProgress?.(response);
  }
  if (response.status === 'failed') {
    throw new GenerationFailedError(response.error ?? 'Erreur lors de la génération');
  }
  return response;
}

function toSummary(response: GeneratedResponse): GeneratedResponseSummary {
  return {
    id: response.id,
    tender_id: response.tender_id,
    tender_title: response.tender_title,
    version: response.version,
    status: response.status,
    step: response.step,
    engine: response.engine,
    pdf_size: response.pdf_size,
    filename: response.filename,
    created_at: response.created_at,
    file_size: response.file_size,
    generated_at: response.generated_at,
    edited_at: response.edited_at,
    error: response.error,
  };
}

/**
 * Generates a response for one tender and follows it to the end. `progress` is the latest state
 * read from the server while the mutation runs. Leaving the page stops the polling (the server
 * keeps working; the page picks the version up again when it comes back).
 */
export function useGenerateResponse(tenderId: string) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<GeneratedResponse | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const mutation = useMutation({
    mutationFn: () => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setProgress(null);
      return generateResponse(tenderId, {
        signal: current.signal,
        onProgress: (response) => {
          setProgress(response);
          queryClient.setQueryData(generatedResponseKey(response.id), response);
        },
      });
    },
    onSuccess: async (response) => {
      queryClient.setQueryData(generatedResponseKey(response.id), response);
      // The new version heads the tender's list at once; the server's list follows.
      queryClient.setQueryData<GeneratedResponseSummary[]>(
        generatedResponsesKey({ tenderId, limit: TENDER_VERSIONS_LIMIT }),
        (list) => [toSummary(response), ...(list ?? []).filter((item) => item.id !== response.id)],
      );
      notifySuccess(GENERATED_MESSAGE);
      await queryClient.invalidateQueries({ queryKey: GENERATED_RESPONSE_LISTS_KEY });
    },
    onError: async (error) => {
      if (isAbort(error)) {
        return;
      }
      reportError(error, 'Génération d’une réponse');
      notifyError(generationError(error).message);
      // A failed version is listed too (the server keeps it with its message).
      await queryClient.invalidateQueries({ queryKey: GENERATED_RESPONSE_LISTS_KEY });
    },
  });

  return { ...mutation, progress };
}
