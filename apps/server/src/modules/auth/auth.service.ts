import type { AuthResponse, RegisterRequest } from '@batiao/shared/contracts/auth';
import { type registerRequestSchema } from '@batiao/shared/contracts/auth';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { AppError, unauthorized } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { createPasswordHasher, type PasswordHasherOptions } from '../../lib/password-hasher.ts';
import type { TokenService } from '../../lib/tokens.ts';
import type { LocationsService } from '../locations/locations.service.ts';
import { presentUser } from './auth.presenter.ts';
import {
  bumpSessionVersion,
  clearAttempts,
  findUserByEmail,
  findUserById,
  insertUser,
  findUsersByIds,
  findUsersByTrades,
  purgeAttempts,
  releaseAttempts,
  reserveAttempts,
  setUserEmailAlerts,
  setUserDossierCompletion,
  setUserPassword,
  setUserRole,
  type AttemptCount,
} from './auth.queries.ts';

export interface AlertRecipient {
  id: string;
  email: string;
  prenom: string;
  metier: string;
  departement: string;
  emailAlerts: boolean;
}

/**
 * Failed sign-ins allowed within the window: per (account, client address) — the lock an attacker
 * meets —, per account from anywhere (softer, so that a few wrong tries elsewhere never lock the
 * owner out), and per client address across accounts.
 */
export const LOGIN_LIMITS = { perAccountAndAddress: 5, perAccount: 50, perAddress: 20, windowMinutes: 15 } as const;
/** Registration attempts (accounts created, or refused as taken) per client address. */
export const REGISTRATION_LIMITS = { perAddress: 10, windowMinutes: 60 } as const;
/** Wrong current passwords allowed on the password change, per account. */
export const PASSWORD_CHANGE_LIMITS = { perAccount: 5, windowMinutes: 15 } as const;

const INVALID_CREDENTIALS = 'Email ou mot de passe incorrect';
const EMAIL_TAKEN = 'Un compte existe déjà avec cette adresse e-mail.';

export interface AuthDeps {
  db: Database;
  tokens: TokenService;
  clock: Clock;
  /** bcrypt cost factor: 12 in production, lower in tests. */
  passwordCost: number;
  /** Hashes at once and waiting (lib/password-hasher); the defaults suit production. */
  passwordHashing?: Omit<PasswordHasherOptions, 'cost'>;
  /** Reads the typed `zone_geographique` into a commune (the locations service, built in app.ts). */
  locations: Pick<LocationsService, 'resolve'>;
}

type RegisterInput = z.output<typeof registerRequestSchema>;

/** What ensureAdmin did (server.ts logs it; `reclaimed` as a warning). */
export type AdminOutcome = 'created' | 'promoted' | 'reclaimed' | 'unchanged';

