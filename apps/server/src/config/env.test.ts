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
});
