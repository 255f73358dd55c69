import { afterEach, describe, expect, it } from 'vitest';
import {
  BOAMP_RECORDS_PATH,
  BoampRequestError,
  BoampUnavailableError,
  createBoampClient,
  DEFAULT_BOAMP_API_URL,
  normalizeDay,
  type BoampClientOptions,
} from './client.ts';
import { loadFixture, loadFixtures } from '../../test/fixtures/boamp/index.ts';
import { readRealRecords, realRecordsAvailable, REAL_RECORDS_FILE } from '../../test/fixtures/boamp/real-records.ts';
import { startBoampTestServer, type BoampTestServer, type BoampTestServerOptions } from '../../test/servers/boamp.ts';

const DAY = '2024-02-07';

/** Small records in the API shape: idweb 24-000000, 24-000001… (their text order is their number order). */
function syntheticRecords(count: number, date = DAY, from = 0): Record<string, unknown>[] {
  return Array.from({ length: count }, (_, i) => {
    const idweb = `24-${String(from + i).padStart(6, '0')}`;
    return {
      idweb,
      id: idweb.replace('-', '_'),
      objet: `Travaux de rénovation n° ${from + i}`,
      famille: 'MAPA',
      code_departement: ['69'],
      dateparution: date,
      datelimitereponse: null,
      nomacheteur: 'Commune test',
      nature: 'APPEL_OFFRE',
      etat: 'INITIAL',
      type_marche: ['TRAVAUX'],
      source_schema: '3.2.5',
      url_avis: `https://www.boamp.fr/pages/avis/?q=idweb:${idweb}`,
    };
  });
}

let server: BoampTestServer | null = null;

afterEach(async () => {
  await server?.close();
  server = null;
});

async function start(options: BoampTestServerOptions): Promise<BoampTestServer> {
  server = await startBoampTestServer(options);
  return server;
}

/** A client on the test server whose waits are recorded instead of slept. */
function clientFor(target: BoampTestServer, options: Partial<BoampClientOptions> = {}) {
  const sleeps: number[] = [];
  const client = createBoampClient({
    baseUrl: target.url,
    sleep: (ms) => {
      sleeps.push(ms);
      return Promise.resolve();
    },
    ...options,
  });
  return { client, sleeps };
}

function query(request: string): URLSearchParams {
  return new URL(request, 'http://localhost').searchParams;
}

