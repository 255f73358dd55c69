import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildTestApp, type TestContext } from './test/build-test-app.ts';

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

  it('publishes the OpenAPI document of the routes', async () => {
    const response = await ctx.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/auth/register', '/api/auth/login', '/api/auth/me', '/api/locations/search']),
    );
  });
});
