import type { z } from 'zod';
import { errorBodySchema } from '@batiao/shared/errors';
import { API_BASE, ApiError, getAuthToken } from './api-client';

/** How much of the request body the browser has sent. */
export interface UploadProgress {
  loaded: number;
  total: number;
  /** 0–100, rounded down so that 100 only shows once every byte has left. */
  percent: number;
}

export interface ApiUploadOptions<S extends z.ZodType> {
  /** Sent as multipart/form-data (the browser writes the boundary). */
  form: FormData;
  /** The shared contract the answer must match. */
  schema: S;
  onProgress?: (progress: UploadProgress) => void;
  /** Aborting rejects with a DOMException named AbortError, like fetch. */
  signal?: AbortSignal;
  method?: 'POST' | 'PUT';
}

function parseJson(text: string): unknown {
  if (!text) {
    return undefined;
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** A status outside 2xx as the same {@link ApiError} that `apiRequest` throws. */
function errorFor(status: number, payload: unknown): ApiError {
  const parsed = errorBodySchema.safeParse(payload);
  if (parsed.success) {
    const { detail, code } = parsed.data;
    const message = typeof detail === 'string' ? detail : (detail[0]?.message ?? `Erreur ${status}`);
    return new ApiError(status, message, { detail, code });
  }
  return new ApiError(status, `Erreur ${status}`);
}

function abortError(): DOMException {
  return new DOMException('Envoi annulé', 'AbortError');
}

/**
 * A multipart upload through XMLHttpRequest, the only browser API that reports the progress of a
 * request body. Same contract as `apiRequest`: bearer token attached, any status outside 2xx turned
 * into an {@link ApiError} (status 0 when the server could not be reached), answer checked against
 * the shared schema.
 */
export function apiUpload<S extends z.ZodType>(path: string, options: ApiUploadOptions<S>): Promise<z.output<S>> {
  const { form, schema, onProgress, signal, method = 'POST' } = options;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(method, `${API_BASE}${path}`);
    xhr.setRequestHeader('Accept', 'application/json');
    const token = getAuthToken();
    if (token) {
      xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    }

    const onAbortSignal = () => xhr.abort();
    const settle = () => signal?.removeEventListener('abort', onAbortSignal);
    signal?.addEventListener('abort', onAbortSignal);

    if (onProgress) {
      xhr.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable && event.total > 0) {
          onProgress({
            loaded: event.loaded,
            total: event.total,
            percent: Math.min(100, Math.floor((event.loaded / event.total) * 100)),
          });
        }
      });
    }

    xhr.addEventListener('load', () => {
      settle();
      const payload = parseJson(xhr.responseText);
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(errorFor(xhr.status, payload));
        return;
      }
      const parsed = schema.safeParse(payload);
      if (!parsed.success) {
        reject(new ApiError(xhr.status, 'Réponse inattendue du serveur'));
        return;
      }
      resolve(parsed.data);
    });
    const networkFailure = () => {
      settle();
      reject(new ApiError(0, 'Problème de connexion au serveur'));
    };
    xhr.addEventListener('error', networkFailure);
    xhr.addEventListener('timeout', networkFailure);
    xhr.addEventListener('abort', () => {
      settle();
      reject(abortError());
    });

    xhr.send(form);
  });
}

/** A file served behind the bearer token, read whole. */
export interface DownloadedFile {
  blob: Blob;
  /** The name from Content-Disposition, when the server gave one. */
  filename: string | null;
}

/** `attachment; filename="a.pdf"; filename*=UTF-8''d%C3%A9p%C3%B4t.pdf` → "dépôt.pdf". */
export function filenameFromDisposition(header: string | null): string | null {
  if (!header) {
    return null;
  }
  const encoded = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1].trim());
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/.exec(header);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name ? name : null;
}

/**
 * GET a file that needs the bearer token (a plain link would be refused with 401): the body comes
 * back as a Blob, errors as {@link ApiError}.
 */
export async function apiDownload(path: string, signal?: AbortSignal): Promise<DownloadedFile> {
  const token = getAuthToken();
  const headers: Record<string, string> = {};
  if (token) {
    headers.Authorization = `Bearer ${token}`;
  }
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, { headers, signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') {
      throw error;
    }
    throw new ApiError(0, 'Problème de connexion au serveur');
  }
  if (!response.ok) {
    throw errorFor(response.status, parseJson(await response.text()));
  }
  return {
    blob: await response.blob(),
    filename: filenameFromDisposition(response.headers.get('Content-Disposition')),
  };
}

/** Hands a Blob to the browser as a download named `filename`. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Some browsers read the URL after the click returns: let it live a moment.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
