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
import { LOGIN_LIMITS } from './auth.service.ts';

const clock = createTestClock();
let ctx: TestContext;

beforeAll(async () => {
  ctx = await buildTestApp({ clock });
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
      'Le mot de passe doit contenir au moins 8 caractères',
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

describe('failed-login rate limit', () => {
  it('blocks an account after 5 failures, even with the right password, then lets it in once the window has passed', async () => {
    const { user, password } = await registerUser(ctx.app);
    for (let i = 0; i < LOGIN_LIMITS.perAccount; i += 1) {
      const r = await post(
        '/api/auth/login',
        { email: user.email, password: 'mauvais-mot-de-passe' },
        `10.4.0.${i + 1}`,
      );
      expect(r.statusCode).toBe(401);
    }
    const blocked = await post('/api/auth/login', { email: user.email, password }, '10.4.1.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('RATE_LIMITED');
    expect(blocked.json().detail).toMatch(/^Trop de tentatives de connexion\. Réessayez dans \d+ minutes?\.$/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);

    clock.advance((LOGIN_LIMITS.windowMinutes + 1) * 60_000);
    const after = await post('/api/auth/login', { email: user.email, password }, '10.4.1.1');
    expect(after.statusCode).toBe(200);
  });

  it('blocks a client address after 20 failures across accounts', async () => {
    const address = '10.5.0.1';
    for (let i = 0; i < LOGIN_LIMITS.perAddress; i += 1) {
      const r = await post(
        '/api/auth/login',
        { email: `inconnu${i}@example.fr`, password: 'mauvais-mot-de-passe' },
        address,
      );
      expect(r.statusCode).toBe(401);
    }
    const { user, password } = await registerUser(ctx.app);
    expect((await post('/api/auth/login', { email: user.email, password }, address)).statusCode).toBe(429);
    expect((await post('/api/auth/login', { email: user.email, password }, '10.5.0.2')).statusCode).toBe(200);
  });

  it('holds across a restart: the failures are counted in the database', async () => {
    const { user, password } = await registerUser(ctx.app);
    for (let i = 0; i < LOGIN_LIMITS.perAccount; i += 1) {
      await post('/api/auth/login', { email: user.email, password: 'mauvais-mot-de-passe' }, '10.6.0.1');
    }
    const restarted = await buildTestApp({ database: ctx.database, clock });
    try {
      const response = await restarted.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password },
        remoteAddress: '10.6.0.2',
      });
      expect(response.statusCode).toBe(429);
    } finally {
      await restarted.close();
    }
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
      const { authorization } = await registerUser(app.app);
      expect((await app.app.inject({ url: '/api/auth/me', headers: { authorization } })).statusCode).toBe(200);
      local.advance(61 * 60_000);
      const expired = await app.app.inject({ url: '/api/auth/me', headers: { authorization } });
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
    const { user, authorization } = await registerUser(ctx.app);
    await ctx.database.db.delete(users).where(eq(users.id, user.id));
    expect((await ctx.app.inject({ url: '/api/auth/me', headers: { authorization } })).statusCode).toBe(401);
  });

  it('answers 401 to a malformed authorization header', async () => {
    for (const authorization of ['Bearer', 'Basic abc', 'Bearer not.a.jwt', 'Bearer a b']) {
      const response = await ctx.app.inject({ url: '/api/auth/me', headers: { authorization } });
      expect(response.statusCode).toBe(401);
    }
  });
});

describe('admin bootstrap', () => {
  it('creates the configured admin once, and promotes an existing account', async () => {
    const auth = ctx.app.services.auth;
    expect(await auth.ensureAdmin('chef@example.fr', 'un-mot-de-passe-long')).toBe('created');
    expect(await auth.ensureAdmin('chef@example.fr', 'un-mot-de-passe-long')).toBe('unchanged');
    const login = await post(
      '/api/auth/login',
      { email: 'chef@example.fr', password: 'un-mot-de-passe-long' },
      '10.7.0.1',
    );
    expect(login.json().user.role).toBe('admin');

    const { user } = await registerUser(ctx.app);
    expect(await auth.ensureAdmin(user.email, 'ignored-password')).toBe('promoted');
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.role).toBe('admin');
  });
});
