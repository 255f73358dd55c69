import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { parseConfig } from './env.ts';

describe('configuration', () => {
  it('works with nothing set: embedded database in ./data, port 3000', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      jwtSecret: undefined,
      jwtTtl: '7d',
      admin: undefined,
      logLevel: 'info',
    });
  });

  it('treats empty values as unset, as a copied .env.example has them', () => {
    expect(parseConfig({ DATABASE_URL: '', JWT_SECRET: '', PORT: '' }).databaseUrl).toBeUndefined();
  });

  it('names the variable that is wrong', () => {
    expect(() => parseConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => parseConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET: doit contenir au moins 32 caractères/);
    expect(() => parseConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });

  it('wants the admin e-mail and password together', () => {
    expect(() => parseConfig({ ADMIN_EMAIL: 'chef@example.fr' })).toThrow(/ADMIN_EMAIL et ADMIN_PASSWORD/);
    expect(parseConfig({ ADMIN_EMAIL: 'chef@example.fr', ADMIN_PASSWORD: 'un-mot-de-passe-long' }).admin).toEqual({
      email: 'chef@example.fr',
      password: 'un-mot-de-passe-long',
    });
  });

  it('trusts a number of proxies or their addresses, never every X-Forwarded-For entry', () => {
    expect(parseConfig({}).trustProxy).toBe(false);
    expect(parseConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    // The legacy `true` is one proxy in front, not "trust everything".
    expect(parseConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(parseConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(parseConfig({ TRUST_PROXY: '10.0.0.1, 10.0.0.0/8,loopback, ::1, fd00::/8' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.0.0.0/8',
      'loopback',
      '::1',
      'fd00::/8',
    ]);
    expect(() => parseConfig({ TRUST_PROXY: 'all' })).toThrow(/TRUST_PROXY: un nombre de proxys/);
    expect(() => parseConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
    expect(() => parseConfig({ TRUST_PROXY: '-1' })).toThrow(/TRUST_PROXY/);
  });

  it('times requests out: 120 s for the whole request, 20 s for the headers, both configurable', () => {
    expect(parseConfig({}).timeouts).toEqual({ requestMs: 120_000, headersMs: 20_000 });
    expect(parseConfig({ REQUEST_TIMEOUT_MS: '300000', HEADERS_TIMEOUT_MS: '10000' }).timeouts).toEqual({
      requestMs: 300_000,
      headersMs: 10_000,
    });
    expect(() => parseConfig({ REQUEST_TIMEOUT_MS: '5000', HEADERS_TIMEOUT_MS: '10000' })).toThrow(
      /HEADERS_TIMEOUT_MS ne peut dépasser REQUEST_TIMEOUT_MS/,
    );
    expect(() => parseConfig({ REQUEST_TIMEOUT_MS: '0' })).toThrow(/REQUEST_TIMEOUT_MS/);
  });
});
