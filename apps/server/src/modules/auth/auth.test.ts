import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { eq } from 'drizzle-orm';
import { errorBodySchema } from '@batiao/shared/errors';
import { userSchema } from '@batiao/shared/contracts/auth';
import { users } from '../../db/schema/index.ts';
import {
  buildTestApp,
  createTestClock,
  registerUser,
  registration,
  TEST_JWT_SECRET,
  type TestContext,
} from '../../test/build-test-app.ts';
import { PASSWORD_MESSAGES } from '@batiao/shared/domain/passwords';
import { HASHER_RETRY_AFTER_SECONDS } from '../../lib/password-hasher.ts';
import { LOGIN_LIMITS, PASSWORD_CHANGE_LIMITS, REGISTRATION_LIMITS } from './auth.service.ts';

const clock = createTestClock();
let ctx: TestContext;

beforeAll(async () => {
  // A queue long enough for the parallel tests: they count who reaches the password check.
  ctx = await buildTestApp({ clock, passwordHashing: { maxQueue: 1000 } });
});
afterAll(async () => {
  await ctx.close();
});

function post(url: string, payload: unknown, remoteAddress = '10.0.0.1') {
  return ctx.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, remoteAddress });
}

describe('POST /api/auth/register', () => {
  it('creates the account with a standardised zone and a lowercase trade, and returns a usable token', async () => {
    const payload = registration({
      email: 'Marie.Martin@Example.FR',
      metier: 'Électricien',
      zone_geographique: 'lyon',
    });
    const response = await post('/api/auth/register', payload);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    const user = userSchema.parse(body.user);
    expect(user).toMatchObject({
      email: 'marie.martin@example.fr',
      metier: 'electricien',
      zone_geographique: 'Lyon (69)',
      departement: '69',
      role: 'user',
      subscription_active: false,
      subscription_plan: 'free',
      dossier_completion: 0,
    });
    expect(body).not.toHaveProperty('user.password_hash');
    expect(JSON.stringify(body)).not.toContain(payload.password);

    const me = await ctx.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${body.token}` } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: user.id, email: 'marie.martin@example.fr' });
  });

  it('stores a bcrypt hash, never the password', async () => {
    const { user, password } = await registerUser(ctx.app);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.passwordHash).toMatch(/^\$2[aby]\$/);
    expect(row?.passwordHash).not.toContain(password);
  });

  it('refuses a second account with the same e-mail, whatever its case (409)', async () => {
    const { user } = await registerUser(ctx.app);
    const response = await post('/api/auth/register', registration({ email: user.email.toUpperCase() }));
    expect(response.statusCode).toBe(409);
    expect(errorBodySchema.parse(response.json())).toEqual({
      detail: 'Un compte existe déjà avec cette adresse e-mail.',
      code: 'EMAIL_TAKEN',
    });
  });

  it('refuses a trade that is not one of the 14, naming the field', async () => {
    const response = await post('/api/auth/register', registration({ metier: 'astronaute' }));
    expect(response.statusCode).toBe(422);
    const body = errorBodySchema.parse(response.json());
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.detail).toEqual([{ field: 'metier', message: 'Choisissez un métier dans la liste' }]);
  });

  it('refuses an unknown commune', async () => {
    const response = await post('/api/auth/register', registration({ zone_geographique: 'Atlantide-sur-Mer' }));
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toEqual([
      { field: 'zone_geographique', message: 'Ville non reconnue : choisissez une commune dans la liste' },
    ]);
  });

  it('lists every invalid field in French', async () => {
    const response = await post('/api/auth/register', {
      prenom: '',
      email: 'pas-une-adresse',
      metier: 'couvreur',
      zone_geographique: 'Lyon',
      password: 'court',
    });
    expect(response.statusCode).toBe(422);
    const detail = response.json().detail as { field: string; message: string }[];
    expect(detail.map((d) => d.field).sort()).toEqual(['email', 'nom', 'password', 'prenom']);
    expect(detail.find((d) => d.field === 'password')?.message).toBe(
      'Le mot de passe doit contenir au moins 10 caractères',
    );
    expect(detail.find((d) => d.field === 'email')?.message).toBe('Adresse e-mail invalide');
    expect(detail.find((d) => d.field === 'nom')?.message).toBe('Le nom est obligatoire');
  });

  it('answers 400 with a French message to a body that is not JSON', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"prenom": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: 'Le corps de la requête n’est pas un JSON valide.',
      code: 'BAD_REQUEST',
    });
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with the right password, on both paths the client uses', async () => {
    const { user, password } = await registerUser(ctx.app);
    for (const url of ['/api/auth/login', '/auth/login']) {
      const response = await post(url, { email: user.email.toUpperCase(), password }, '10.1.0.1');
      expect(response.statusCode).toBe(200);
      expect(response.json().user.id).toBe(user.id);
      expect(typeof response.json().token).toBe('string');
    }
  });

  it('gives one message for a wrong password and for an unknown e-mail (401)', async () => {
    const { user } = await registerUser(ctx.app);
    const wrongPassword = await post(
      '/api/auth/login',
      { email: user.email, password: 'mauvais-mot-de-passe' },
      '10.2.0.1',
    );
    const unknownEmail = await post(
      '/api/auth/login',
      { email: 'personne@example.fr', password: 'x'.repeat(10) },
      '10.2.0.1',
    );
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ detail: 'Email ou mot de passe incorrect', code: 'INVALID_CREDENTIALS' });
    expect(unknownEmail.json()).toEqual(wrongPassword.json());
  });

  it('requires an e-mail and a password (422)', async () => {
    const response = await post('/api/auth/login', { email: '' }, '10.3.0.1');
    expect(response.statusCode).toBe(422);
    expect((response.json().detail as { field: string }[]).map((d) => d.field).sort()).toEqual(['email', 'password']);
  });
});

function login(email: string, password: string, remoteAddress: string) {
  return post('/api/auth/login', { email, password }, remoteAddress);
}

function statusCounts(responses: { statusCode: number }[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const r of responses) {
    counts[r.statusCode] = (counts[r.statusCode] ?? 0) + 1;
  }
  return counts;
}

describe('failed-login rate limit', () => {
  it('locks an account for one client address after 5 failures, even with the right password, while its owner signs in from elsewhere', async () => {
    const { user, password } = await registerUser(ctx.app);
    for (let i = 0; i < LOGIN_LIMITS.perAccountAndAddress; i += 1) {
      expect((await login(user.email, 'mauvais-mot-de-passe', '10.4.0.1')).statusCode).toBe(401);
    }
    const blocked = await login(user.email, password, '10.4.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('RATE_LIMITED');
    expect(blocked.json().detail).toMatch(/^Trop de tentatives de connexion\. Réessayez dans \d+ minutes?\.$/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);

    // The owner, from another address, is not locked out by somebody else's tries.
    expect((await login(user.email, password, '10.4.0.2')).statusCode).toBe(200);

    clock.advance((LOGIN_LIMITS.windowMinutes + 1) * 60_000);
    expect((await login(user.email, password, '10.4.0.1')).statusCode).toBe(200);
  });

  it('evaluates at most 5 of 100 simultaneous wrong passwords for one account and address; the others are 429', async () => {
    const { user, password } = await registerUser(ctx.app);
    const responses = await Promise.all(
      Array.from({ length: 100 }, () => login(user.email, 'mauvais-mot-de-passe', '10.8.0.1')),
    );
    expect(statusCounts(responses)).toEqual({ 401: LOGIN_LIMITS.perAccountAndAddress, 429: 95 });
    // Refused attempts are not counted against the owner elsewhere.
    expect((await login(user.email, password, '10.8.0.2')).statusCode).toBe(200);
  });

  it('evaluates at most 50 of 100 simultaneous wrong passwords for one account from 100 addresses', async () => {
    const { user, password } = await registerUser(ctx.app);
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, i) => login(user.email, 'mauvais-mot-de-passe', `10.9.${i}.1`)),
    );
    expect(statusCounts(responses)).toEqual({ 401: LOGIN_LIMITS.perAccount, 429: 50 });
    // The softer account-wide limit: once reached, the account waits for the window from anywhere.
    expect((await login(user.email, password, '10.9.200.1')).statusCode).toBe(429);
    clock.advance((LOGIN_LIMITS.windowMinutes + 1) * 60_000);
    expect((await login(user.email, password, '10.9.200.1')).statusCode).toBe(200);
  });

  it('evaluates at most 20 of 100 simultaneous failures from one address across accounts', async () => {
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        login(`inconnu.parallele${i}@example.fr`, 'mauvais-mot-de-passe', '10.10.0.1'),
      ),
    );
    expect(statusCounts(responses)).toEqual({ 401: LOGIN_LIMITS.perAddress, 429: 80 });
  });

  it('blocks a client address after 20 failures across accounts', async () => {
    const address = '10.5.0.1';
    for (let i = 0; i < LOGIN_LIMITS.perAddress; i += 1) {
      const r = await login(`inconnu${i}@example.fr`, 'mauvais-mot-de-passe', address);
      expect(r.statusCode).toBe(401);
    }
    const { user, password } = await registerUser(ctx.app);
    expect((await login(user.email, password, address)).statusCode).toBe(429);
    expect((await login(user.email, password, '10.5.0.2')).statusCode).toBe(200);
  });

  it("a successful sign-in gives its attempt back: the owner's own logins never add up to a lock", async () => {
    const { user, password } = await registerUser(ctx.app);
    for (let i = 0; i < LOGIN_LIMITS.perAddress + 5; i += 1) {
      expect((await login(user.email, password, '10.11.0.1')).statusCode).toBe(200);
    }
  });

  it('holds across a restart: the attempts are counted in the database', async () => {
    const { user, password } = await registerUser(ctx.app);
    for (let i = 0; i < LOGIN_LIMITS.perAccountAndAddress; i += 1) {
      await login(user.email, 'mauvais-mot-de-passe', '10.6.0.1');
    }
    const restarted = await buildTestApp({ database: ctx.database, clock });
    try {
      const response = await restarted.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password },
        remoteAddress: '10.6.0.1',
      });
      expect(response.statusCode).toBe(429);
    } finally {
      await restarted.close();
    }
  });
});

describe('password hashing off the event loop', () => {
  it('answers /api/auth/me over HTTP while 20 sign-ins with unknown e-mails are being hashed', async () => {
    // A real cost (the suite's is 4): each comparison takes tens of milliseconds.
    const slow = await buildTestApp({ database: ctx.database, clock, passwordCost: 10 });
    try {
      const { authorization } = await registerUser(slow.app);
      const base = await slow.app.listen({ port: 0, host: '127.0.0.1' });
      let received = 0;
      const allReceived = new Promise<void>((resolve) => {
        slow.app.server.on('request', (request: { url?: string }) => {
          if (request.url === '/api/auth/login' && ++received === 20) {
            resolve();
          }
        });
      });
      let finished = 0;
      const logins = Array.from({ length: 20 }, (_, i) =>
        fetch(`${base}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: `absent.${i}@example.fr`, password: 'mauvais-mot-de-passe' }),
        }).then(async (response) => {
          finished += 1;
          return { statusCode: response.status, body: await response.text() };
        }),
      );
      // The sign-ins are in the server before /me is sent.
      await allReceived;
      await new Promise((resolve) => setImmediate(resolve));
      const me = await fetch(`${base}/api/auth/me`, { headers: { authorization } });
      const doneWhenMeAnswered = finished;
      expect(me.status).toBe(200);
      expect(doneWhenMeAnswered).toBeLessThan(20);
      // Unknown e-mails are compared against a dummy hash: the same answer as a wrong password.
      // (All from 127.0.0.1: the twentieth fills the per-address limit, none goes past it.)
      expect(statusCounts(await Promise.all(logins))).toEqual({ 401: 20 });
    } finally {
      await slow.close();
    }
  });

  it('refuses with 429 and Retry-After, in French, the sign-ins beyond the hashing queue, and does not count them', async () => {
    const busy = await buildTestApp({
      database: ctx.database,
      clock,
      passwordCost: 10,
      passwordHashing: { concurrency: 1, maxQueue: 2 },
    });
    try {
      const { user, password } = await registerUser(busy.app);
      const responses = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          busy.app.inject({
            method: 'POST',
            url: '/api/auth/login',
            payload: { email: user.email, password: 'mauvais-mot-de-passe' },
            remoteAddress: `10.13.${i}.1`,
          }),
        ),
      );
      const refused = responses.filter((r) => r.statusCode === 429);
      expect(refused.length).toBeGreaterThan(0);
      expect(responses.every((r) => r.statusCode === 401 || r.statusCode === 429)).toBe(true);
      for (const r of refused) {
        expect(r.json()).toEqual({
          detail: 'Le serveur est très sollicité. Réessayez dans quelques secondes.',
          code: 'RATE_LIMITED',
        });
        expect(r.headers['retry-after']).toBe(String(HASHER_RETRY_AFTER_SECONDS));
      }
      // Only the evaluated failures count: the owner still signs in.
      expect(
        (
          await busy.app.inject({
            method: 'POST',
            url: '/api/auth/login',
            payload: { email: user.email, password },
            remoteAddress: '10.13.100.1',
          })
        ).statusCode,
      ).toBe(200);
    } finally {
      await busy.close();
    }
  });

  it('signs in an account made before: a bcryptjs hash and an 8-character password', async () => {
    const { user } = await registerUser(ctx.app);
    // bcryptjs 3.0.3 (the previous hasher), cost 4, of 'court123'.
    const legacy = '$2b$04$txxDUCyhznlU9odbMBP8ku6V3s.ARD32uAWKdQ3RYdoF1sXMGf2Cm';
    await ctx.database.db.update(users).set({ passwordHash: legacy }).where(eq(users.id, user.id));
    expect((await login(user.email, 'court123', '10.14.0.1')).statusCode).toBe(200);
    expect((await login(user.email, 'court1234', '10.14.0.1')).statusCode).toBe(401);
  });
});

