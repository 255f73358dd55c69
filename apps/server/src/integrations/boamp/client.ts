/**
 * Client of the BOAMP open-data API (DILA, OpenDataSoft Explore API v2.1, dataset `boamp`).
 *
 * It pages by publication day: `where=dateparution=date'YYYY-MM-DD'`, `order_by=idweb`,
 * `limit` ≤ 100 and `offset` while `offset + limit` ≤ 10 000 (the API's cap on `records`).
 *
 * Days of more than 10 000 notices (the BOAMP publishes about 1 000 a day, so this is a safety
 * net) are cut into windows by keyset pagination on the sort key: once a window has given its
 * 10 000 records, the next one asks for `dateparution=date'D' AND idweb > '<last idweb received>'`
 * from offset 0, with the same `order_by=idweb`. Each window is then again capped at 10 000 and
 * the windows follow each other without overlap or gap, since idweb is the unique key the results
 * are sorted on. Records without idweb (unusable anyway) sort last and are only reached in the
 * first window.
 *
 * Every request has a timeout; 429, 5xx, network errors, timeouts and unreadable answers are
 * retried with exponential backoff (Retry-After honoured), then `BoampUnavailableError`. Other
 * 4xx answers throw `BoampRequestError` with the API's message. Records are returned raw: the
 * caller normalises them (`normalizeDay`), so one bad record never stops a sync.
 */
import { isObject } from './tree.ts';

export { normalizeDay, type NormalizedDay } from './normalize.ts';

export const DEFAULT_BOAMP_API_URL = 'https://boamp-datadila.opendatasoft.com';
export const BOAMP_RECORDS_PATH = '/api/explore/v2.1/catalog/datasets/boamp/records';
/** The API's page size limit. */
export const BOAMP_MAX_PAGE_SIZE = 100;
/** The API's cap on `offset + limit` for the records endpoint. */
export const BOAMP_MAX_WINDOW = 10_000;

/** The source cannot be reached (network, timeouts, 429/5xx after every retry). */
export class BoampUnavailableError extends Error {
  readonly url: string;
  readonly attempts: number;
  /** Last HTTP status received, if any. */
  readonly status: number | null;

  constructor(details: { url: string; attempts: number; status: number | null; cause: unknown }) {
    super('La source BOAMP est injoignable', { cause: details.cause });
    this.name = 'BoampUnavailableError';
    this.url = details.url;
    this.attempts = details.attempts;
    this.status = details.status;
  }
}

/** The source refused the request (4xx other than 429): a bug in the query, not worth retrying. */
export class BoampRequestError extends Error {
  readonly url: string;
  readonly status: number;
  /** ODS `error_code` (e.g. InvalidRESTParameterError, ODSQLError), when given. */
  readonly errorCode: string | null;
  /** ODS `message`, or the body text. */
  readonly detail: string;

  constructor(details: { url: string; status: number; errorCode: string | null; detail: string }) {
    super(
      `La source BOAMP a refusé la requête (HTTP ${details.status}${details.errorCode ? `, ${details.errorCode}` : ''}) : ${details.detail}`,
    );
    this.name = 'BoampRequestError';
    this.url = details.url;
    this.status = details.status;
    this.errorCode = details.errorCode;
    this.detail = details.detail;
  }
}

export interface BoampClientOptions {
  /** Portal base address (`BOAMP_API_URL`); the records path is appended. */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** Per request, body included. */
  timeoutMs?: number;
  /** Records per request, at most 100. */
  pageSize?: number;
  /** Retries after the first attempt. */
  maxRetries?: number;
  /** First backoff delay; doubles at each retry. */
  retryBaseMs?: number;
  /** Cap of one wait, Retry-After included. */
  maxRetryDelayMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

export interface BoampPageInfo {
  date: string;
  /** 0 for the first window of the day, 1… for the windows after a split. */
  window: number;
  offset: number;
  /** Records in this page. */
  received: number;
  /** Records received so far for the day. */
  receivedForDay: number;
  /** Records of the day according to the API. */
  dayTotal: number;
}

export interface BoampDay {
  date: string;
  /** Raw records, deduplicated by idweb, in idweb order. */
  records: unknown[];
  /** `total_count` of the day announced by the API (compare with `records.length`). */
  total: number;
  /** Requests made. */
  requests: number;
}

export interface BoampRecordsPage {
  total_count: number;
  results: unknown[];
}

export interface BoampClient {
  readonly baseUrl: string;
  /** One page of `records` (low level): retries, timeouts and limits applied. */
  fetchPage: (query: {
    where?: string;
    orderBy?: string;
    limit?: number;
    offset?: number;
  }) => Promise<BoampRecordsPage>;
  /** Every record published that day ('YYYY-MM-DD'). */
  fetchDay: (date: string, onPage?: (page: BoampPageInfo) => void) => Promise<BoampDay>;
  /** Each day from `from` to `to` included, oldest first. */
  iterateDays: (from: string, to: string, onPage?: (page: BoampPageInfo) => void) => AsyncGenerator<BoampDay>;
  /** One notice by idweb (e.g. the original of a rectificatif), raw; null when the source does not know it. */
  fetchNotice: (idweb: string) => Promise<unknown>;
}

const defaultSleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

function assertDay(date: string): void {
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(date) && new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) === date;
  if (!valid) {
    throw new RangeError(`Date de parution invalide : "${date}" (attendu AAAA-MM-JJ)`);
  }
}

