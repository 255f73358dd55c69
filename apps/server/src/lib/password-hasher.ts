import { hash, hashSync, verify } from '@node-rs/bcrypt';
import { AppError } from './app-error.ts';

/**
 * bcrypt off the event loop: @node-rs/bcrypt runs each hash on the libuv thread pool. At most
 * `concurrency` run at once (the pool is also the one of file I/O, which must keep a thread), the
 * next ones wait in a bounded queue; past it the request is refused at once with 429 rather than
 * piling up work the server cannot do in time (ADR 010).
 */
export interface PasswordHasher {
  hash: (password: string) => Promise<string>;
  /** False for a wrong password and for a malformed stored hash. */
  verify: (password: string, storedHash: string) => Promise<boolean>;
  /** A hash of nothing anyone knows, at the current cost: what an unknown e-mail is compared against. */
  readonly dummyHash: string;
}

export interface PasswordHasherOptions {
  /** bcrypt cost factor: 12 in production, lower in tests. */
  cost: number;
  /** Hashes running at once; default 2 (of the 4 threads of libuv's default pool). */
  concurrency?: number;
  /** Hashes waiting for a slot; beyond, 429. Default 32 (about 3 s of work at cost 12 on 2 threads). */
  maxQueue?: number;
}

/** Seconds a client told « busy » should wait before trying again. */
export const HASHER_RETRY_AFTER_SECONDS = 5;

export function hasherBusy(): AppError {
  return new AppError('RATE_LIMITED', 'Le serveur est très sollicité. Réessayez dans quelques secondes.', {
    headers: { 'retry-after': String(HASHER_RETRY_AFTER_SECONDS) },
  });
}

export function createPasswordHasher(options: PasswordHasherOptions): PasswordHasher {
  const concurrency = Math.max(1, options.concurrency ?? 2);
  const maxQueue = Math.max(0, options.maxQueue ?? 32);
  let running = 0;
  const waiting: (() => void)[] = [];

  async function withSlot<T>(work: () => Promise<T>): Promise<T> {
    if (running >= concurrency) {
      if (waiting.length >= maxQueue) {
        throw hasherBusy();
      }
      // The slot is handed over by the finishing hash (running stays counted), so no newcomer overtakes.
      await new Promise<void>((resolve) => waiting.push(resolve));
    } else {
      running += 1;
    }
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) {
        next();
      } else {
        running -= 1;
      }
    }
  }

  return {
    hash: (password) => withSlot(() => hash(password, { cost: options.cost })),
    verify: (password, storedHash) => withSlot(() => verify(password, storedHash)),
    // Once per process, at start (~0.2 s at cost 12).
    dummyHash: hashSync('batiao-timing-equaliser', { cost: options.cost }),
  };
}
