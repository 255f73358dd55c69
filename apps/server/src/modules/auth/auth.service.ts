import bcrypt from 'bcryptjs';
import type { AuthResponse, RegisterRequest, User } from '@batiao/shared/contracts/auth';
import { type registerRequestSchema } from '@batiao/shared/contracts/auth';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { TokenService } from '../../lib/tokens.ts';
import { resolveLocation } from '../locations/locations.service.ts';
import { presentUser } from './auth.presenter.ts';
import {
  clearLoginFailures,
  countLoginFailures,
  findUserByEmail,
  findUserById,
  insertUser,
  isUniqueViolation,
  findUsersByIds,
  findUsersByTrades,
  recordLoginFailure,
  setUserEmailAlerts,
  setUserDossierCompletion,
  setUserRole,
} from './auth.queries.ts';

export interface AlertRecipient {
  id: string;
  email: string;
  prenom: string;
  metier: string;
  departement: string;
  emailAlerts: boolean;
}

/** Failed sign-ins allowed per account and per client address within the window. */
export const LOGIN_LIMITS = { perAccount: 5, perAddress: 20, windowMinutes: 15 } as const;

const INVALID_CREDENTIALS = 'Email ou mot de passe incorrect';

export interface AuthDeps {
  db: Database;
  tokens: TokenService;
  clock: Clock;
  /** bcrypt cost factor: 12 in production, lower in tests. */
  passwordCost: number;
}

type RegisterInput = z.output<typeof registerRequestSchema>;

export function createAuthService(deps: AuthDeps) {
  const { db, tokens, clock } = deps;
  // Compared against when the e-mail is unknown, so that both failures take the same time.
  const dummyHash = bcrypt.hashSync('batiao-timing-equaliser', deps.passwordCost);

  async function issue(user: User): Promise<AuthResponse> {
    return { user, token: await tokens.sign({ userId: user.id, role: user.role }) };
  }

  return {
    /** Creates the account of a company; the zone must be a real commune, stored standardised. */
    async register(input: RegisterInput): Promise<AuthResponse> {
      const place = resolveLocation(input.zone_geographique);
      if (!place) {
        throw new AppError('VALIDATION_ERROR', [
          { field: 'zone_geographique', message: 'Ville non reconnue : choisissez une commune dans la liste' },
        ]);
      }
      if (await findUserByEmail(db, input.email)) {
        throw new AppError('EMAIL_TAKEN', 'Un compte existe déjà avec cette adresse e-mail.');
      }
      const passwordHash = await bcrypt.hash(input.password, deps.passwordCost);
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
        return await issue(presentUser(row, clock.now()));
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw new AppError('EMAIL_TAKEN', 'Un compte existe déjà avec cette adresse e-mail.');
        }
        throw error;
      }
    },

    /**
     * Signs in. Failures are counted in the database per account and per client address; past
     * the limit the answer is 429 until the window has passed, whatever the password.
     */
    async login(email: string, password: string, clientAddress: string): Promise<AuthResponse> {
      const now = clock.now();
      const windowMs = LOGIN_LIMITS.windowMinutes * 60_000;
      const since = new Date(now.getTime() - windowMs);
      const accountKey = `email:${email.toLowerCase()}`;
      const addressKey = `ip:${clientAddress}`;
      const failures = await countLoginFailures(db, [accountKey, addressKey], since);
      const blocking = [
        { stats: failures.get(accountKey), limit: LOGIN_LIMITS.perAccount },
        { stats: failures.get(addressKey), limit: LOGIN_LIMITS.perAddress },
      ].filter((f) => (f.stats?.count ?? 0) >= f.limit);
      if (blocking.length > 0) {
        const oldest = Math.min(...blocking.map((b) => b.stats?.oldest?.getTime() ?? now.getTime()));
        const retryAfter = Math.max(1, Math.ceil((oldest + windowMs - now.getTime()) / 1000));
        const minutes = Math.ceil(retryAfter / 60);
        throw new AppError(
          'RATE_LIMITED',
          `Trop de tentatives de connexion. Réessayez dans ${minutes} minute${minutes > 1 ? 's' : ''}.`,
          { headers: { 'retry-after': String(retryAfter) } },
        );
      }

      const user = await findUserByEmail(db, email);
      const valid = await bcrypt.compare(password, user?.passwordHash ?? dummyHash);
      if (!user || !valid) {
        await recordLoginFailure(db, [accountKey, addressKey], now);
        throw new AppError('INVALID_CREDENTIALS', INVALID_CREDENTIALS);
      }
      await clearLoginFailures(db, accountKey);
      return issue(presentUser(user, clock.now()));
    },

    /** The account behind a session, fresh from the database; undefined once it is deleted. */
    async findUser(userId: string): Promise<User | undefined> {
      const row = await findUserById(db, userId);
      return row ? presentUser(row, clock.now()) : undefined;
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
     * ADMIN_EMAIL/ADMIN_PASSWORD at start: creates that admin when the address is unknown,
     * promotes the existing account otherwise (its password is left as its owner set it).
     */
    async ensureAdmin(email: string, password: string): Promise<'created' | 'promoted' | 'unchanged'> {
      const existing = await findUserByEmail(db, email);
      if (existing) {
        if (existing.role === 'admin') {
          return 'unchanged';
        }
        await setUserRole(db, existing.id, 'admin');
        return 'promoted';
      }
      const place = resolveLocation('Paris');
      await insertUser(db, {
        email: email.toLowerCase(),
        passwordHash: await bcrypt.hash(password, deps.passwordCost),
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