/** An ODSQL text literal; idwebs are plain identifiers, anything else is refused rather than escaped. */
function textLiteral(value: string): string {
  if (!/^[\w.-]+$/.test(value)) {
    throw new RangeError(`Identifiant BOAMP inattendu : "${value}"`);
  }
  return `'${value}'`;
}

export function nextDay(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** Seconds or an HTTP date → milliseconds to wait; null when absent or unreadable. */
function retryAfterMs(header: string | null): number | null {
  if (header === null || header.trim() === '') {
    return null;
  }
  if (/^\d+(\.\d+)?$/.test(header.trim())) {
    return Math.round(Number(header.trim()) * 1000);
  }
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - Date.now());
}

function odsErrorOf(body: string): { errorCode: string | null; detail: string } {
  try {
    const parsed: unknown = JSON.parse(body);
    if (isObject(parsed)) {
      const message = typeof parsed.message === 'string' ? parsed.message : null;
      const errorCode = typeof parsed.error_code === 'string' ? parsed.error_code : null;
      return { errorCode, detail: message ?? body.slice(0, 500) };
    }
  } catch {
    // Not JSON: the text itself.
  }
  return { errorCode: null, detail: body.slice(0, 500) || '(réponse vide)' };
}

class RetryableError extends Error {
  readonly status: number | null;
  readonly waitMs: number | null;

  constructor(message: string, status: number | null = null, waitMs: number | null = null) {
    super(message);
    this.name = 'RetryableError';
    this.status = status;
    this.waitMs = waitMs;
  }
}

