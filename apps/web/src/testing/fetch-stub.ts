import { vi } from 'vitest';

/** One request as the web app sent it through `fetch`. */
export interface RecordedRequest {
  url: URL;
  method: string;
  headers: Headers;
  body: unknown;
}

export type FetchHandler = (request: RecordedRequest) => Response | Promise<Response>;

/** A JSON answer, as the server sends it. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
}

export function errorResponse(
  status: number,
  detail: string | { field: string; message: string }[],
  code: string,
): Response {
  return jsonResponse({ detail, code }, status);
}

/**
 * Replaces `globalThis.fetch` (the web app's HTTP boundary) for the current test; every request is
 * recorded. Unknown routes answer 404 so that a forgotten handler shows up as a failure.
 */
export function stubFetch(handler: FetchHandler) {
  const requests: RecordedRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const rawBody = init?.body;
    const request: RecordedRequest = {
      url: new URL(href, 'http://localhost'),
      method: (init?.method ?? 'GET').toUpperCase(),
      headers: new Headers(init?.headers),
      body: typeof rawBody === 'string' ? (JSON.parse(rawBody) as unknown) : undefined,
    };
    requests.push(request);
    return handler(request);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    requests,
    fetchMock,
    /** The requests made to one path (without query string). */
    to: (pathname: string) => requests.filter((request) => request.url.pathname === pathname),
  };
}

export function notFound(): Response {
  return errorResponse(404, 'Ressource introuvable', 'NOT_FOUND');
}

/** A promise settled by the test, to hold a response while asserting on the loading state. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
