/**
 * Broken multipart bodies on the two upload routes (issue 11 item 10): a body cut in the middle of
 * the file, over a real socket, is a 400 in French, never a 500, and leaves nothing behind — no
 * row, no file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { companyProfileSchema } from '@batiao/shared/contracts/company';
import { documentListResponseSchema } from '@batiao/shared/contracts/documents';
import { errorBodySchema } from '@batiao/shared/errors';
import { UPLOAD_INTERRUPTED } from './lib/files.ts';
import { buildTestApp, registerUser, type TestContext, type TestUser } from './test/build-test-app.ts';
import { multipart } from './test/multipart.ts';

const storageDir = mkdtempSync(path.join(tmpdir(), 'batiao-uploads-hostile-'));
let ctx: TestContext;
let port = 0;
let account: TestUser;
let referenceId = '';
/** What the server logged at level error: a 5xx is logged there ("request failed"). */
const errors: string[] = [];

const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(200_000, 0x41), Buffer.from('\n%%EOF\n')]);
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000d49484452000000010000000108060000001f15c4890000000049454e44ae426082', 'hex'),
  Buffer.alloc(200_000),
]);

/** Every file under the storage folder, at any depth. */
const stored = (): string[] =>
  readdirSync(storageDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name)
    .sort();

beforeAll(async () => {
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      errors.push(chunk.toString());
      done();
    },
  });
  ctx = await buildTestApp({ storageDir, logger: { level: 'error', stream: logStream } });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.app.server.address() as AddressInfo).port;
  account = await registerUser(ctx.app);
  const profile = await account.inject({
    method: 'PUT',
    url: '/api/company',
    payload: { references: [{ projet: 'Toiture de l’école', client: 'Mairie', annee: 2024 }] },
  });
  referenceId = companyProfileSchema.parse(profile.json()).references[0]?.id ?? '';
});
afterAll(async () => {
  await ctx.close();
  rmSync(storageDir, { recursive: true, force: true });
});

interface RawAnswer {
  status: number | null;
  body: string;
}

/**
 * Sends a request by hand on a socket: `head` then `body`; `hangUp` then closes the socket (a
 * client that gives up), otherwise the answer is read until the server closes (Connection: close).
 */
function rawRequest(head: string, body: Buffer, hangUp = false): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const status = /^HTTP\/1\.1 (\d{3})/.exec(text);
      resolve({ status: status ? Number(status[1]) : null, body: text.slice(text.indexOf('\r\n\r\n') + 4) });
    });
    socket.write(head);
    if (hangUp) {
      socket.write(body, () => setTimeout(() => socket.destroy(), 50));
    } else {
      socket.write(body);
    }
  });
}

/** A multipart body cut at `keep` of its length, sent with a Content-Length that matches what is sent. */
function cutUpload(url: string, parts: Parameters<typeof multipart>[0], keep: number) {
  const form = multipart(parts);
  const body = form.payload.subarray(0, Math.floor(form.payload.length * keep));
  const head =
    `POST ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: ${account.authorization}\r\n` +
    `Content-Type: ${form.headers['content-type']}\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`;
  return rawRequest(head, body);
}

/** The same, announcing the whole length but closing after `keep` of it (the client gave up). */
function abandonedUpload(url: string, parts: Parameters<typeof multipart>[0], keep: number) {
  const form = multipart(parts);
  const body = form.payload.subarray(0, Math.floor(form.payload.length * keep));
  const head =
    `POST ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: ${account.authorization}\r\n` +
    `Content-Type: ${form.headers['content-type']}\r\nContent-Length: ${form.payload.length}\r\nConnection: close\r\n\r\n`;
  return rawRequest(head, body, true);
}

function expectInterrupted(answer: RawAnswer) {
  expect(answer.status).toBe(400);
  expect(errorBodySchema.parse(JSON.parse(answer.body))).toEqual({ code: 'BAD_REQUEST', detail: UPLOAD_INTERRUPTED });
}

async function documentCount(): Promise<number> {
  const list = await account.inject('/api/documents');
  return documentListResponseSchema.parse(list.json()).documents.length;
}

async function photoCount(): Promise<number> {
  const profile = await account.inject('/api/company');
  return companyProfileSchema.parse(profile.json()).references[0]?.photos.length ?? -1;
}

const documentParts = [
  { name: 'document_type', value: 'kbis' },
  { name: 'file', filename: 'kbis.pdf', data: PDF, type: 'application/pdf' },
];
const photoParts = [{ name: 'file', filename: 'chantier.png', data: PNG, type: 'image/png' }];

describe('a multipart body cut short', () => {
  it('on the document upload: 400 in French, no row, no file', async () => {
    for (const keep of [0.05, 0.5, 0.99]) {
      expectInterrupted(await cutUpload('/api/documents/upload', documentParts, keep));
    }
    expect(await documentCount()).toBe(0);
    expect(stored()).toEqual([]);
  });

  it('on the reference photo upload: 400 in French, no photo, no file', async () => {
    const url = `/api/company/references/${referenceId}/photos`;
    for (const keep of [0.05, 0.5, 0.99]) {
      expectInterrupted(await cutUpload(url, photoParts, keep));
    }
    expect(await photoCount()).toBe(0);
    expect(stored()).toEqual([]);
  });

  it('by a client that gives up mid-file: nothing kept, and no 500', async () => {
    const documents = await abandonedUpload('/api/documents/upload', documentParts, 0.5);
    const photos = await abandonedUpload(`/api/company/references/${referenceId}/photos`, photoParts, 0.5);
    // The client is gone: the server may not answer at all; if it does, it is not a 5xx.
    for (const answer of [documents, photos]) {
      expect(answer.status === null || answer.status < 500).toBe(true);
    }
    expect(await documentCount()).toBe(0);
    expect(await photoCount()).toBe(0);
    expect(stored()).toEqual([]);
  });

  it('without a boundary, or with garbage for parts: 400, not 500', async () => {
    const urls = ['/api/documents/upload', `/api/company/references/${referenceId}/photos`];
    for (const url of urls) {
      for (const [type, payload] of [
        ['multipart/form-data', '{}'],
        ['multipart/form-data; boundary=x', '--x\r\n\r\n\u0000'],
        ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n'],
      ] as const) {
        const response = await account.inject({
          method: 'POST',
          url,
          headers: { 'content-type': type },
          payload,
        });
        expect(response.statusCode, `${url} ${type} ${JSON.stringify(payload)}`).toBe(400);
        expect(errorBodySchema.parse(response.json()).code).toBe('BAD_REQUEST');
      }
    }
    expect(stored()).toEqual([]);
  });

  it('logged no server error along the way', async () => {
    expect(errors.filter((line) => line.includes('request failed'))).toEqual([]);
    // And the routes still work: a whole upload goes through.
    const form = multipart(documentParts);
    const response = await account.inject({
      method: 'POST',
      url: '/api/documents/upload',
      headers: form.headers,
      payload: form.payload,
    });
    expect(response.statusCode).toBe(201);
  });
});
