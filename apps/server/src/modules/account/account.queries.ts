import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { UserDataEntry } from './account.tables.ts';

/*
 * The account module reads and erases the rows listed in account.tables.ts by table and column
 * name, with plain SQL: the GDPR rights cover every module's tables, and going through each
 * module's service for each table would scatter the one list that the coverage test checks.
 */

type Row = Record<string, unknown>;
type Executor = Pick<Database, 'execute'>;

async function rows(db: Executor, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

const ident = (name: string) => sql.identifier(name);

/** The user's rows of one entry, oldest first when the entry says how. */
export async function selectUserRows(db: Database, entry: UserDataEntry, userId: string): Promise<Row[]> {
  const order = entry.orderBy ? sql` order by ${ident(entry.orderBy)}` : sql``;
  return rows(db, sql`select * from ${ident(entry.table)} where ${ident(entry.column)} = ${userId}${order}`);
}

export interface AccountRow {
  id: string;
  email: string;
  passwordHash: string;
  stripeCustomerId: string | null;
  stripeSubscriptionId: string | null;
}

export async function findAccount(db: Database, userId: string): Promise<AccountRow | undefined> {
  const [row] = await rows(
    db,
    sql`select id, email, password_hash, stripe_customer_id, stripe_subscription_id from users where id = ${userId}`,
  );
  return row
    ? {
        id: String(row.id),
        email: String(row.email),
        passwordHash: String(row.password_hash),
        stripeCustomerId: (row.stripe_customer_id as string | null) ?? null,
        stripeSubscriptionId: (row.stripe_subscription_id as string | null) ?? null,
      }
    : undefined;
}

/**
 * Erases the account in one transaction, entry by entry (anonymised rows keep their other
 * columns), then what is tied to the e-mail address rather than the id: the sign-in counters and
 * the e-mails kept in the outbox. Returns the rows touched per table.
 */
export async function eraseAccount(
  db: Database,
  entries: UserDataEntry[],
  userId: string,
  email: string,
): Promise<Record<string, number>> {
  return db.transaction(async (tx) => {
    const touched: Record<string, number> = {};
    for (const entry of entries) {
      const statement =
        entry.erase === 'anonymise'
          ? sql`update ${ident(entry.table)} set ${ident(entry.column)} = null where ${ident(entry.column)} = ${userId} returning 1`
          : sql`delete from ${ident(entry.table)} where ${ident(entry.column)} = ${userId} returning 1`;
      const count = (await rows(tx, statement)).length;
      touched[entry.table] = (touched[entry.table] ?? 0) + count;
    }
    const pattern = `%:${email.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    touched.auth_attempts = (
      await rows(tx, sql`delete from auth_attempts where key like ${pattern} returning 1`)
    ).length;
    touched.outbox = (
      await rows(tx, sql`delete from outbox where lower("to") = ${email.toLowerCase()} returning 1`)
    ).length;
    return touched;
  });
}

export interface ProfileChange {
  prenom?: string;
  nom?: string;
  email?: string;
  metier?: string;
  zoneGeographique?: string;
  departement?: string;
  codeInsee?: string;
}

/** Rectification of the account's own fields; false when the account is gone. */
export async function updateProfile(db: Database, userId: string, change: ProfileChange, now: Date): Promise<boolean> {
  const columns: [string, string | undefined][] = [
    ['prenom', change.prenom],
    ['nom', change.nom],
    ['email', change.email],
    ['metier', change.metier],
    ['zone_geographique', change.zoneGeographique],
    ['departement', change.departement],
    ['code_insee', change.codeInsee],
  ];
  const sets = columns
    .filter((c): c is [string, string] => c[1] !== undefined)
    .map(([column, value]) => sql`${ident(column)} = ${value}`);
  sets.push(sql`updated_at = ${now.toISOString()}`);
  const updated = await rows(db, sql`update users set ${sql.join(sets, sql`, `)} where id = ${userId} returning id`);
  return updated.length > 0;
}

export async function emailTakenByOther(db: Database, email: string, userId: string): Promise<boolean> {
  const found = await rows(
    db,
    sql`select 1 from users where lower(email) = ${email.toLowerCase()} and id <> ${userId}`,
  );
  return found.length > 0;
}

/** Records that the account was used at `now` (at most once a day: the caller throttles). */
export async function touchActivity(db: Database, userId: string, now: Date): Promise<void> {
  await db.execute(
    sql`insert into account_activity (user_id, last_seen_at) select id, ${now.toISOString()} from users where id = ${userId}
        on conflict (user_id) do update set last_seen_at = excluded.last_seen_at`,
  );
}

/** Does the table exist? The retention list names tables other features own. */
export async function tableExists(db: Database, table: string): Promise<boolean> {
  const [row] = await rows(db, sql`select to_regclass(${`public.${table}`}) is not null as present`);
  return row?.present === true;
}

/** Deletes the rows dated before `before`; returns how many. */
export async function deleteOlderThan(db: Database, table: string, column: string, before: Date): Promise<number> {
  return (await rows(db, sql`delete from ${ident(table)} where ${ident(column)} < ${before.toISOString()} returning 1`))
    .length;
}

/**
 * Accounts to delete for inactivity: no subscription in force (none, canceled, or a paid period
 * that ended before `before`), not used since `before` (last signed-in request, or creation), and
 * never an administrator.
 */
export async function findInactiveAccounts(db: Database, before: Date): Promise<{ id: string; email: string }[]> {
  const at = before.toISOString();
  const found = await rows(
    db,
    sql`select u.id, u.email from users u left join account_activity a on a.user_id = u.id
        where u.role = 'user'
          and coalesce(a.last_seen_at, u.created_at) < ${at}
          and u.created_at < ${at}
          and (u.subscription_status in ('none', 'canceled')
               or (u.subscription_period_end is not null and u.subscription_period_end < ${at}))
        order by u.created_at
        limit 500`,
  );
  return found.map((row) => ({ id: String(row.id), email: String(row.email) }));
}

/** Every (table, column) with a foreign key to users(id): what the coverage test compares the list with. */
export async function userReferencingColumns(db: Database): Promise<{ table: string; column: string }[]> {
  const found = await rows(
    db,
    sql`select distinct rel.relname as table_name, att.attname as column_name
        from pg_constraint con
        join pg_class rel on rel.oid = con.conrelid
        join pg_namespace ns on ns.oid = rel.relnamespace
        join pg_attribute att on att.attrelid = con.conrelid and att.attnum = any (con.conkey)
        where con.contype = 'f' and con.confrelid = 'public.users'::regclass and ns.nspname = 'public'
        union
        select table_name, column_name from information_schema.columns
        where table_schema = 'public' and column_name in ('user_id', 'owner_id', 'author_id')
        order by 1, 2`,
  );
  return found.map((row) => ({ table: String(row.table_name), column: String(row.column_name) }));
}
