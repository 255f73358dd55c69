import { and, count, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { loginFailures, users, type NewUserRow, type UserRow } from '../../db/schema/index.ts';

/** Postgres unique_violation, as wrapped by Drizzle (the SQLSTATE sits on `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } } | undefined)?.cause;
  return cause?.code === '23505' || (error as { code?: string } | undefined)?.code === '23505';
}

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

/** Failures recorded since `since` for each key. */
export async function countLoginFailures(
  db: Database,
  keys: string[],
  since: Date,
): Promise<Map<string, { count: number; oldest: Date | null }>> {
  const rows = await db
    .select({ key: loginFailures.key, count: count(), oldest: sql<string | null>`min(${loginFailures.createdAt})` })
    .from(loginFailures)
    .where(and(inArray(loginFailures.key, keys), gte(loginFailures.createdAt, since)))
    .groupBy(loginFailures.key);
  return new Map(rows.map((r) => [r.key, { count: r.count, oldest: r.oldest ? new Date(r.oldest) : null }]));
}

export async function recordLoginFailure(db: Database, keys: string[], at: Date): Promise<void> {
  await db.insert(loginFailures).values(keys.map((key) => ({ key, createdAt: at })));
}

export async function clearLoginFailures(db: Database, key: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.key, key));
}

/** Housekeeping: failures older than `before` no longer count for anything. */
export async function purgeLoginFailures(db: Database, before: Date): Promise<void> {
  await db.delete(loginFailures).where(lt(loginFailures.createdAt, before));
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
