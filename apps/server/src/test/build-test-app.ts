import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { RegisterRequest } from '@batiao/shared/contracts/auth';
import { authResponseSchema } from '@batiao/shared/contracts/auth';
import { buildApp, type AppDeps } from '../app.ts';
import type { DatabaseHandle } from '../db/client.ts';
import type { Clock } from '../lib/clock.ts';
import { createTestDatabase } from './test-db.ts';

export const TEST_JWT_SECRET = 'test-secret-for-the-suite-only-0123456789abcdef';

/** A clock the test moves by hand. */
export function createTestClock(start = new Date('2026-11-22T09:00:00Z')): Clock & { advance: (ms: number) => void } {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance: (ms: number) => {
      now += ms;
    },
  };
}

export interface TestContext {
  app: FastifyInstance;
  database: DatabaseHandle;
  close: () => Promise<void>;
}

/** The real application on a migrated database of its own; cheap bcrypt so the suite stays fast; payments in test mode. */
export async function buildTestApp(overrides: Partial<AppDeps> = {}): Promise<TestContext> {
  const database = overrides.database ?? (await createTestDatabase());
  // Test mode on (PAYMENTS_TEST_MODE=on): the suites subscribe through the local test checkout.
  const app = await buildApp({
    database,
    jwtSecret: TEST_JWT_SECRET,
    passwordCost: 4,
    payments: { testMode: true },
    // The local engine answers within its wait on a quiet machine (201); a loaded CI machine must
    // not turn that into a 202, so tests wait longer unless they set their own.
    generation: { waitMs: 30_000 },
    ...overrides,
  });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      if (!overrides.database) {
        await database.close();
      }
    },
  };
}

let counter = 0;

/** A valid registration payload; each call has a new e-mail address. */
export function registration(overrides: Partial<RegisterRequest> = {}): RegisterRequest {
  counter += 1;
  return {
    prenom: 'Camille',
    nom: 'Durand',
    email: `camille.durand.${counter}.${Date.now()}@example.fr`,
    metier: 'couvreur',
    zone_geographique: 'Lyon',
    password: 'tuiles-et-zinc-2026',
    ...overrides,
  };
}

/**
 * `app.inject` signed in: `authorization` (`Bearer <token>`) joins the request's headers. An
 * authorization header the options name themselves wins, for the tests of bad tokens.
 */
export function injectAs(
  app: FastifyInstance,
  authorization: string,
  options: string | InjectOptions,
): Promise<LightMyRequestResponse> {
  const request = typeof options === 'string' ? { url: options } : options;
  return app.inject({ ...request, headers: { authorization, ...request.headers } });
}

/** A registered account, as `registerUser` returns it. */
export type TestUser = Awaited<ReturnType<typeof registerUser>>;

/**
 * Registers through the API and returns the user, bearer token, password, and `inject`: a request
 * signed in as that user (`alice.inject({ method: 'PUT', url: '/api/company', payload })`). Each
 * account from its own client address, since registrations are limited per address (10 an hour).
 */
export async function registerUser(app: FastifyInstance, overrides: Partial<RegisterRequest> = {}) {
  const payload = registration(overrides);
  const remoteAddress = `10.255.${Math.floor(counter / 250) % 250}.${(counter % 250) + 1}`;
  const response = await app.inject({ method: 'POST', url: '/api/auth/register', payload, remoteAddress });
  if (response.statusCode !== 201) {
    throw new Error(`registration failed: ${response.statusCode} ${response.body}`);
  }
  const body = authResponseSchema.parse(response.json());
  const authorization = `Bearer ${body.token}`;
  return {
    ...body,
    password: payload.password,
    authorization,
    inject: (options: string | InjectOptions) => injectAs(app, authorization, options),
  };
}
