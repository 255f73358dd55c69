/**
 * A local HTTP server that speaks the BOAMP Explore API v2.1 `records` endpoint
 * (`GET /api/explore/v2.1/catalog/datasets/boamp/records`), for tests, end-to-end runs and
 * benchmarks: the production client talks to it over real HTTP.
 *
 * It applies `where` (ODSQL subset, see odsql.ts), `order_by`, `select` (plain field lists), `limit` and `offset` with the
 * limits of the real API (limit ≤ 100, offset + limit ≤ 10 000, answered with the same
 * `InvalidRESTParameterError` bodies), returns `{total_count, results}`, and can be told to fail:
 * answer 429 (with Retry-After) or 5xx a number of times, never answer, drop the connection, send
 * invalid JSON; and to slip raw malformed values into a day's results.
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { pathToFileURL } from 'node:url';
import { compareRecords, matches, OdsqlError, parseOrderBy, parseWhere } from './odsql.ts';

export const RECORDS_PATH = '/api/explore/v2.1/catalog/datasets/boamp/records';

export interface BoampTestRequest {
  url: URL;
  where: string;
  orderBy: string;
  limit: number;
  offset: number;
}

export interface BoampTestFailure {
  /** Which requests fail: a substring of the decoded request URL, or a predicate. Every request when absent. */
  match?: string | ((request: BoampTestRequest) => boolean);
  /** An HTTP status (429, 500, 503…), `hang` (never answers), `reset` (drops the connection) or `invalid-json`. */
  respond: number | 'hang' | 'reset' | 'invalid-json';
  /** How many matching requests fail before the server answers normally again (default 1; Infinity = always). */
  times?: number;
  /** Retry-After header value (seconds or an HTTP date), for 429/503. */
  retryAfter?: number | string;
  /** Body of the failing answer (default: an ODS-like error body). */
  body?: unknown;
}

export interface BoampTestServerOptions {
  /** Records in the API shape (flat fields; `gestion`/`donnees` as JSON strings). */
  records: readonly Readonly<Record<string, unknown>>[];
  failures?: readonly BoampTestFailure[];
  /** Raw values (anything, e.g. `42` or an object without idweb) returned among the records of a publication day. */
  malformed?: readonly { dateparution: string; value: unknown }[];
  /** Delay before each answer, to simulate a distant source. */
  latencyMs?: number;
  /** Port on 127.0.0.1 (default 0: any free port). */
  port?: number;
}

export interface BoampTestServer {
  /** Base URL to give the client (`http://127.0.0.1:<port>`), without the records path. */
  url: string;
  /** Every request received, path and query as sent (URL-encoded), in order. */
  requests: string[];
  /** Adds (or replaces, by idweb) records, e.g. a rectificatif arriving between two syncs. */
  addRecords: (records: readonly Readonly<Record<string, unknown>>[]) => void;
  /** Adds failure rules at run time. */
  addFailure: (failure: BoampTestFailure) => void;
  close: () => Promise<void>;
}

interface Entry {
  /** What `where` and `order_by` see. */
  fields: Readonly<Record<string, unknown>>;
  /** What is sent. */
  payload: unknown;
}

const MAX_LIMIT = 100;
const MAX_WINDOW = 10_000;

function odsError(response: ServerResponse, status: number, errorCode: string, message: string): void {
  const body = JSON.stringify({ error_code: errorCode, message });
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  response.end(body);
}

function integerParam(value: string | null, fallback: number): number | null {
  if (value === null || value === '') {
    return fallback;
  }
  return /^-?\d+$/.test(value) ? Number(value) : null;
}