describe('GET /api/auth/me', () => {
  it('answers 401 without a token', async () => {
    const response = await ctx.app.inject({ url: '/api/auth/me' });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHORIZED');
  });

  it('answers 401 to a tampered token', async () => {
    const { token, user } = await registerUser(ctx.app);
    const [header, , signature] = token.split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ sub: user.id, role: 'admin', exp: 4102444800 })).toString(
      'base64url',
    );
    const response = await ctx.app.inject({
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${header}.${forgedPayload}.${signature}` },
    });
    expect(response.statusCode).toBe(401);
  });

  it('answers 401 to a token signed with another secret', async () => {
    const { user } = await registerUser(ctx.app);
    const foreign = await new SignJWT({ role: 'admin' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer('batiao')
      .setAudience('batiao-api')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(`${TEST_JWT_SECRET}-not`));
    const response = await ctx.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${foreign}` } });
    expect(response.statusCode).toBe(401);
  });

  it('answers 401 once the token has expired', async () => {
    const local = createTestClock();
    const app = await buildTestApp({ database: ctx.database, clock: local, jwtTtl: '1h' });
    try {
      const account = await registerUser(app.app);
      expect((await account.inject('/api/auth/me')).statusCode).toBe(200);
      local.advance(61 * 60_000);
      const expired = await account.inject('/api/auth/me');
      expect(expired.statusCode).toBe(401);
      expect(expired.json()).toEqual({
        detail: 'Session invalide ou expirée. Reconnectez-vous.',
        code: 'UNAUTHORIZED',
      });
    } finally {
      await app.close();
    }
  });

  it('answers 401 when the account no longer exists', async () => {
    const { user, inject } = await registerUser(ctx.app);
    await ctx.database.db.delete(users).where(eq(users.id, user.id));
    expect((await inject('/api/auth/me')).statusCode).toBe(401);
  });

  it('answers 401 to a malformed authorization header', async () => {
    for (const authorization of ['Bearer', 'Basic abc', 'Bearer not.a.jwt', 'Bearer a b']) {
      const response = await ctx.app.inject({ url: '/api/auth/me', headers: { authorization } });
      expect(response.statusCode).toBe(401);
    }
  });
});