export function createBoampClient(options: BoampClientOptions = {}): BoampClient {
  const baseUrl = (options.baseUrl ?? DEFAULT_BOAMP_API_URL).replace(/\/+$/, '');
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? 20_000;
  const pageSize = Math.min(Math.max(1, Math.floor(options.pageSize ?? BOAMP_MAX_PAGE_SIZE)), BOAMP_MAX_PAGE_SIZE);
  const maxRetries = Math.max(0, options.maxRetries ?? 4);
  const retryBaseMs = options.retryBaseMs ?? 500;
  const maxRetryDelayMs = options.maxRetryDelayMs ?? 60_000;
  const sleep = options.sleep ?? defaultSleep;

  const urlFor = (query: { where?: string; orderBy?: string; limit?: number; offset?: number }): string => {
    const params: string[] = [];
    const encode = (value: string): string => encodeURIComponent(value).replace(/'/g, '%27');
    if (query.where) {
      params.push(`where=${encode(query.where)}`);
    }
    if (query.orderBy) {
      params.push(`order_by=${encode(query.orderBy)}`);
    }
    params.push(`limit=${query.limit ?? pageSize}`);
    params.push(`offset=${query.offset ?? 0}`);
    return `${baseUrl}${BOAMP_RECORDS_PATH}?${params.join('&')}`;
  };

  /** One attempt: the parsed page, or a RetryableError / BoampRequestError. */
  const attempt = async (url: string): Promise<BoampRecordsPage> => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new RetryableError(`délai de ${timeoutMs} ms dépassé`)), timeoutMs);
    try {
      let response: Response;
      let body: string;
      try {
        response = await fetchImpl(url, { signal: controller.signal, headers: { accept: 'application/json' } });
        body = await response.text();
      } catch (error) {
        if (controller.signal.aborted && controller.signal.reason instanceof RetryableError) {
          throw controller.signal.reason;
        }
        throw new RetryableError(`erreur réseau : ${error instanceof Error ? error.message : String(error)}`);
      }
      if (response.status === 429 || response.status >= 500) {
        throw new RetryableError(
          `HTTP ${response.status} : ${odsErrorOf(body).detail}`,
          response.status,
          retryAfterMs(response.headers.get('retry-after')),
        );
      }
      if (!response.ok) {
        throw new BoampRequestError({ url, status: response.status, ...odsErrorOf(body) });
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(body);
      } catch {
        throw new RetryableError('réponse illisible (JSON invalide)', response.status);
      }
      if (!isObject(parsed) || typeof parsed.total_count !== 'number' || !Array.isArray(parsed.results)) {
        throw new RetryableError('réponse inattendue (ni total_count ni results)', response.status);
      }
      return { total_count: parsed.total_count, results: parsed.results };
    } finally {
      clearTimeout(timer);
    }
  };

  const fetchPage: BoampClient['fetchPage'] = async (query) => {
    const limit = query.limit ?? pageSize;
    const offset = query.offset ?? 0;
    if (limit > BOAMP_MAX_PAGE_SIZE || offset + limit > BOAMP_MAX_WINDOW) {
      throw new RangeError(`offset + limit dépasse les limites de l’API (${offset} + ${limit})`);
    }
    const url = urlFor({ ...query, limit, offset });
    let lastError: RetryableError | null = null;
    for (let tries = 0; tries <= maxRetries; tries++) {
      if (lastError !== null) {
        const backoff = retryBaseMs * 2 ** (tries - 1);
        await sleep(Math.min(maxRetryDelayMs, lastError.waitMs ?? backoff));
      }
      try {
        return await attempt(url);
      } catch (error) {
        if (!(error instanceof RetryableError)) {
          throw error;
        }
        lastError = error;
      }
    }
    throw new BoampUnavailableError({
      url,
      attempts: maxRetries + 1,
      status: lastError?.status ?? null,
      cause: lastError,
    });
  };

  const fetchDay: BoampClient['fetchDay'] = async (date, onPage) => {
    assertDay(date);
    const dayCondition = `dateparution = date'${date}'`;
    const byId = new Map<string, unknown>();
    const anonymous: unknown[] = [];
    let dayTotal = 0;
    let requests = 0;
    let after: string | null = null;
    for (let window = 0; ; window++) {
      const where = after === null ? dayCondition : `${dayCondition} AND idweb > ${textLiteral(after)}`;
      let offset = 0;
      let windowTotal = Number.POSITIVE_INFINITY;
      let lastId: string | null = null;
      while (offset < windowTotal && offset < BOAMP_MAX_WINDOW) {
        const page = await fetchPage({
          where,
          orderBy: 'idweb',
          limit: Math.min(pageSize, BOAMP_MAX_WINDOW - offset),
          offset,
        });
        requests++;
        windowTotal = page.total_count;
        if (window === 0 && offset === 0) {
          dayTotal = page.total_count;
        }
        for (const record of page.results) {
          const id = isObject(record) && typeof record.idweb === 'string' ? record.idweb : null;
          if (id === null) {
            anonymous.push(record);
          } else {
            byId.set(id, record);
            lastId = id;
          }
        }
        offset += page.results.length;
        onPage?.({
          date,
          window,
          offset,
          received: page.results.length,
          receivedForDay: byId.size + anonymous.length,
          dayTotal,
        });
        if (page.results.length === 0) {
          break;
        }
      }
      if (offset >= windowTotal || offset < BOAMP_MAX_WINDOW) {
        break;
      }
      if (lastId === null || lastId === after) {
        throw new BoampRequestError({
          url: urlFor({ where, orderBy: 'idweb' }),
          status: 200,
          errorCode: null,
          detail: `journée ${date} : impossible de poursuivre au-delà de ${BOAMP_MAX_WINDOW} avis (aucun idweb pour reprendre)`,
        });
      }
      after = lastId;
    }
    return { date, records: [...byId.values(), ...anonymous], total: dayTotal, requests };
  };

  async function* iterateDays(
    from: string,
    to: string,
    onPage?: (page: BoampPageInfo) => void,
  ): AsyncGenerator<BoampDay> {
    assertDay(from);
    assertDay(to);
    if (from > to) {
      throw new RangeError(`Intervalle vide : ${from} est après ${to}`);
    }
    for (let date = from; date <= to; date = nextDay(date)) {
      yield await fetchDay(date, onPage);
    }
  }

  const fetchNotice: BoampClient['fetchNotice'] = async (idweb) => {
    const page = await fetchPage({ where: `idweb = ${textLiteral(idweb)}`, limit: 1, offset: 0 });
    return page.results[0] ?? null;
  };

  return { baseUrl, fetchPage, fetchDay, iterateDays, fetchNotice };
}
