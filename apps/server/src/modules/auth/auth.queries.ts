import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { authAttempts } from '../../db/schema/auth.ts';
import { users, type NewUserRow, type UserRow } from '../../db/schema/users.ts';

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return row;
}

function prepareFindUserById(db: Database) {
  return db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('find_user_by_id');
}
const findUserByIdStatements = new WeakMap<Database, ReturnType<typeof prepareFindUserById>>();

/** By primary key; prepared once per database, since every authenticated request runs it. */
export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  let statement = findUserByIdStatements.get(db);
  if (!statement) {
    statement = prepareFindUserById(db);
    findUserByIdStatements.set(db, statement);
  }
  const [row] = await statement.execute({ id });
  return row;
}

export async function insertUser(db: Database, values: NewUserRow): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) {
    throw new Error('insert returned no row');
  }
  return row;
}

export async function setUserRole(db: Database, id: string, role: 'user' | 'admin'): Promise<void> {
  await db
    .update(users)
    .set({ role, updatedAt: sql`now()` })
    .where(eq(users.id, id));
}

export interface AttemptCount {
  /** Attempts in the current window, this one included. */
  count: number;
  windowStart: Date;
}

/**
 * Reserves one attempt under each key, atomically: one `insert … on conflict do update …
 * returning` whose row lock serialises concurrent requests, so each gets its own count and no two
 * see the same. A window older than `windowMs` restarts at 1. Keys are locked in sorted order so
 * that two requests sharing keys never deadlock.
 */
export async function reserveAttempts(
  db: Database,
  keys: string[],
  now: Date,
  windowMs: number,
): Promise<Map<string, AttemptCount>> {
  const sorted = [...new Set(keys)].sort();
  const expired = sql`${authAttempts.windowStart} <= ${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`;
  const rows = await db
    .insert(authAttempts)
    .values(sorted.map((key) => ({ key, count: 1, windowStart: now })))
    .onConflictDoUpdate({
      target: authAttempts.key,
      set: {
        count: sql`case when ${expired} then 1 else ${authAttempts.count} + 1 end`,
        windowStart: sql`case when ${expired} then excluded.window_start else ${authAttempts.windowStart} end`,
      },
    })
    .returning();
  return new Map(rows.map((r) => [r.key, { count: r.count, windowStart: new Date(r.windowStart) }]));
}

/**
 * Gives back one reserved attempt under each key (it was refused, or it was no failure). One
 * statement per key, so a release holds one row lock at a time: a single `update … where key in
 * (…)` locks its rows in scan order, which can cross the sorted order of `reserveAttempts` and
 * deadlock on PostgreSQL under parallel logins.
 */
export async function releaseAttempts(db: Database, keys: string[]): Promise<void> {
  for (const key of [...new Set(keys)].sort()) {
    await db
      .update(authAttempts)
      .set({ count: sql`greatest(${authAttempts.count} - 1, 0)` })
      .where(eq(authAttempts.key, key));
  }
}

export async function clearAttempts(db: Database, key: string): Promise<void> {
  await db.delete(authAttempts).where(eq(authAttempts.key, key));
}

/** Housekeeping: counters whose window started before `before` no longer count for anything. */
export async function purgeAttempts(db: Database, before: Date): Promise<number> {
  const rows = await db
    .delete(authAttempts)
    .where(lt(authAttempts.windowStart, before))
    .returning({ key: authAttempts.key });
  return rows.length;
}

/** Revokes every token of the account: the version they carry is no longer its own. */
export async function bumpSessionVersion(db: Database, id: string): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/** A new password, and every token of the account revoked, in one statement. */
export async function setUserPassword(
  db: Database,
  id: string,
  passwordHash: string,
  options: { role?: 'user' | 'admin' } = {},
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({
      passwordHash,
      ...(options.role ? { role: options.role } : {}),
      sessionVersion: sql`${users.sessionVersion} + 1`,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/** The accounts of these trades (the alerts' audience). */
export async function findUsersByTrades(db: Database, trades: string[]): Promise<UserRow[]> {
  if (trades.length === 0) {
    return [];
  }
  return db.select().from(users).where(inArray(users.metier, trades));
}

export async function findUsersByIds(db: Database, ids: string[]): Promise<UserRow[]> {
  if (ids.length === 0) {
    return [];
  }
  return db.select().from(users).where(inArray(users.id, ids));
}

/** The share (0–100) of the critical administrative documents present and valid. */
export async function setUserDossierCompletion(db: Database, id: string, completion: number): Promise<void> {
  await db
    .update(users)
    .set({ dossierCompletion: completion })
    .where(and(eq(users.id, id), sql`${users.dossierCompletion} <> ${completion}`));
}

export async function setUserEmailAlerts(db: Database, id: string, emailAlerts: boolean): Promise<void> {
  await db
    .update(users)
    .set({ emailAlerts, updatedAt: sql`now()` })
    .where(eq(users.id, id));
}