describe('registration limits and password rules', () => {
  it('limits registrations per client address, taken e-mails included, with a French 429', async () => {
    const address = '10.15.0.1';
    const { user } = await registerUser(ctx.app);
    const outcomes: number[] = [];
    for (let i = 0; i < REGISTRATION_LIMITS.perAddress; i += 1) {
      // Half of them probe an e-mail that has an account: they count as well.
      const payload = i % 2 === 0 ? registration() : registration({ email: user.email });
      outcomes.push((await post('/api/auth/register', payload, address)).statusCode);
    }
    expect(statusCounts(outcomes.map((statusCode) => ({ statusCode })))).toEqual({ 201: 5, 409: 5 });

    const refused = await post('/api/auth/register', registration(), address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
    expect(refused.json().detail).toMatch(
      /^Trop d’inscriptions depuis votre connexion\. Réessayez dans \d+ minutes?\.$/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The probe of a taken e-mail is refused the same way: nothing tells that it has an account.
    expect((await post('/api/auth/register', registration({ email: user.email }), address)).statusCode).toBe(429);

    expect((await post('/api/auth/register', registration(), '10.15.0.2')).statusCode).toBe(201);
    clock.advance((REGISTRATION_LIMITS.windowMinutes + 1) * 60_000);
    expect((await post('/api/auth/register', registration(), address)).statusCode).toBe(201);
  });

  it('refuses weak new passwords with one French message on the password field', async () => {
    const cases: [string, string][] = [
      ['12345678', PASSWORD_MESSAGES.tooShort],
      ['password1234', PASSWORD_MESSAGES.common],
      ['azerty123456', PASSWORD_MESSAGES.common],
      ['1234567890', PASSWORD_MESSAGES.common],
      [' '.repeat(12), PASSWORD_MESSAGES.common],
      ['tabulation\tcachée', PASSWORD_MESSAGES.control],
      ['é'.repeat(40), PASSWORD_MESSAGES.tooLong],
    ];
    for (const [password, message] of cases) {
      const response = await post('/api/auth/register', registration({ password }), '10.16.0.1');
      expect(response.statusCode, password).toBe(422);
      expect(response.json().detail, password).toEqual([{ field: 'password', message }]);
    }
    // A NUL is refused too (by the text rule every field follows).
    const nul = await post('/api/auth/register', registration({ password: 'mot-de-passe\u0000long' }), '10.16.0.1');
    expect(nul.statusCode).toBe(422);
    expect(nul.json().detail[0].field).toBe('password');
  });
});

describe('session revocation', () => {
  function me(authorization: string) {
    return ctx.app.inject({ url: '/api/auth/me', headers: { authorization } });
  }

  it('logout-all revokes every token of the account, this one included (204), not those of others', async () => {
    const { user, password, authorization, inject } = await registerUser(ctx.app);
    const other = await registerUser(ctx.app);
    const second = await login(user.email, password, '10.17.0.1');
    const secondAuthorization = `Bearer ${second.json().token}`;
    expect((await me(secondAuthorization)).statusCode).toBe(200);

    const response = await inject({ method: 'POST', url: '/api/auth/logout-all' });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');

    for (const revoked of [authorization, secondAuthorization]) {
      const answer = await me(revoked);
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual({ detail: 'Session invalide ou expirée. Reconnectez-vous.', code: 'UNAUTHORIZED' });
    }
    expect((await me(other.authorization)).statusCode).toBe(200);
    const again = await login(user.email, password, '10.17.0.1');
    expect(again.statusCode).toBe(200);
    expect((await me(`Bearer ${again.json().token}`)).statusCode).toBe(200);
  });

  it('logout-all needs a session (401)', async () => {
    expect((await ctx.app.inject({ method: 'POST', url: '/api/auth/logout-all' })).statusCode).toBe(401);
  });

  it('change-password applies the new password, revokes the other sessions and keeps this device signed in', async () => {
    const { user, password, authorization, inject } = await registerUser(ctx.app);
    const elsewhere = `Bearer ${(await login(user.email, password, '10.18.0.1')).json().token}`;
    const response = await inject({
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { current_password: password, new_password: 'charpente-chene-1890' },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(userSchema.parse(body.user).id).toBe(user.id);

    expect((await me(authorization)).statusCode).toBe(401);
    expect((await me(elsewhere)).statusCode).toBe(401);
    expect((await me(`Bearer ${body.token}`)).statusCode).toBe(200);
    expect((await login(user.email, password, '10.18.0.2')).statusCode).toBe(401);
    expect((await login(user.email, 'charpente-chene-1890', '10.18.0.3')).statusCode).toBe(200);
  });

  it('change-password refuses a wrong current password and a weak or unchanged new one (422), changing nothing', async () => {
    const { password, authorization, inject } = await registerUser(ctx.app);
    const change = (payload: Record<string, string>) =>
      inject({ method: 'POST', url: '/api/auth/change-password', payload });

    const wrong = await change({ current_password: 'pas-le-bon-mot', new_password: 'charpente-chene-1890' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().detail).toEqual([
      { field: 'current_password', message: 'Le mot de passe actuel est incorrect' },
    ]);

    const weak = await change({ current_password: password, new_password: 'motdepasse123' });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().detail).toEqual([{ field: 'new_password', message: PASSWORD_MESSAGES.common }]);

    const same = await change({ current_password: password, new_password: password });
    expect(same.statusCode).toBe(422);
    expect(same.json().detail).toEqual([
      { field: 'new_password', message: 'Choisissez un mot de passe différent de l’actuel' },
    ]);

    expect((await me(authorization)).statusCode).toBe(200);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/auth/change-password',
          payload: { current_password: password, new_password: 'charpente-chene-1890' },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('change-password allows 5 wrong current passwords per 15 minutes', async () => {
    const { password, inject } = await registerUser(ctx.app);
    const change = (current: string) =>
      inject({
        method: 'POST',
        url: '/api/auth/change-password',
        payload: { current_password: current, new_password: 'charpente-chene-1890' },
      });
    const responses = await Promise.all(Array.from({ length: 20 }, () => change('pas-le-bon-mot')));
    expect(statusCounts(responses)).toEqual({ 422: PASSWORD_CHANGE_LIMITS.perAccount, 429: 15 });
    expect((await change(password)).statusCode).toBe(429);
    clock.advance((PASSWORD_CHANGE_LIMITS.windowMinutes + 1) * 60_000);
    expect((await change(password)).statusCode).toBe(200);
  });
});

describe('admin bootstrap', () => {
  it('creates the configured admin once, then leaves it unchanged', async () => {
    const auth = ctx.app.services.auth;
    expect(await auth.ensureAdmin('chef@example.fr', 'un-mot-de-passe-long')).toBe('created');
    expect(await auth.ensureAdmin('chef@example.fr', 'un-mot-de-passe-long')).toBe('unchanged');
    const signedIn = await login('chef@example.fr', 'un-mot-de-passe-long', '10.7.0.1');
    expect(signedIn.json().user.role).toBe('admin');
  });

  it('promotes an existing account whose password is ADMIN_PASSWORD, its sessions kept', async () => {
    const { user, password, inject } = await registerUser(ctx.app);
    expect(await ctx.app.services.auth.ensureAdmin(user.email, password)).toBe('promoted');
    const answer = await inject('/api/auth/me');
    expect(answer.statusCode).toBe(200);
    expect(answer.json().role).toBe('admin');
  });

  it('takes back an account somebody else registered with ADMIN_EMAIL: ADMIN_PASSWORD replaces theirs, their token is revoked', async () => {
    // The attacker registers the operator's address before the first start with ADMIN_EMAIL.
    const attacker = await registerUser(ctx.app, { email: 'exploitant@example.fr', password: 'le-mot-de-l-intrus' });
    expect(await ctx.app.services.auth.ensureAdmin('Exploitant@example.fr', 'le-mot-de-passe-admin-42')).toBe(
      'reclaimed',
    );

    expect((await attacker.inject('/api/auth/me')).statusCode).toBe(401);
    expect((await login('exploitant@example.fr', 'le-mot-de-l-intrus', '10.7.1.1')).statusCode).toBe(401);
    const operator = await login('exploitant@example.fr', 'le-mot-de-passe-admin-42', '10.7.1.2');
    expect(operator.statusCode).toBe(200);
    expect(operator.json().user).toMatchObject({ id: attacker.user.id, role: 'admin' });
    expect(await ctx.app.services.auth.ensureAdmin('exploitant@example.fr', 'le-mot-de-passe-admin-42')).toBe(
      'unchanged',
    );
  });
});
