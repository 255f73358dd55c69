import { describe, expect, it } from 'vitest';
import { parseOptions } from '@node-rs/bcrypt';
import { AppError } from './app-error.ts';
import { createPasswordHasher } from './password-hasher.ts';

describe('password hasher', () => {
  it('hashes with the configured cost and verifies, also a hash made by bcryptjs', async () => {
    const hasher = createPasswordHasher({ cost: 5 });
    const stored = await hasher.hash('charpente-chene-1890');
    expect(parseOptions(stored).cost).toBe(5);
    expect(parseOptions(hasher.dummyHash).cost).toBe(5);
    expect(await hasher.verify('charpente-chene-1890', stored)).toBe(true);
    expect(await hasher.verify('charpente-chene-1891', stored)).toBe(false);
    // bcryptjs 3.0.3, cost 4, of 'court123'.
    expect(await hasher.verify('court123', '$2b$04$txxDUCyhznlU9odbMBP8ku6V3s.ARD32uAWKdQ3RYdoF1sXMGf2Cm')).toBe(true);
    expect(await hasher.verify('court123', 'pas-un-hash')).toBe(false);
  });

  it('refuses at once, with a 429, a hash beyond the running ones and the queue', async () => {
    const hasher = createPasswordHasher({ cost: 8, concurrency: 1, maxQueue: 1 });
    const results = await Promise.allSettled([
      hasher.hash('premier-mot-de-passe'),
      hasher.hash('deuxieme-mot-de-passe'),
      hasher.hash('troisieme-mot-de-passe'),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    const refusal = (results[2] as PromiseRejectedResult).reason as AppError;
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal.statusCode).toBe(429);
    expect(refusal.headers['retry-after']).toBe('5');
    // Once the queue has drained, the next one is taken.
    expect(await hasher.verify('premier-mot-de-passe', (results[0] as PromiseFulfilledResult<string>).value)).toBe(
      true,
    );
  });
});
