import { lookup as dnsLookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import type { Readable } from 'node:stream';
import { AppError } from './app-error.ts';

/*
 * Fetching an address a user typed (ADR 023), without letting it reach an internal host (SSRF):
 * http/https only, no credentials, ports 80/443/8080/8443; the host is resolved here and every
 * address it resolves to is checked (loopback, private, link-local, CGNAT, multicast,
 * unspecified, reserved, the cloud metadata addresses; IPv4, IPv6 and IPv4 inside IPv6), then the
 * connection goes to the checked address (the socket's lookup is pinned to it, so a second DNS
 * answer cannot switch it). Redirects are followed by hand, each hop checked the same way, 5 at
 * most. 10 s in all, 5 MB at most (counted while reading, after decompression), HTML, PDF or DOCX
 * only, no cookies sent or kept.
 */

export const SAFE_FETCH_TIMEOUT_MS = 10_000;
export const SAFE_FETCH_MAX_BYTES = 5 * 1024 * 1024;
export const SAFE_FETCH_MAX_REDIRECTS = 5;
export const SAFE_FETCH_PORTS: readonly number[] = [80, 443, 8080, 8443];

export const SAFE_FETCH_MESSAGES = {
  invalidUrl: 'Adresse invalide : saisissez une adresse web complète (https://…)',
  scheme: 'Adresse refusée : seules les adresses http:// et https:// sont acceptées',
  credentials: 'Adresse refusée : elle ne doit pas contenir d’identifiant ni de mot de passe',
  port: 'Adresse refusée : seuls les ports 80, 443, 8080 et 8443 sont acceptés',
  privateAddress: 'Adresse refusée : elle désigne un réseau interne ou réservé, pas un site public',
  unresolved: 'Adresse introuvable : le nom de domaine ne répond pas',
  tooManyRedirects: 'La page redirige trop de fois (5 redirections au plus)',
  badRedirect: 'La page redirige vers une adresse invalide',
  timeout: 'La page a mis trop de temps à répondre (10 secondes au plus)',
  tooLarge: 'Le document est trop volumineux (5 Mo au plus)',
  unsupportedType: 'Type de document non pris en charge : seules les pages HTML, les PDF et les DOCX sont lus',
  unreachable: 'La page n’a pas pu être lue : le site ne répond pas',
  httpError: (status: number) => `La page n’a pas pu être lue : le site a répondu ${status}`,
} as const;

export type FetchedKind = 'html' | 'pdf' | 'docx';

export interface FetchedDocument {
  /** The address the document was read from (after the redirects). */
  url: string;
  kind: FetchedKind;
  /** The charset the server declared, if any (HTML). */
  charset: string | null;
  body: Buffer;
}

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export interface SafeFetchOptions {
  /**
   * Loopback addresses (127.0.0.0/8, ::1) and any port allowed: for tests against a local server
   * (`URL_FETCH_ALLOW_PRIVATE=1`, refused in production). Every other refusal stays.
   */
  allowLoopback?: boolean;
  /** How host names are resolved (every address); the system resolver by default. */
  resolve?: Resolver;
  timeoutMs?: number;
  maxBytes?: number;
  /** Told each address a connection is opened to (tests assert that a refusal opened none). */
  onConnect?: (address: string) => void;
}

const systemResolver: Resolver = async (hostname) => {
  const answers = await dnsLookup(hostname, { all: true, verbatim: true });
  return answers.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
};

/* ---------------------------------------------------------------- address ranges */

function ipv4ToInt(address: string): number {
  return address.split('.').reduce((acc, part) => acc * 256 + Number(part), 0);
}

const V4_BLOCKED: readonly [string, number][] = [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // CGNAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata 169.254.169.254
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
];

function inV4Range(address: string, base: string, bits: number): boolean {
  const mask = bits === 0 ? 0 : (0xffffffff << (32 - bits)) >>> 0;
  return (ipv4ToInt(address) & mask) >>> 0 === (ipv4ToInt(base) & mask) >>> 0;
}

function isLoopbackV4(address: string): boolean {
  return inV4Range(address, '127.0.0.0', 8);
}

/** The 8 groups of an IPv6 address as numbers (with an embedded dotted IPv4 tail), or null. */
function ipv6Groups(address: string): number[] | null {
  let text = address.toLowerCase();
  const zone = text.indexOf('%');
  if (zone >= 0) {
    text = text.slice(0, zone);
  }
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (tail?.[1]) {
    const n = ipv4ToInt(tail[1]);
    text = `${text.slice(0, -tail[1].length)}${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = rest ? rest.split(':') : [];
  const missing = 8 - left.length - right.length;
  if (text.includes('::') ? missing < 1 : missing !== 0) {
    return null;
  }
  const groups = [...left, ...Array<string>(text.includes('::') ? missing : 0).fill('0'), ...right].map((g) =>
    parseInt(g, 16),
  );
  return groups.length === 8 && groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : null;
}

function v4FromGroups(high: number, low: number): string {
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
}

/** Why this address may not be fetched (a short English reason for the logs), or null when it may. */
export function blockedAddressReason(address: string, options: { allowLoopback?: boolean } = {}): string | null {
  const version = isIP(address);
  if (version === 4) {
    if (options.allowLoopback && isLoopbackV4(address)) {
      return null;
    }
    const range = V4_BLOCKED.find(([base, bits]) => inV4Range(address, base, bits));
    return range ? `ipv4 ${range[0]}/${range[1]}` : null;
  }
  if (version !== 6) {
    return 'not an ip address';
  }
  const g = ipv6Groups(address);
  if (!g) {
    return 'unreadable ipv6';
  }
  const [g0 = 0, g1 = 0, g2 = 0, g3 = 0, g4 = 0, g5 = 0, g6 = 0, g7 = 0] = g;
  const zeroUpTo = (n: number) => g.slice(0, n).every((x) => x === 0);
  if (zeroUpTo(7) && g7 === 0) {
    return 'ipv6 unspecified';
  }
  if (zeroUpTo(7) && g7 === 1) {
    return options.allowLoopback ? null : 'ipv6 loopback';
  }
  // IPv4 inside IPv6: mapped ::ffff:a.b.c.d, compatible ::a.b.c.d, translated ::ffff:0:a.b.c.d,
  // NAT64 64:ff9b::a.b.c.d: the IPv4 address is what a connection may reach.
  if ((zeroUpTo(5) && g5 === 0xffff) || zeroUpTo(6) || (zeroUpTo(4) && g4 === 0xffff && g5 === 0)) {
    return blockedAddressReason(v4FromGroups(g6, g7), options);
  }
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) {
    return blockedAddressReason(v4FromGroups(g6, g7), options);
  }
  if (g0 === 0x2002) {
    // 6to4: the IPv4 address in the next 32 bits.
    return blockedAddressReason(v4FromGroups(g1, g2), options) ? 'ipv6 6to4 of a blocked ipv4' : null;
  }
  if ((g0 & 0xfe00) === 0xfc00) {
    return 'ipv6 unique local (fc00::/7, fd00:ec2::254)';
  }
  if ((g0 & 0xffc0) === 0xfe80 || (g0 & 0xffc0) === 0xfec0) {
    return 'ipv6 link-local or site-local';
  }
  if ((g0 & 0xff00) === 0xff00) {
    return 'ipv6 multicast';
  }
  if (g0 === 0x2001 && g1 === 0x0db8) {
    return 'ipv6 documentation';
  }
  if (g0 === 0x0100 && g1 === 0 && g2 === 0 && g3 === 0) {
    return 'ipv6 discard';
  }
  if (g0 === 0x2001 && g1 < 0x200) {
    // Teredo and the IETF protocol assignments.
    return 'ipv6 ietf assignments';
  }
  return null;
}

/* ---------------------------------------------------------------- the checks of one hop */

function refuse(detail: string): AppError {
  return new AppError('BAD_REQUEST', detail);
}

/** The address's URL if it may be requested at all (scheme, credentials), before any resolution. */
export function checkUrlShape(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw refuse(SAFE_FETCH_MESSAGES.invalidUrl);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw refuse(SAFE_FETCH_MESSAGES.scheme);
  }
  if (url.username !== '' || url.password !== '') {
    throw refuse(SAFE_FETCH_MESSAGES.credentials);
  }
  if (!url.hostname) {
    throw refuse(SAFE_FETCH_MESSAGES.invalidUrl);
  }
  return url;
}

/** Only the web's ports (any port with the loopback allowed, for a local test server). */
function checkPort(url: URL, options: { allowLoopback?: boolean }): void {
  const port = url.port === '' ? (url.protocol === 'https:' ? 443 : 80) : Number(url.port);
  if (!SAFE_FETCH_PORTS.includes(port) && !options.allowLoopback) {
    throw refuse(SAFE_FETCH_MESSAGES.port);
  }
}

/** The URL's host without IPv6 brackets (the WHATWG parser already wrote decimal, octal and hex IPv4 as dotted). */
function bareHost(url: URL): string {
  const host = url.hostname;
  return host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
}

/** The address to connect to for this URL: every address of the host checked; refused otherwise. */
export async function resolveSafely(url: URL, options: SafeFetchOptions = {}): Promise<ResolvedAddress> {
  const host = bareHost(url);
  const literal = isIP(host);
  let addresses: ResolvedAddress[];
  if (literal !== 0) {
    addresses = [{ address: host, family: literal === 6 ? 6 : 4 }];
  } else {
    if (/^[0-9.]+$/.test(host) || host.toLowerCase() === 'localhost' || host.toLowerCase().endsWith('.localhost')) {
      throw refuse(SAFE_FETCH_MESSAGES.privateAddress);
    }
    try {
      addresses = await (options.resolve ?? systemResolver)(host);
    } catch {
      throw refuse(SAFE_FETCH_MESSAGES.unresolved);
    }
  }
  if (addresses.length === 0) {
    throw refuse(SAFE_FETCH_MESSAGES.unresolved);
  }
  if (addresses.some((a) => blockedAddressReason(a.address, options) !== null)) {
    throw refuse(SAFE_FETCH_MESSAGES.privateAddress);
  }
  const [first] = addresses;
  if (!first) {
    throw refuse(SAFE_FETCH_MESSAGES.unresolved);
  }
  return first;
}

/* ---------------------------------------------------------------- the request */

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const ACCEPTED_TYPES = new Set([
  'text/html',
  'application/xhtml+xml',
  'application/pdf',
  DOCX_TYPE,
  'application/octet-stream',
  'binary/octet-stream',
  '',
]);

function kindOf(contentType: string, head: Buffer): FetchedKind | null {
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  const isPdf = head.subarray(0, 5).toString('latin1') === '%PDF-';
  const isZip = head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04;
  if (type === 'text/html' || type === 'application/xhtml+xml') {
    return 'html';
  }
  if (type === 'application/pdf') {
    return isPdf ? 'pdf' : null;
  }
  if (type === DOCX_TYPE) {
    return isZip ? 'docx' : null;
  }
  if (type === 'application/octet-stream' || type === 'binary/octet-stream' || type === '') {
    // A server that does not say: the content decides (a PDF, or a ZIP read as DOCX further on).
    return isPdf ? 'pdf' : isZip ? 'docx' : null;
  }
  return null;
}

function charsetOf(contentType: string): string | null {
  const match = /charset\s*=\s*"?([\w-]+)/i.exec(contentType);
  return match?.[1]?.toLowerCase() ?? null;
}

interface HopResult {
  status: number;
  location: string | null;
  contentType: string;
  body: Buffer | null;
}

function requestOnce(
  url: URL,
  pinned: ResolvedAddress,
  deadline: number,
  options: SafeFetchOptions,
  signal: AbortSignal,
): Promise<HopResult> {
  const maxBytes = options.maxBytes ?? SAFE_FETCH_MAX_BYTES;
  return new Promise<HopResult>((resolve, reject) => {
    // Every connection of this request goes to the checked address, whatever DNS says now.
    const lookup: LookupFunction = (_hostname, lookupOptions, callback) => {
      if ((lookupOptions as { all?: boolean }).all) {
        (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [
          { address: pinned.address, family: pinned.family },
        ]);
      } else {
        callback(null, pinned.address, pinned.family);
      }
    };
    const client = url.protocol === 'https:' ? https : http;
    options.onConnect?.(pinned.address);
    const request = client.request(
      url,
      {
        method: 'GET',
        lookup,
        agent: false,
        signal,
        timeout: Math.max(1, deadline - Date.now()),
        headers: {
          'user-agent': "BatiAO/1.0 (lecture d'avis de marche)",
          accept: `text/html,application/xhtml+xml,application/pdf,${DOCX_TYPE};q=0.9,*/*;q=0.1`,
          'accept-encoding': 'gzip, deflate, br',
          'accept-language': 'fr-FR,fr;q=0.9',
        },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const contentType = String(response.headers['content-type'] ?? '');
        if (REDIRECTS.has(status) || status < 200 || status >= 300) {
          response.resume();
          resolve({ status, location: response.headers.location ?? null, contentType, body: null });
          return;
        }
        if (!ACCEPTED_TYPES.has(contentType.split(';')[0]?.trim().toLowerCase() ?? '')) {
          response.destroy();
          reject(new AppError('UNSUPPORTED_MEDIA_TYPE', SAFE_FETCH_MESSAGES.unsupportedType));
          return;
        }
        const declared = Number(response.headers['content-length']);
        if (Number.isFinite(declared) && declared > maxBytes) {
          response.destroy();
          reject(new AppError('PAYLOAD_TOO_LARGE', SAFE_FETCH_MESSAGES.tooLarge));
          return;
        }
        let stream: Readable = response;
        const encoding = String(response.headers['content-encoding'] ?? '').toLowerCase();
        if (encoding === 'gzip' || encoding === 'x-gzip') {
          stream = response.pipe(createGunzip());
        } else if (encoding === 'deflate') {
          stream = response.pipe(createInflate());
        } else if (encoding === 'br') {
          stream = response.pipe(createBrotliDecompress());
        }
        const chunks: Buffer[] = [];
        let size = 0;
        stream.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) {
            response.destroy();
            stream.destroy();
            reject(new AppError('PAYLOAD_TOO_LARGE', SAFE_FETCH_MESSAGES.tooLarge));
            return;
          }
          chunks.push(chunk);
        });
        stream.on('end', () => resolve({ status, location: null, contentType, body: Buffer.concat(chunks) }));
        stream.on('error', (error) => reject(error));
        response.on('error', (error) => reject(error));
      },
    );
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', (error) => reject(error));
    request.end();
  });
}

/**
 * Reads a public HTML page, PDF or DOCX at a user's address. Refusals and failures are AppErrors
 * with a French message: 400 (an address that may not be fetched), 413 (too large), 415 (not
 * HTML/PDF/DOCX), 502 (the site did not answer well), 504-like timeouts as 502 too.
 */
export async function safeFetch(raw: string, options: SafeFetchOptions = {}): Promise<FetchedDocument> {
  const timeoutMs = options.timeoutMs ?? SAFE_FETCH_TIMEOUT_MS;
  const deadline = Date.now() + timeoutMs;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    let url = checkUrlShape(raw);
    for (let hop = 0; ; hop += 1) {
      const pinned = await resolveSafely(url, options);
      checkPort(url, options);
      if (Date.now() >= deadline) {
        throw new AppError('BAD_GATEWAY', SAFE_FETCH_MESSAGES.timeout);
      }
      let result: HopResult;
      try {
        result = await requestOnce(url, pinned, deadline, options, controller.signal);
      } catch (error) {
        if (error instanceof AppError) {
          throw error;
        }

        throw new AppError(
          'BAD_GATEWAY',
          controller.signal.aborted || Date.now() >= deadline
            ? SAFE_FETCH_MESSAGES.timeout
            : SAFE_FETCH_MESSAGES.unreachable,
        );
      }
      if (REDIRECTS.has(result.status)) {
        if (hop >= SAFE_FETCH_MAX_REDIRECTS) {
          throw new AppError('BAD_GATEWAY', SAFE_FETCH_MESSAGES.tooManyRedirects);
        }
        if (!result.location) {
          throw new AppError('BAD_GATEWAY', SAFE_FETCH_MESSAGES.badRedirect);
        }
        let next: string;
        try {
          next = new URL(result.location, url).toString();
        } catch {
          throw new AppError('BAD_GATEWAY', SAFE_FETCH_MESSAGES.badRedirect);
        }
        url = checkUrlShape(next);
        continue;
      }
      if (result.status < 200 || result.status >= 300 || !result.body) {
        throw new AppError('BAD_GATEWAY', SAFE_FETCH_MESSAGES.httpError(result.status));
      }
      const kind = kindOf(result.contentType, result.body);
      if (!kind) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', SAFE_FETCH_MESSAGES.unsupportedType);
      }
      return { url: url.toString(), kind, charset: charsetOf(result.contentType), body: result.body };
    }
  } finally {
    clearTimeout(timer);
  }
}
