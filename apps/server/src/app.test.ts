import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from './app.ts';
import type { DatabaseHandle } from './db/client.ts';
import { buildTestApp, TEST_JWT_SECRET, type TestContext } from './test/build-test-app.ts';
import { createTestDatabase } from './test/test-db.ts';

let ctx: TestContext;
const dist = mkdtempSync(path.join(tmpdir(), 'batiao-dist-'));

beforeAll(async () => {
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="fr"><title>BatiAO</title></html>');
  writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  ctx = await buildTestApp({ webDistDir: dist });
});
afterAll(async () => {
  await ctx.close();
});

describe('application shell', () => {
  it('reports its health, database included', async () => {
    const response = await ctx.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: 'ok' });
    expect(['pglite', 'postgres']).toContain(response.json().driver);
  });

  it('sends security headers with a CSP the SPA passes', async () => {
    const response = await ctx.app.inject({ url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('gives every answer a request id, and keeps a sane one from the caller', async () => {
    const generated = await ctx.app.inject({ url: '/api/health' });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const given = await ctx.app.inject({ url: '/api/health', headers: { 'x-request-id': 'trace-42' } });
    expect(given.headers['x-request-id']).toBe('trace-42');
  });

  it('answers an unknown API path with the JSON 404, even for a browser', async () => {
    const response = await ctx.app.inject({ url: '/api/nope', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Ressource introuvable', code: 'NOT_FOUND' });
  });

  it('serves index.html for deep links of the SPA and caches fingerprinted assets', async () => {
    const page = await ctx.app.inject({ url: '/tenders/123', headers: { accept: 'text/html,application/xhtml+xml' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>BatiAO</title>');
    expect(page.headers['cache-control']).toBe('no-cache');
    const asset = await ctx.app.inject({ url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const missingAsset = await ctx.app.inject({ url: '/assets/missing.js' });
    expect(missingAsset.statusCode).toBe(404);
  });

  it('answers the landing page to any client, curl included', async () => {
    for (const accept of ['*/*', 'text/html', undefined]) {
      const response = await ctx.app.inject({ url: '/', headers: accept ? { accept } : {} });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>BatiAO</title>');
    }
    const deepLink = await ctx.app.inject({ url: '/legal/sales?ref=footer', headers: { accept: '*/*' } });
    expect(deepLink.statusCode).toBe(200);
    expect(deepLink.body).toContain('<title>BatiAO</title>');
  });

  it('answers an unknown page with HTTP 404 and the SPA (its not-found page) to a browser', async () => {
    const page = await ctx.app.inject({ url: '/no-such-page', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('<title>BatiAO</title>');
    const tooDeep = await ctx.app.inject({ url: '/tenders/123/nope', headers: { accept: 'text/html' } });
    expect(tooDeep.statusCode).toBe(404);
    expect(tooDeep.body).toContain('<title>BatiAO</title>');
    const fromCurl = await ctx.app.inject({ url: '/no-such-page', headers: { accept: '*/*' } });
    expect(fromCurl.statusCode).toBe(404);
    expect(fromCurl.json()).toEqual({ detail: 'Ressource introuvable', code: 'NOT_FOUND' });
    const post = await ctx.app.inject({ method: 'POST', url: '/dashboard', headers: { accept: 'text/html' } });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toEqual({ detail: 'Ressource introuvable', code: 'NOT_FOUND' });
  });

  it('publishes the OpenAPI document of the routes', async () => {
    const response = await ctx.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/auth/register', '/api/auth/login', '/api/auth/me', '/api/locations/search']),
    );
  });

  it('answers 401 to a caller without a session on every secured route, before reading or validating its body', async () => {
    const doc = (await ctx.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { security?: unknown[] }>>;
    };
    const secured = Object.entries(doc.paths).flatMap(([route, methods]) =>
      Object.entries(methods)
        // `[{}, { bearerAuth: [] }]` is an optional session (the public market prices): not secured.
        .filter(
          ([, op]) =>
            (op.security ?? []).length > 0 && (op.security ?? []).every((s) => Object.keys(s as object).length > 0),
        )
        .map(([method, op]) => ({ route, method: method.toUpperCase(), op })),
    );
    expect(secured.length).toBeGreaterThan(50);
    const answers: string[] = [];
    for (const { route, method } of secured) {
      const url = route.replace(/\{[^}]+\}/g, 'not-a-valid-id') + '?limit=-5&page=abc';
      const hasBody = !['GET', 'HEAD', 'DELETE'].includes(method);
      const response = await ctx.app.inject({
        method: method as 'GET',
        url,
        ...(hasBody ? { headers: { 'content-type': 'application/json' }, payload: '{"malformed": ' } : {}),
      });
      answers.push(`${method} ${route} → ${response.statusCode}`);
    }
    expect(answers.filter((a) => !a.endsWith('→ 401'))).toEqual([]);
  });
});

// The app as it runs behind one TLS reverse proxy (TRUST_PROXY=1, PUBLIC_URL https://…), on a real
// socket, with HTTP deadlines shortened so that a slow client is cut within the test.
describe('behind a reverse proxy, on a real socket', () => {
  let edge: FastifyInstance;
  let edgeDb: DatabaseHandle;
  let port: number;

  beforeAll(async () => {
    edgeDb = await createTestDatabase();
    edge = await buildApp({
      database: edgeDb,
      jwtSecret: TEST_JWT_SECRET,
      passwordCost: 4,
      trustProxy: 1,
      https: true,
      timeouts: { requestMs: 1000, headersMs: 500, connectionMs: 10_000 },
    });
    edge.get('/test/ip', async (request) => ({ ip: request.ip }));
    edge.get('/test/slow', async () => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      return { done: true };
    });
    await edge.listen({ port: 0, host: '127.0.0.1' });
    port = (edge.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await edge.close();
    await edgeDb.close();
  });

  it('takes the client address the proxy saw, not the leftmost X-Forwarded-For entry', async () => {
    const response = await edge.inject({ url: '/test/ip', headers: { 'x-forwarded-for': '6.6.6.6, 1.2.3.4' } });
    expect(response.json()).toEqual({ ip: '1.2.3.4' });
  });

  it('keeps the login limit per address when the client rotates forged X-Forwarded-For entries', async () => {
    const login = (forged: string, seen: string, n: number) =>
      edge.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'x-forwarded-for': `${forged}, ${seen}` },
        payload: { email: `inconnu.${n}@example.fr`, password: 'pas-le-bon-mot-de-passe' },
      });
    // Unknown addresses each time, so that only the per-address limit (20 in 15 min) can apply.
    for (let i = 0; i < 20; i += 1) {
      expect((await login(`10.9.${i}.1`, '1.2.3.4', i)).statusCode).toBe(401);
    }
    const blocked = await login('10.9.99.1', '1.2.3.4', 99);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('RATE_LIMITED');
    // Another client, as the proxy saw it, is not blocked.
    expect((await login('10.9.99.1', '5.6.7.8', 100)).statusCode).toBe(401);
  });

  /** Sends `head`, then `drip` every 100 ms until the server closes; what came back and how much was sent. */
  function trickle(head: string, drip: string, total: number): Promise<{ answer: string; dripped: number }> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1');
      let answer = '';
      let dripped = 0;
      let timer: NodeJS.Timeout | undefined;
      socket.on('connect', () => {
        socket.write(head);
        timer = setInterval(() => {
          if (dripped < total) {
            dripped += 1;
            socket.write(drip);
          }
        }, 100);
      });
      socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
      socket.on('error', () => undefined);
      socket.on('close', () => {
        clearInterval(timer);
        resolve({ answer, dripped });
      });
      socket.setTimeout(20_000, () => {
        socket.destroy();
        reject(new Error('the server never cut the slow client'));
      });
    });
  }

  it('cuts a request whose body comes too slowly (408), long before it ends', async () => {
    const { answer, dripped } = await trickle(
      `POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n`,
      ' ',
      100,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(dripped).toBeLessThan(100);
  });

  it('cuts a client that never finishes its headers (slowloris)', async () => {
    const { answer, dripped } = await trickle(`GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n`, 'X-A: b\r\n', 100);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(dripped).toBeLessThan(100);
  });

  it('lets a received request take longer than the request deadline to answer', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/test/slow`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ done: true });
  });

  it('keeps upgrade-insecure-requests in the CSP of the API docs over https', async () => {
    const docs = await edge.inject({ url: '/api/docs' });
    expect(String(docs.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
  });
});

describe('API docs page over http', () => {
  it('has its own CSP without upgrade-insecure-requests, which would break it over http', async () => {
    const docs = await ctx.app.inject({ url: '/api/docs' });
    expect(docs.statusCode).toBe(200);
    const csp = String(docs.headers['content-security-policy']);
    expect(csp).toContain("'unsafe-inline'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    const main = await ctx.app.inject({ url: '/api/health' });
    expect(String(main.headers['content-security-policy'])).not.toContain('upgrade-insecure-requests');
  });
});