export async function startBoampTestServer(options: BoampTestServerOptions): Promise<BoampTestServer> {
  const entries = new Map<string, Entry>();
  let anonymous = 0;
  const add = (records: readonly Readonly<Record<string, unknown>>[]): void => {
    for (const record of records) {
      const id = typeof record.idweb === 'string' ? record.idweb : `\u0000anonymous-${anonymous++}`;
      entries.set(id, { fields: record, payload: record });
    }
  };
  add(options.records);
  for (const { dateparution, value } of options.malformed ?? []) {
    entries.set(`\u0000malformed-${anonymous++}`, { fields: { dateparution }, payload: value });
  }

  const failures = [...(options.failures ?? [])].map((f) => ({ ...f, left: f.times ?? 1 }));
  const requests: string[] = [];
  const sockets = new Set<Socket>();
  // Filtered and sorted result sets, per where + order_by: paging through a day costs one scan.
  const cache = new Map<string, Entry[]>();

  const select = (where: string, orderBy: string): Entry[] => {
    const key = `${where}\u0000${orderBy}`;
    const cached = cache.get(key);
    if (cached) {
      return cached;
    }
    const condition = parseWhere(where);
    const order = parseOrderBy(orderBy);
    const selected = [...entries.values()].filter((e) => matches(condition, e.fields));
    if (order.length > 0) {
      selected.sort((a, b) => compareRecords(order, a.fields, b.fields));
    }
    if (cache.size >= 64) {
      const oldest = cache.keys().next().value;
      if (oldest !== undefined) {
        cache.delete(oldest);
      }
    }
    cache.set(key, selected);
    return selected;
  };

  const handle = (request: IncomingMessage, response: ServerResponse): void => {
    const raw = request.url ?? '/';
    requests.push(raw);
    const url = new URL(raw, 'http://127.0.0.1');
    if (request.method !== 'GET' || url.pathname !== RECORDS_PATH) {
      odsError(response, 404, 'NotFound', `Unknown path ${url.pathname}`);
      return;
    }
    const params = url.searchParams;
    const limit = integerParam(params.get('limit'), 10);
    const offset = integerParam(params.get('offset'), 0);
    const where = params.get('where') ?? '';
    const orderBy = params.get('order_by') ?? '';
    const context: BoampTestRequest = { url, where, orderBy, limit: limit ?? 10, offset: offset ?? 0 };
    let decoded = raw;
    try {
      decoded = decodeURIComponent(raw);
    } catch {
      // Keep the raw form.
    }

    const failure = failures.find(
      (f) =>
        f.left > 0 &&
        (f.match === undefined ||
          (typeof f.match === 'string' ? decoded.includes(f.match) || where.includes(f.match) : f.match(context))),
    );
    if (failure) {
      failure.left--;
      if (failure.respond === 'hang') {
        return;
      }
      if (failure.respond === 'reset') {
        request.socket.destroy();
        return;
      }
      if (failure.respond === 'invalid-json') {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end('{"total_count": 3, "results": [');
        return;
      }
      const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8' };
      if (failure.retryAfter !== undefined) {
        headers['retry-after'] = String(failure.retryAfter);
      }
      const body =
        failure.body ??
        (failure.respond === 429
          ? {
              error_code: 'TooManyRequests',
              message: 'Too many requests on the domain. Please contact the domain administrator.',
            }
          : { error_code: 'ServerError', message: `Simulated failure ${failure.respond}` });
      response.writeHead(failure.respond, headers);
      response.end(JSON.stringify(body));
      return;
    }

    if (limit === null || limit < 0 || limit > MAX_LIMIT) {
      odsError(
        response,
        400,
        'InvalidRESTParameterError',
        `Invalid value for limit API parameter: ${params.get('limit')} was found but -1 <= limit <= ${MAX_LIMIT} is expected.`,
      );
      return;
    }
    if (offset === null || offset < 0) {
      odsError(
        response,
        400,
        'InvalidRESTParameterError',
        `Invalid value for offset API parameter: ${params.get('offset')} was found but offset >= 0 is expected.`,
      );
      return;
    }
    if (offset + limit > MAX_WINDOW) {
      odsError(
        response,
        400,
        'InvalidRESTParameterError',
        `Invalid value for sum of offset + limit API parameter: ${offset + limit} was found but 0 <= offset + limit <= ${MAX_WINDOW} is expected.`,
      );
      return;
    }
    let selected: Entry[];
    try {
      selected = select(where, orderBy);
    } catch (error) {
      if (error instanceof OdsqlError) {
        odsError(response, 400, 'ODSQLError', `ODSQL query is malformed: ${error.message}`);
        return;
      }
      throw error;
    }
    const fields = (params.get('select') ?? '*')
      .split(',')
      .map((f) => f.trim())
      .filter((f) => f !== '');
    const project = (payload: unknown): unknown =>
      fields.includes('*') || fields.length === 0 || typeof payload !== 'object' || payload === null
        ? payload
        : Object.fromEntries(fields.map((f) => [f, (payload as Record<string, unknown>)[f] ?? null]));
    const body = JSON.stringify({
      total_count: selected.length,
      results: selected.slice(offset, offset + limit).map((e) => project(e.payload)),
    });
    response.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
    });
    response.end(body);
  };

  const server = createServer((request, response) => {
    const answer = (): void => {
      try {
        handle(request, response);
      } catch (error) {
        odsError(response, 500, 'ServerError', error instanceof Error ? error.message : String(error));
      }
    };
    if (options.latencyMs) {
      setTimeout(answer, options.latencyMs);
    } else {
      answer();
    }
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    addRecords: (records) => {
      add(records);
      cache.clear();
    },
    addFailure: (failure) => {
      failures.push({ ...failure, left: failure.times ?? 1 });
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const socket of sockets) {
          socket.destroy();
        }
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** Records of a `.jsonl` file (one per line) or a `.json` file (an array, or an API answer with `results`). */
export function readRecordsFile(file: string): Record<string, unknown>[] {
  const text = readFileSync(file, 'utf8');
  if (file.endsWith('.jsonl')) {
    return text
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  }
  const parsed = JSON.parse(text) as unknown;
  const list = Array.isArray(parsed) ? parsed : (parsed as { results?: unknown }).results;
  if (!Array.isArray(list)) {
    throw new Error(`${file}: neither a list of records nor an API answer with results`);
  }
  return list as Record<string, unknown>[];
}

/**
 * Standalone use, for end-to-end runs and benchmarks:
 *   node --import tsx apps/server/src/test/servers/boamp.ts [--port 4010] [--latency 0] file.jsonl [more.json…]
 * Prints one JSON line `{"url": …, "records": n}` once listening; stops on SIGINT/SIGTERM.
 */
async function main(args: string[]): Promise<void> {
  const files: string[] = [];
  let port = 0;
  let latencyMs = 0;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    if (arg === '--port') {
      port = Number(args[++i]);
    } else if (arg === '--latency') {
      latencyMs = Number(args[++i]);
    } else {
      files.push(arg);
    }
  }
  const records = files.flatMap(readRecordsFile);
  const server = await startBoampTestServer({ records, port, latencyMs });
  console.log(JSON.stringify({ url: server.url, records: records.length }));
  const stop = (): void => {
    void server.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
