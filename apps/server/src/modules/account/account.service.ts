import type { Readable } from 'node:stream';
import { ACCOUNT_MESSAGES, RETENTION, type AccountExport } from '@batiao/shared/contracts/account';
import type { User } from '@batiao/shared/contracts/auth';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { FileStorage } from '../../integrations/storage/local-storage.ts';
import type { StripeClient } from '../../integrations/stripe/client.ts';
import { isStripeError } from '../../integrations/stripe/objects.ts';
import { AppError, unauthorized } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { createPasswordHasher } from '../../lib/password-hasher.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { LocationsService } from '../locations/locations.service.ts';
import { plain, streamZip, toCsv, type ZipEntry } from './account.export.ts';
import {
  deleteOlderThan,
  emailTakenByOther,
  eraseAccount,
  findAccount,
  findInactiveAccounts,
  selectUserRows,
  tableExists,
  touchActivity,
  updateProfile,
  type ProfileChange,
} from './account.queries.ts';
import { USER_DATA, type RowFile, type UserDataEntry } from './account.tables.ts';

/** Wrong passwords allowed on the deletion, per account, in the window. */
export const DELETE_ATTEMPTS = { perAccount: 5, windowMs: 15 * 60_000 } as const;

interface Logger {
  info: (obj: object, msg: string) => void;
  warn: (obj: object, msg: string) => void;
}

export interface AccountDeps {
  db: Database;
  clock: Clock;
  files: FileStorage;
  auth: Pick<AuthService, 'findSession'>;
  locations: Pick<LocationsService, 'resolve'>;
  passwordCost: number;
  /** The Stripe client when payments go through Stripe: the customer is deleted with the account. */
  stripe?: StripeClient;
  log: Logger;
  /** The tables covered (the list of account.tables.ts; a test may pass another). */
  entries?: UserDataEntry[];
}

/**
 * What the retention purge deletes, by age (privacy policy §9, supporting-areas §9): browsing data
 * 13 months, security logs 1 year, payment records 10 years. A table not created yet is skipped.
 */
export const RETENTION_RULES: { table: string; column: string; months: number; what: string }[] = [
  { table: 'analytics_events', column: 'occurred_at', months: RETENTION.browsingMonths, what: 'navigation' },
  { table: 'auth_attempts', column: 'window_start', months: RETENTION.securityLogMonths, what: 'sécurité' },
  { table: 'admin_audit_log', column: 'created_at', months: RETENTION.securityLogMonths, what: 'sécurité' },
  { table: 'billing_events', column: 'received_at', months: RETENTION.securityLogMonths, what: 'sécurité' },
  { table: 'outbox', column: 'created_at', months: RETENTION.securityLogMonths, what: 'sécurité' },
  { table: 'payments', column: 'created_at', months: RETENTION.paymentYears * 12, what: 'paiements' },
  { table: 'audit_log', column: 'created_at', months: RETENTION.paymentYears * 12, what: 'paiements' },
];

/** Where each file goes in the zip: fichiers/<kind>/<name>, numbered when two share a name. */
function placeFiles(list: (RowFile & { kind: string })[]): (RowFile & { kind: string; path: string })[] {
  const seen = new Set<string>();
  return list.map((file) => {
    let path = `fichiers/${file.kind}/${file.name}`;
    for (let n = 2; seen.has(path); n += 1) {
      path = `fichiers/${file.kind}/${n}-${file.name}`;
    }
    seen.add(path);
    return { ...file, path };
  });
}

function monthsBefore(now: Date, months: number): Date {
  const date = new Date(now);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date;
}