describe('createBoampClient — paging', () => {
  it('fetches a day of 250 records in 3 requests of at most 100', async () => {
    const target = await start({ records: [...syntheticRecords(250), ...syntheticRecords(30, '2024-02-08', 500)] });
    const { client } = clientFor(target);
    const pages: number[] = [];
    const day = await client.fetchDay(DAY, (page) => pages.push(page.receivedForDay));

    expect(day.total).toBe(250);
    expect(day.records).toHaveLength(250);
    expect(day.requests).toBe(3);
    expect(pages).toEqual([100, 200, 250]);
    expect(target.requests).toHaveLength(3);
    expect(target.requests.map((r) => new URL(r, 'http://localhost').pathname)).toEqual(
      Array(3).fill(BOAMP_RECORDS_PATH),
    );
    expect(target.requests.map((r) => [query(r).get('limit'), query(r).get('offset')])).toEqual([
      ['100', '0'],
      ['100', '100'],
      ['100', '200'],
    ]);
    for (const request of target.requests) {
      expect(query(request).get('where')).toBe(`dateparution = date'${DAY}'`);
      expect(query(request).get('order_by')).toBe('idweb');
      expect(request).not.toMatch(/[ ']/); // properly URL-encoded
    }
    const ids = day.records.map((r) => (r as { idweb: string }).idweb);
    expect(ids[0]).toBe('24-000000');
    expect(ids.at(-1)).toBe('24-000249');
    expect(new Set(ids).size).toBe(250);
  });

  it('fetches a day of more than 10 000 records without breaking the offset + limit cap', async () => {
    const target = await start({
      records: [...syntheticRecords(10_050), ...syntheticRecords(5, '2024-02-06', 20_000)],
    });
    const { client } = clientFor(target);
    const day = await client.fetchDay(DAY);

    expect(day.total).toBe(10_050);
    const ids = day.records.map((r) => (r as { idweb: string }).idweb);
    expect(new Set(ids).size).toBe(10_050);
    expect(ids).toEqual(syntheticRecords(10_050).map((r) => r.idweb));
    for (const request of target.requests) {
      const params = query(request);
      expect(Number(params.get('offset')) + Number(params.get('limit'))).toBeLessThanOrEqual(10_000);
    }
    // 100 pages for the first window, then the rest after the last idweb received.
    expect(day.requests).toBe(101);
    const last = query(target.requests.at(-1) ?? '');
    expect(last.get('where')).toBe(`dateparution = date'${DAY}' AND idweb > '24-009999'`);
    expect(last.get('offset')).toBe('0');
  });

  it('walks a range of days, empty days included', async () => {
    const target = await start({
      records: [...syntheticRecords(3, '2024-02-06', 0), ...syntheticRecords(2, '2024-02-08', 10)],
    });
    const { client } = clientFor(target);
    const days: [string, number, number][] = [];
    for await (const day of client.iterateDays('2024-02-06', '2024-02-08')) {
      days.push([day.date, day.total, day.records.length]);
    }
    expect(days).toEqual([
      ['2024-02-06', 3, 3],
      ['2024-02-07', 0, 0],
      ['2024-02-08', 2, 2],
    ]);
  });

  it('rejects a date that is not YYYY-MM-DD before any request', async () => {
    const target = await start({ records: [] });
    const { client } = clientFor(target);
    await expect(client.fetchDay('2024-02-30')).rejects.toThrow(RangeError);
    await expect(client.fetchDay("2024-02-07' OR 1=1")).rejects.toThrow(RangeError);
    expect(target.requests).toHaveLength(0);
  });

  it('fetches one notice by idweb', async () => {
    const target = await start({ records: loadFixtures().filter((r) => typeof r.idweb === 'string') });
    const { client } = clientFor(target);
    expect(await client.fetchNotice('24-10001')).toMatchObject({ idweb: '24-10001' });
    expect(await client.fetchNotice('24-99999')).toBeNull();
  });

  it('defaults to the DILA portal', () => {
    expect(createBoampClient().baseUrl).toBe(DEFAULT_BOAMP_API_URL);
    expect(createBoampClient({ baseUrl: 'http://127.0.0.1:9/' }).baseUrl).toBe('http://127.0.0.1:9');
  });
});

describe('createBoampClient — failures', () => {
  it('waits as Retry-After says after a 429, then succeeds', async () => {
    const target = await start({ records: syntheticRecords(5), failures: [{ respond: 429, retryAfter: 7, times: 1 }] });
    const { client, sleeps } = clientFor(target);
    const day = await client.fetchDay(DAY);
    expect(day.records).toHaveLength(5);
    expect(sleeps).toEqual([7_000]);
    expect(target.requests).toHaveLength(2);
  });

  it('backs off exponentially on 5xx, then throws BoampUnavailableError', async () => {
    const target = await start({
      records: syntheticRecords(5),
      failures: [{ respond: 500, times: Number.POSITIVE_INFINITY }],
    });
    const { client, sleeps } = clientFor(target, { maxRetries: 3, retryBaseMs: 500 });
    const error: unknown = await client.fetchDay(DAY).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BoampUnavailableError);
    expect(error).toMatchObject({ message: 'La source BOAMP est injoignable', attempts: 4, status: 500 });
    expect(String((error as Error).cause)).toMatch(/HTTP 500/);
    expect(sleeps).toEqual([500, 1_000, 2_000]);
    expect(target.requests).toHaveLength(4);
  });

  it('recovers from a few 503s without Retry-After', async () => {
    const target = await start({
      records: syntheticRecords(120),
      failures: [{ respond: 503, times: 2, match: 'offset=100' }],
    });
    const { client, sleeps } = clientFor(target, { retryBaseMs: 10 });
    const day = await client.fetchDay(DAY);
    expect(day.records).toHaveLength(120);
    expect(sleeps).toEqual([10, 20]);
  });

  it('times out a request the server never answers, retries it, then gives up', async () => {
    const recovering = await start({ records: syntheticRecords(5), failures: [{ respond: 'hang', times: 2 }] });
    const { client } = clientFor(recovering, { timeoutMs: 150, maxRetries: 3 });
    expect((await client.fetchDay(DAY)).records).toHaveLength(5);
    expect(recovering.requests).toHaveLength(3);
    await recovering.close();

    const silent = await start({
      records: syntheticRecords(5),
      failures: [{ respond: 'hang', times: Number.POSITIVE_INFINITY }],
    });
    const { client: patient } = clientFor(silent, { timeoutMs: 150, maxRetries: 1 });
    const started = Date.now();
    const error: unknown = await patient.fetchDay(DAY).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BoampUnavailableError);
    expect(String((error as Error).cause)).toMatch(/délai de 150 ms dépassé/);
    expect(silent.requests).toHaveLength(2);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('retries dropped connections and unreadable answers', async () => {
    const target = await start({
      records: syntheticRecords(5),
      failures: [
        { respond: 'reset', times: 1 },
        { respond: 'invalid-json', times: 1 },
      ],
    });
    const { client, sleeps } = clientFor(target);
    expect((await client.fetchDay(DAY)).records).toHaveLength(5);
    expect(sleeps).toHaveLength(2);
  });

  it('throws BoampRequestError with the ODS message on other 4xx, without retrying', async () => {
    const target = await start({ records: [] });
    const { client, sleeps } = clientFor(target);
    const error: unknown = await client.fetchPage({ where: 'dateparution = = 3' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BoampRequestError);
    expect(error).toMatchObject({ status: 400, errorCode: 'ODSQLError' });
    expect((error as BoampRequestError).detail).toMatch(/ODSQL query is malformed/);
    expect(sleeps).toEqual([]);
    expect(target.requests).toHaveLength(1);
  });

  it('gives the raw records of a day so that one malformed record is counted while the others pass', async () => {
    const target = await start({
      records: [
        loadFixture('national-2024-appel-offre'),
        loadFixture('eforms-2024-contract-notice'),
        loadFixture('broken-donnees'),
      ],
      malformed: [
        { dateparution: DAY, value: 42 },
        { dateparution: DAY, value: { objet: 'Avis sans numéro', dateparution: DAY } },
      ],
    });
    const { client } = clientFor(target);
    const day = await client.fetchDay(DAY);
    expect(day.total).toBe(5);
    expect(day.records).toHaveLength(5);
    const { notices, errors } = normalizeDay(day.records);
    expect(notices.map((n) => n.sourceId).sort()).toEqual(['24-10001', '24-16999', '24-90001']);
    expect(errors).toHaveLength(2);
    expect(errors.map((e) => e.reason).sort()).toEqual([
      'enregistrement qui n’est pas un objet (number)',
      'idweb absent',
    ]);
  });
});

describe('startBoampTestServer — the Explore API v2.1 contract', () => {
  it('refuses limit > 100 and offset + limit > 10 000 like ODS', async () => {
    const target = await start({ records: syntheticRecords(3) });
    const tooBig = await fetch(`${target.url}${BOAMP_RECORDS_PATH}?limit=101`);
    expect(tooBig.status).toBe(400);
    expect(await tooBig.json()).toEqual({
      error_code: 'InvalidRESTParameterError',
      message: 'Invalid value for limit API parameter: 101 was found but -1 <= limit <= 100 is expected.',
    });
    const tooFar = await fetch(`${target.url}${BOAMP_RECORDS_PATH}?limit=100&offset=9950`);
    expect(tooFar.status).toBe(400);
    expect(await tooFar.json()).toMatchObject({
      error_code: 'InvalidRESTParameterError',
      message: expect.stringContaining('offset + limit') as unknown,
    });
  });

  it('filters with ODSQL ranges, lists, IN, LIKE and NULL tests, and orders', async () => {
    const target = await start({ records: loadFixtures().filter((r) => typeof r.idweb === 'string') });
    const ids = async (where: string, orderBy = 'idweb'): Promise<string[]> => {
      const response = await fetch(
        `${target.url}${BOAMP_RECORDS_PATH}?where=${encodeURIComponent(where)}&order_by=${encodeURIComponent(orderBy)}&limit=100`,
      );
      expect(response.status).toBe(200);
      const body = (await response.json()) as { total_count: number; results: { idweb: string }[] };
      expect(body.total_count).toBe(body.results.length);
      return body.results.map((r) => r.idweb);
    };
    expect(await ids("dateparution >= date'2024-02-07' AND dateparution < date'2024-02-08'")).toEqual([
      '24-10001',
      '24-16999',
      '24-90001',
    ]);
    expect(await ids(`code_departement = "974" and type_marche = 'TRAVAUX'`)).toEqual(['24-10001', '24-10877']);
    expect(await ids("famille IN ('JOUE') AND NOT nature = 'ATTRIBUTION'")).toEqual(['19-104321', '24-90001']);
    expect(await ids("objet like '%médiathèque%'", 'dateparution DESC')).toEqual(['24-10877', '24-10001']);
    expect(await ids('titulaire IS NOT NULL')).toEqual(['17-21044']);
    expect(await ids("idweb < '19-000000'")).toEqual(['17-21044']);
    const selected = (await (
      await fetch(
        `${target.url}${BOAMP_RECORDS_PATH}?where=${encodeURIComponent("idweb = '24-10001'")}&select=idweb,objet`,
      )
    ).json()) as unknown;
    expect(selected).toEqual({
      total_count: 1,
      results: [{ idweb: '24-10001', objet: "Réfection de l'étanchéité et de la couverture de la médiathèque" }],
    });
    const malformed = await fetch(
      `${target.url}${BOAMP_RECORDS_PATH}?where=${encodeURIComponent("dateparution = date'hier'")}`,
    );
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ error_code: 'ODSQLError' });
  });
});

describe('the real records, through the test server and the client', () => {
  it('fetches and normalises every record of shared/data/boamp/records.jsonl, day by day', async () => {
    expect(realRecordsAvailable(), `Real BOAMP records missing: ${REAL_RECORDS_FILE}`).toBe(true);
    const records = readRealRecords();
    const target = await start({ records });
    const { client } = clientFor(target);
    const dates = [...new Set(records.map((r) => String(r.dateparution)))].sort();
    let fetched = 0;
    let normalizedCount = 0;
    for (const date of dates) {
      const day = await client.fetchDay(date);
      expect(day.records.length, date).toBe(day.total);
      fetched += day.records.length;
      const { notices, errors } = normalizeDay(day.records);
      expect(errors, date).toEqual([]);
      normalizedCount += notices.length;
    }
    expect(fetched).toBe(records.length);
    expect(normalizedCount).toBe(records.length);
  });
});
