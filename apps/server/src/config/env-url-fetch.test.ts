import { describe, expect, it } from 'vitest';
import { parseConfig } from './env.ts';

describe('URL_FETCH_ALLOW_PRIVATE (ADR 023)', () => {
  it('is off by default', () => {
    expect(parseConfig({}).urlFetchAllowPrivate).toBe(false);
    expect(parseConfig({ URL_FETCH_ALLOW_PRIVATE: '0' }).urlFetchAllowPrivate).toBe(false);
  });

  it('lets tests and development reach a local page', () => {
    expect(parseConfig({ NODE_ENV: 'test', URL_FETCH_ALLOW_PRIVATE: '1' }).urlFetchAllowPrivate).toBe(true);
    expect(parseConfig({ URL_FETCH_ALLOW_PRIVATE: '1' }).urlFetchAllowPrivate).toBe(true);
  });

  it('stops a production server at start', () => {
    expect(() => parseConfig({ NODE_ENV: 'production', URL_FETCH_ALLOW_PRIVATE: '1' })).toThrow(
      /URL_FETCH_ALLOW_PRIVATE=1 .* refusé en production/,
    );
    expect(() => parseConfig({ URL_FETCH_ALLOW_PRIVATE: 'yes' })).toThrow(/URL_FETCH_ALLOW_PRIVATE/);
  });
});
