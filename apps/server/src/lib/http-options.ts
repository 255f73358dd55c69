import type { ServerOptions } from 'node:http';

/**
 * The HTTP server's deadlines (ADR 014). Node only enforces `requestTimeout` and `headersTimeout`
 * at each connection check, so the check runs at a quarter of the shortest one (at most every 5 s).
 */
export interface HttpTimeouts {
  /** The whole request, headers and body, must arrive within this: 120 s, a 10 MiB upload at 0.7 Mbit/s. */
  requestMs: number;
  /** The request line and headers must arrive within this (slowloris). */
  headersMs: number;
  /** An idle kept-alive connection is closed after this; above the 60 s of the usual reverse proxies. */
  keepAliveMs: number;
  /** A socket with no byte in either direction for this long is closed. */
  connectionMs: number;
}

export const DEFAULT_HTTP_TIMEOUTS: HttpTimeouts = {
  requestMs: 120_000,
  headersMs: 20_000,
  keepAliveMs: 72_000,
  connectionMs: 120_000,
};

export function httpServerOptions(given: Partial<HttpTimeouts> = {}): {
  requestTimeout: number;
  connectionTimeout: number;
  keepAliveTimeout: number;
  http: ServerOptions;
} {
  const t = { ...DEFAULT_HTTP_TIMEOUTS, ...given };
  const headersMs = Math.min(t.headersMs, t.requestMs);
  const checkMs = Math.max(50, Math.min(5_000, Math.floor(headersMs / 4)));
  return {
    requestTimeout: t.requestMs,
    connectionTimeout: t.connectionMs,
    keepAliveTimeout: t.keepAliveMs,
    http: {
      requestTimeout: t.requestMs,
      headersTimeout: headersMs,
      keepAliveTimeout: t.keepAliveMs,
      connectionsCheckingInterval: checkMs,
    },
  };
}

/**
 * Fastify's `trustProxy`, never "trust everything" (ADR 014). `true`, the legacy TRUST_PROXY value,
 * is one hop. A hop count trusts that many addresses from the right of X-Forwarded-For, the socket's
 * peer first, so request.ip is the address the last trusted proxy saw, not the leftmost entry a
 * client writes. (Fastify 5.12 trusts nothing for a plain number, hence the function.)
 */
export function trustProxyOption(
  given: boolean | number | string[] | undefined,
): false | string[] | ((address: string, hop: number) => boolean) {
  const hops = given === true ? 1 : typeof given === 'number' ? given : 0;
  if (hops > 0) {
    return (_address, hop) => hop < hops;
  }
  return Array.isArray(given) && given.length > 0 ? given : false;
}
