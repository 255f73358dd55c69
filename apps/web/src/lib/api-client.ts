import type { z } from 'zod';
import { errorBodySchema, type ErrorCode, type FieldError } from '@batiao/shared/errors';

/** Every call goes to the same origin under /api (Vite proxies it in development). */
export const API_BASE = '/api';

/** An HTTP failure, with the parsed `{detail, code}` body when the server sent one. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | undefined;
  readonly detail: string | FieldError[] | undefined;

  constructor(status: number, message: string, body?: { code?: ErrorCode; detail?: string | FieldError[] }) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = body?.code;
    this.detail = body?.detail;
  }

  /** No answer at all (server down, offline, aborted by the network). */
  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

let bearerToken: string | null = null;

/** The token sent as `Authorization: Bearer …` on every later call; null removes the header. */
export function setAuthToken(token: string | null): void {
  bearerToken = token;
}

export function getAuthToken(): string | null {
  return bearerToken;
}

type QueryValue = string | number | boolean | undefined;

export interface ApiRequestOptions<S extends z.ZodType> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  query?: Record<string, QueryValue>;
  /** The shared contract the answer must match. */
  schema: S;
  /** Overrides the session token (used while the session itself is being restored). */
  token?: string | null;
  signal?: AbortSignal;
}

function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const url = `${API_BASE}${path}`;
  if (!query) {
    return url;
  }
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) {
      params.set(key, String(value));
    }
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) {
    return undefined;
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The one HTTP entry point of the web app: JSON in, JSON out, bearer token attached, any status
 * outside 2xx turned into an {@link ApiError}, and the answer checked against the shared contract.
 */
export async function apiRequest<S extends z.ZodType>(
  path: string,
  options: ApiRequestOptions<S>,
): Promise<z.output<S>> {
  const { method = 'GET', body, query, schema, signal } = options;
  const token = options.token === undefined ? bearerToken : options.token;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
  }
  if (token) {
    headers.Authorization = `Bearer ${token}`;
  }

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') {
      throw error;
    }
    throw new ApiError(0, 'Problème de connexion au serveur');
  }

  const payload = await readJson(response);
  if (!response.ok) {
    const parsed = errorBodySchema.safeParse(payload);
    if (parsed.success) {
      const { detail, code } = parsed.data;
      const message = typeof detail === 'string' ? detail : (detail[0]?.message ?? `Erreur ${response.status}`);
      throw new ApiError(response.status, message, { detail, code });
    }
    throw new ApiError(response.status, `Erreur ${response.status}`);
  }

  const parsed = schema.safeParse(payload);
  if (!parsed.success) {
    throw new ApiError(response.status, 'Réponse inattendue du serveur');
  }
  return parsed.data;
}
