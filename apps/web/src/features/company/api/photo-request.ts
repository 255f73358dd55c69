import { errorBodySchema } from '@batiao/shared/errors';
import { API_BASE, ApiError, getAuthToken } from '../../../lib/api-client';

/**
 * The calls that are not JSON in and out (a multipart upload, an image download): same origin,
 * same bearer token and same {@link ApiError} as the shared API client.
 */
export async function authorizedFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const token = getAuthToken();
  const headers = new Headers(init.headers);
  if (token) {
    headers.set('Authorization', `Bearer ${token}`);
  }
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, { ...init, headers });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') {
      throw error;
    }
    throw new ApiError(0, 'Problème de connexion au serveur');
  }
  if (!response.ok) {
    let payload: unknown;
    try {
      payload = await response.json();
    } catch {
      payload = undefined;
    }
    const parsed = errorBodySchema.safeParse(payload);
    if (parsed.success) {
      const { detail, code } = parsed.data;
      const message = typeof detail === 'string' ? detail : (detail[0]?.message ?? `Erreur ${response.status}`);
      throw new ApiError(response.status, message, { detail, code });
    }
    throw new ApiError(response.status, `Erreur ${response.status}`);
  }
  return response;
}

export const photoPath = (referenceId: string, photoId?: string) =>
  `/company/references/${encodeURIComponent(referenceId)}/photos${photoId ? `/${encodeURIComponent(photoId)}` : ''}`;