function minutesText(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes > 1 ? 's' : ''}`;
}

/** Over the limit under some key: the seconds until the last of those windows ends. */
function overLimit(
  counts: Map<string, AttemptCount>,
  limits: [key: string, limit: number][],
  now: Date,
  windowMs: number,
): number | undefined {
  const blocking = limits
    .map(([key, limit]) => ({ stats: counts.get(key), limit }))
    .filter((b) => (b.stats?.count ?? 0) > b.limit);
  if (blocking.length === 0) {
    return undefined;
  }
  const end = Math.max(...blocking.map((b) => (b.stats?.windowStart.getTime() ?? now.getTime()) + windowMs));
  return Math.max(1, Math.ceil((end - now.getTime()) / 1000));
}

function rateLimited(detail: string, retryAfter: number): AppError {
  return new AppError('RATE_LIMITED', detail, { headers: { 'retry-after': String(retryAfter) } });
}

export function createAuthService(deps: AuthDeps) {
  const { db, tokens, clock } = deps;
  const hasher = createPasswordHasher({ cost: deps.passwordCost, ...deps.passwordHashing });
  const loginWindowMs = LOGIN_LIMITS.windowMinutes * 60_000;
  const registrationWindowMs = REGISTRATION_LIMITS.windowMinutes * 60_000;
  const passwordChangeWindowMs = PASSWORD_CHANGE_LIMITS.windowMinutes * 60_000;
  let lastPurge = 0;

  async function issue(row: UserRow): Promise<AuthResponse> {
    const user = presentUser(row, clock.now());
    return { user, token: await tokens.sign({ userId: user.id, role: user.role, sessionVersion: row.sessionVersion }) };
  }

  /** At most once an hour: counters of windows long gone are deleted (the longest window is one hour). */
  async function purgeOldAttempts(now: Date): Promise<void> {
    if (now.getTime() - lastPurge < 3_600_000) {
      return;
    }
    lastPurge = now.getTime();
    await purgeAttempts(db, new Date(now.getTime() - 2 * 3_600_000));
  }

  /** Runs `work` with attempts reserved under `keys`; they are given back if it throws (a busy hasher, a database error). */
  async function releasingOnError<T>(keys: string[], work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      await releaseAttempts(db, keys);
      throw error;
    }
  }

  return {
    /**
     * Creates the account of a company; the zone must be a real commune, stored standardised.
     * Counted per client address; a taken address costs the same hashing as a new account, so
     * that the answer's timing does not tell which addresses have an account.
     */
    async register(input: RegisterInput, clientAddress: string): Promise<AuthResponse> {
      const place = deps.locations.resolve(input.zone_geographique);
      if (!place) {
        throw new AppError('VALIDATION_ERROR', [
          { field: 'zone_geographique', message: 'Ville non reconnue : choisissez une commune dans la liste' },
        ]);
      }
      const now = clock.now();
      await purgeOldAttempts(now);
      const key = `register:ip:${clientAddress}`;
      const counts = await reserveAttempts(db, [key], now, registrationWindowMs);
      const retryAfter = overLimit(counts, [[key, REGISTRATION_LIMITS.perAddress]], now, registrationWindowMs);
      if (retryAfter !== undefined) {
        await releaseAttempts(db, [key]);
        throw rateLimited(
          `Trop d’inscriptions depuis votre connexion. Réessayez dans ${minutesText(retryAfter)}.`,
          retryAfter,
        );
      }
      const passwordHash = await releasingOnError([key], () => hasher.hash(input.password));
      if (await findUserByEmail(db, input.email)) {
        throw new AppError('EMAIL_TAKEN', EMAIL_TAKEN);
      }
      try {
        const row = await insertUser(db, {
          email: input.email,
          passwordHash,
          prenom: input.prenom,
          nom: input.nom,
          metier: input.metier,
          zoneGeographique: place.standardized,
          departement: place.departement,
          codeInsee: place.code_insee,
        });
        return await issue(row);
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw new AppError('EMAIL_TAKEN', EMAIL_TAKEN);
        }
        throw error;
      }
    },

    /**
     * Signs in. An attempt is reserved in the database under (account, address), account and
     * address before any password is checked — one atomic statement, so parallel requests cannot
     * all pass; past a limit the answer is 429 until the window has passed, whatever the password.
     * A wrong password keeps its reservation (it is the failure); a right one gives them back.
     */
    async login(email: string, password: string, clientAddress: string): Promise<AuthResponse> {
      const now = clock.now();
      await purgeOldAttempts(now);
      const account = email.toLowerCase();
      const pairKey = `login:acct-ip:${account}|${clientAddress}`;
      const accountKey = `login:acct:${account}`;
      const addressKey = `login:ip:${clientAddress}`;
      const keys = [pairKey, accountKey, addressKey];
      const counts = await reserveAttempts(db, keys, now, loginWindowMs);
      const retryAfter = overLimit(
        counts,
        [
          [pairKey, LOGIN_LIMITS.perAccountAndAddress],
          [accountKey, LOGIN_LIMITS.perAccount],
          [addressKey, LOGIN_LIMITS.perAddress],
        ],
        now,
        loginWindowMs,
      );
      if (retryAfter !== undefined) {
        // A refused attempt is not counted: only the checked ones are.
        await releaseAttempts(db, keys);
        throw rateLimited(`Trop de tentatives de connexion. Réessayez dans ${minutesText(retryAfter)}.`, retryAfter);
      }

      const { user, valid } = await releasingOnError(keys, async () => {
        const row = await findUserByEmail(db, email);
        // An unknown address is compared against a dummy hash: the same work, the same time.
        return { user: row, valid: await hasher.verify(password, row?.passwordHash ?? hasher.dummyHash) };
      });
      if (!user || !valid) {
        throw new AppError('INVALID_CREDENTIALS', INVALID_CREDENTIALS);
      }
      await clearAttempts(db, pairKey);
      await releaseAttempts(db, [accountKey, addressKey]);
      return issue(user);
    },

    /** The account behind a session and its version, fresh from the database; undefined once it is deleted. */
    async findSession(userId: string) {
      const row = await findUserById(db, userId);
      return row ? { user: presentUser(row, clock.now()), sessionVersion: row.sessionVersion } : undefined;
    },

    /** « Se déconnecter de tous les appareils »: every token issued so far is refused from now on. */
    async logoutEverywhere(userId: string): Promise<void> {
      if (!(await bumpSessionVersion(db, userId))) {
        throw unauthorized();
      }
    },

    /**
     * Checks the current password (5 wrong ones per 15 minutes), applies the new one and revokes
     * every other session; the answer carries a token for this device.
     */
    async changePassword(userId: string, currentPassword: string, newPassword: string): Promise<AuthResponse> {
      const row = await findUserById(db, userId);
      if (!row) {
        throw unauthorized();
      }
      const now = clock.now();
      const key = `password-change:acct:${row.id}`;
      const counts = await reserveAttempts(db, [key], now, passwordChangeWindowMs);
      const retryAfter = overLimit(counts, [[key, PASSWORD_CHANGE_LIMITS.perAccount]], now, passwordChangeWindowMs);
      if (retryAfter !== undefined) {
        await releaseAttempts(db, [key]);
        throw rateLimited(`Trop de tentatives. Réessayez dans ${minutesText(retryAfter)}.`, retryAfter);
      }
      const valid = await releasingOnError([key], () => hasher.verify(currentPassword, row.passwordHash));
      if (!valid) {
        throw new AppError('VALIDATION_ERROR', [
          { field: 'current_password', message: 'Le mot de passe actuel est incorrect' },
        ]);
      }
      await clearAttempts(db, key);
      if (newPassword === currentPassword) {
        throw new AppError('VALIDATION_ERROR', [
          { field: 'new_password', message: 'Choisissez un mot de passe différent de l’actuel' },
        ]);
      }
      const updated = await setUserPassword(db, row.id, await hasher.hash(newPassword));
      if (!updated) {
        throw unauthorized();
      }
      return issue(updated);
    },

    /** Who may hear of a tender for these trades: id, e-mail, trade, département, alert choice. */
    async findAlertRecipients(trades: string[], ids?: string[]): Promise<AlertRecipient[]> {
      const rows = ids ? await findUsersByIds(db, ids) : await findUsersByTrades(db, trades);
      return rows.map((row) => ({
        id: row.id,
        email: row.email,
        prenom: row.prenom,
        metier: row.metier,
        departement: row.departement,
        emailAlerts: row.emailAlerts,
      }));
    },

    async setEmailAlerts(userId: string, on: boolean): Promise<void> {
      await setUserEmailAlerts(db, userId, on);
    },

    /** Kept on the account by the documents module each time it computes the file health. */
    async setDossierCompletion(userId: string, completion: number): Promise<void> {
      await setUserDossierCompletion(db, userId, Math.max(0, Math.min(100, Math.round(completion))));
    },

    /**
     * ADMIN_EMAIL/ADMIN_PASSWORD at start: creates that admin when the address is unknown. An
     * existing account that is not admin yet — which anyone could have registered with that
     * address — is promoted only once it is made the operator's: if its password is not
     * ADMIN_PASSWORD, ADMIN_PASSWORD replaces it and every session of the account is revoked
     * (`reclaimed`, logged as a warning). An existing admin is left as it is (ADR 010).
     */
    async ensureAdmin(email: string, password: string): Promise<AdminOutcome> {
      const existing = await findUserByEmail(db, email);
      if (existing) {
        if (existing.role === 'admin') {
          return 'unchanged';
        }
        if (await hasher.verify(password, existing.passwordHash)) {
          await setUserRole(db, existing.id, 'admin');
          return 'promoted';
        }
        await setUserPassword(db, existing.id, await hasher.hash(password), { role: 'admin' });
        return 'reclaimed';
      }
      const place = deps.locations.resolve('Paris');
      await insertUser(db, {
        email: email.toLowerCase(),
        passwordHash: await hasher.hash(password),
        prenom: 'Administrateur',
        nom: 'BatiAO',
        metier: 'macon',
        zoneGeographique: place?.standardized ?? 'Paris (75)',
        departement: place?.departement ?? '75',
        codeInsee: place?.code_insee ?? '75056',
        role: 'admin',
      });
      return 'created';
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
export type { RegisterRequest };