export function createAccountService(deps: AccountDeps) {
  const { db, clock, files, log } = deps;
  const entries = deps.entries ?? USER_DATA;
  const hasher = createPasswordHasher({ cost: deps.passwordCost });
  const failures = new Map<string, number[]>();
  const touched = new Map<string, number>();

  /** Everything the account holds, rows and the files they reference. */
  async function collect(userId: string) {
    const data: Record<string, Record<string, unknown>[]> = {};
    const fileList: (RowFile & { kind: string })[] = [];
    for (const entry of entries) {
      const found = await selectUserRows(db, entry, userId);
      const omit = new Set(entry.omit ?? []);
      data[entry.kind] = found.map((row) =>
        Object.fromEntries(
          Object.entries(row)
            .filter(([k]) => !omit.has(k))
            .map(([k, v]) => [k, plain(v)]),
        ),
      );
      for (const row of found) {
        for (const file of entry.files?.(row) ?? []) {
          if (file.key) {
            fileList.push({ ...file, kind: entry.kind });
          }
        }
      }
    }
    return { data, files: fileList };
  }

  async function removeFiles(keys: string[]): Promise<number> {
    let removed = 0;
    for (const key of keys) {
      try {
        await files.delete(key);
        removed += 1;
      } catch (err) {
        // The orphan sweep (ADR 013) removes what is left within hours.
        log.warn({ err, key }, 'fichier d’un compte supprimé non effacé');
      }
    }
    return removed;
  }

  /** The erasure itself, once the caller is known to have the right: Stripe, rows, then files. */
  async function erase(userId: string, reason: 'request' | 'inactivity'): Promise<void> {
    const account = await findAccount(db, userId);
    if (!account) {
      return;
    }
    if (account.stripeCustomerId) {
      if (deps.stripe) {
        try {
          // Deleting the customer cancels its subscriptions at once and forgets the card.
          await deps.stripe.customers.del(account.stripeCustomerId);
        } catch (err) {
          if (!(isStripeError(err) && err.code === 'resource_missing')) {
            log.warn({ err, userId }, 'client Stripe non supprimé : compte conservé');
            throw new AppError('SERVICE_UNAVAILABLE', ACCOUNT_MESSAGES.stripeUnavailable);
          }
        }
      } else {
        log.warn({ userId }, 'client Stripe d’un compte supprimé, sans clé Stripe pour le supprimer chez Stripe');
      }
    }
    const { files: stored } = await collect(userId);
    const counts = await eraseAccount(db, entries, userId, account.email);
    const removed = await removeFiles(stored.map((f) => f.key));
    failures.delete(userId);
    touched.delete(userId);
    log.info({ userId, reason, rows: counts, files: removed }, 'compte supprimé (RGPD)');
  }

  return {
    /** The whole export as JSON (the `donnees.json` of the zip). */
    async exportJson(userId: string): Promise<AccountExport> {
      const { data, files: list } = await collect(userId);
      if ((data.profil ?? []).length === 0) {
        throw unauthorized();
      }
      return {
        format: 'batiao-export-v1',
        exported_at: clock.now().toISOString(),
        user_id: userId,
        data,
        files: placeFiles(list).map(({ kind, path, name }) => ({ kind, path, name })),
      };
    },

    /** The zip: donnees.json, one CSV per kind of data, and the stored files under fichiers/. */
    async exportZip(userId: string): Promise<{ filename: string; body: Readable }> {
      const { data, files: list } = await collect(userId);
      if ((data.profil ?? []).length === 0) {
        throw unauthorized();
      }
      const now = clock.now();
      const fileEntries = placeFiles(list).map((f) => ({ ...f, content: () => files.get(f.key) }));
      const json: AccountExport = {
        format: 'batiao-export-v1',
        exported_at: now.toISOString(),
        user_id: userId,
        data,
        files: fileEntries.map(({ kind, path, name }) => ({ kind, path, name })),
      };
      const readme = [
        'Export de vos données BatiAO (RGPD, droit d’accès et à la portabilité)',
        `Date : ${now.toISOString()}`,
        '',
        'donnees.json : toutes vos données, une clé par catégorie.',
        'csv/ : les mêmes données, un fichier CSV par catégorie (séparateur « ; », UTF-8).',
        'fichiers/ : vos documents, photos, fichiers de consultation et réponses PDF.',
        '',
        'Les paiements sont conservés 10 ans (obligation comptable), même après suppression du compte, sans lien avec votre identité.',
      ].join('\r\n');
      const zipEntries: ZipEntry[] = [
        { path: 'LISEZMOI.txt', content: readme },
        { path: 'donnees.json', content: JSON.stringify(json, null, 2) },
        ...Object.entries(data).map(([kind, rows]) => ({ path: `csv/${kind}.csv`, content: toCsv(rows) })),
        ...fileEntries,
      ];
      return {
        filename: `batiao-export-${now.toISOString().slice(0, 10)}.zip`,
        body: streamZip(zipEntries, (err) => log.warn({ err, userId }, 'export interrompu')),
      };
    },

    /** Rectification of the account's own fields; the answer is the account as /api/auth/me shows it. */
    async updateProfile(
      userId: string,
      input: { prenom?: string; nom?: string; email?: string; metier?: string; zone_geographique?: string },
    ): Promise<User> {
      const change: ProfileChange = { prenom: input.prenom, nom: input.nom, email: input.email, metier: input.metier };
      if (input.zone_geographique !== undefined) {
        const place = deps.locations.resolve(input.zone_geographique);
        if (!place) {
          throw new AppError('VALIDATION_ERROR', [
            { field: 'zone_geographique', message: ACCOUNT_MESSAGES.zoneUnknown },
          ]);
        }
        change.zoneGeographique = place.standardized;
        change.departement = place.departement;
        change.codeInsee = place.code_insee;
      }
      if (input.email !== undefined && (await emailTakenByOther(db, input.email, userId))) {
        throw new AppError('EMAIL_TAKEN', ACCOUNT_MESSAGES.emailTaken);
      }
      try {
        if (!(await updateProfile(db, userId, change, clock.now()))) {
          throw unauthorized();
        }
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw new AppError('EMAIL_TAKEN', ACCOUNT_MESSAGES.emailTaken);
        }
        throw error;
      }
      const session = await deps.auth.findSession(userId);
      if (!session) {
        throw unauthorized();
      }
      return session.user;
    },

    /**
     * Deletes the account once the password is confirmed (5 wrong ones per 15 minutes): the
     * Stripe customer, every row (payments kept, anonymised), the stored files. Every session
     * ends with the account (a token of a deleted account is refused).
     */
    async deleteAccount(userId: string, password: string): Promise<void> {
      const account = await findAccount(db, userId);
      if (!account) {
        throw unauthorized();
      }
      const now = clock.now().getTime();
      const recent = (failures.get(userId) ?? []).filter((t) => now - t < DELETE_ATTEMPTS.windowMs);
      if (recent.length >= DELETE_ATTEMPTS.perAccount) {
        const retryAfter = Math.ceil(((recent[0] ?? now) + DELETE_ATTEMPTS.windowMs - now) / 1000);
        throw new AppError('RATE_LIMITED', ACCOUNT_MESSAGES.tooManyAttempts, {
          headers: { 'retry-after': String(Math.max(1, retryAfter)) },
        });
      }
      if (!(await hasher.verify(password, account.passwordHash))) {
        failures.set(userId, [...recent, now]);
        throw new AppError('FORBIDDEN', ACCOUNT_MESSAGES.wrongPassword);
      }
      await erase(userId, 'request');
    },

    /** Notes a signed-in request (at most once a day per account, the rest is memory). */
    async touch(userId: string): Promise<void> {
      const now = clock.now();
      const day = Math.floor(now.getTime() / 86_400_000);
      if (touched.get(userId) === day) {
        return;
      }
      touched.set(userId, day);
      await touchActivity(db, userId, now);
    },

    /**
     * The retention purge (privacy policy): dated rows past their period, then the accounts
     * unused for 3 years with no subscription in force, erased as on request.
     */
    async purgeExpired(): Promise<{ rows: Record<string, number>; accounts: number }> {
      const now = clock.now();
      const counts: Record<string, number> = {};
      for (const rule of RETENTION_RULES) {
        if (await tableExists(db, rule.table)) {
          counts[rule.table] =
            (counts[rule.table] ?? 0) +
            (await deleteOlderThan(db, rule.table, rule.column, monthsBefore(now, rule.months)));
        }
      }
      const inactive = await findInactiveAccounts(db, monthsBefore(now, RETENTION.inactiveAccountYears * 12));
      let accounts = 0;
      for (const account of inactive) {
        try {
          await erase(account.id, 'inactivity');
          accounts += 1;
        } catch (err) {
          log.warn({ err, userId: account.id }, 'compte inactif non supprimé');
        }
      }
      return { rows: counts, accounts };
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
