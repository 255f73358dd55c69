// The back office's reads (ADR 024): counts and series over every module's tables, read-only,
// computed in SQL (a service-by-service count would cost one call per figure and per module).
// The one write outside its own table is the role change, done with its audit line in one
// transaction. Allowed by OWN_TABLES_ALSO.admin in tools/eslint-plugin-layers.js.
import { desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { adminAuditLog, type AdminAuditRow } from '../../db/schema/admin.ts';
import { analyticsEvents } from '../../db/schema/analytics.ts';
import { payments } from '../../db/schema/billing.ts';
import { documents } from '../../db/schema/documents.ts';
import { generatedResponses } from '../../db/schema/generation.ts';
import { outbox } from '../../db/schema/notifications.ts';
import { ingestionRuns, tenders } from '../../db/schema/tenders.ts';
import { users, type UserRow } from '../../db/schema/users.ts';

const n = sql<number>`count(*)::int`;

export async function userCounts(db: Database) {
  const [row] = await db
    .select({
      total: n,
      active: sql<number>`count(*) filter (where ${users.subscriptionActive})::int`,
      admins: sql<number>`count(*) filter (where ${users.role} = 'admin')::int`,
    })
    .from(users);
  return { total: row?.total ?? 0, active: row?.active ?? 0, admins: row?.admins ?? 0 };
}

export async function tenderCount(db: Database): Promise<number> {
  const [row] = await db.select({ n }).from(tenders);
  return row?.n ?? 0;
}

export async function documentCount(db: Database): Promise<number> {
  const [row] = await db.select({ n }).from(documents);
  return row?.n ?? 0;
}

export async function paymentCounts(db: Database) {
  const [row] = await db
    .select({ total: n, completed: sql<number>`count(*) filter (where ${payments.status} = 'paid')::int` })
    .from(payments);
  return { total: row?.total ?? 0, completed: row?.completed ?? 0 };
}

/**
 * Per Paris week (Monday), the `weeks` last ones up to `now`: sign-ups, and accounts that had a
 * paid month running during the week (a checkout or renewal covers the month after it).
 */
export async function weeklySeries(db: Database, now: Date, weeks: number) {
  const result = (await db.execute(sql`
    with w as (
      select generate_series(
        date_trunc('week', (${now.toISOString()}::timestamptz at time zone 'Europe/Paris')) - ${weeks - 1} * interval '1 week',
        date_trunc('week', (${now.toISOString()}::timestamptz at time zone 'Europe/Paris')),
        interval '1 week'
      ) as start
    )
    select to_char(w.start, 'YYYY-MM-DD') as week,
      (select count(*)::int from ${users} u
        where (u.created_at at time zone 'Europe/Paris') >= w.start
          and (u.created_at at time zone 'Europe/Paris') < w.start + interval '1 week') as signups,
      (select count(distinct p.user_id)::int from ${payments} p
        where p.status = 'paid' and p.kind in ('checkout', 'renewal')
          and (p.created_at at time zone 'Europe/Paris') < w.start + interval '1 week'
          and (p.created_at at time zone 'Europe/Paris') + interval '1 month' > w.start) as active
    from w order by w.start`)) as unknown as { rows: { week: string; signups: number; active: number }[] };
  return result.rows.map((r) => ({ week: r.week, signups: Number(r.signups), active: Number(r.active) }));
}

/** Paid amounts per plan; `test` payments (the local checkout) apart from Stripe's. */
export async function revenueByPlan(db: Database) {
  return db
    .select({
      plan: sql<string>`coalesce(${payments.plan}, 'inconnu')`,
      provider: payments.provider,
      payments: n,
      amount: sql<number>`coalesce(sum(${payments.amountCents}), 0)::int`,
    })
    .from(payments)
    .where(eq(payments.status, 'paid'))
    .groupBy(sql`1`, payments.provider)
    .orderBy(sql`1`, payments.provider);
}

/** Generations per Paris day and engine since `since`. */
export async function generationSeries(db: Database, since: Date) {
  const day = sql<string>`to_char(${generatedResponses.createdAt} at time zone 'Europe/Paris', 'YYYY-MM-DD')`;
  return db
    .select({
      day,
      engine: generatedResponses.engine,
      total: n,
      failed: sql<number>`count(*) filter (where ${generatedResponses.status} = 'failed')::int`,
      avgMs: sql<
        number | null
      >`round(avg(${generatedResponses.durationMs}) filter (where ${generatedResponses.status} = 'succeeded'))::int`,
    })
    .from(generatedResponses)
    .where(sql`${generatedResponses.createdAt} >= ${since.toISOString()}::timestamptz`)
    .groupBy(sql`1`, generatedResponses.engine)
    .orderBy(sql`1`, generatedResponses.engine);
}

export async function recentSyncRuns(db: Database, limit: number) {
  return db.select().from(ingestionRuns).orderBy(desc(ingestionRuns.startedAt), desc(ingestionRuns.id)).limit(limit);
}

export async function syncOverview(db: Database) {
  const [row] = await db
    .select({
      running: sql<boolean>`bool_or(${ingestionRuns.status} = 'running')`,
      lastSuccess: sql<
        string | null
      >`max(${ingestionRuns.finishedAt}) filter (where ${ingestionRuns.status} = 'success')`,
    })
    .from(ingestionRuns);
  return {
    running: row?.running ?? false,
    lastSuccess: row?.lastSuccess ? new Date(row.lastSuccess) : null,
  };
}

export async function outboxCounts(db: Database) {
  const [row] = await db
    .select({
      waiting: sql<number>`count(*) filter (where not ${outbox.delivered} and ${outbox.error} is null)::int`,
      failed: sql<number>`count(*) filter (where ${outbox.error} is not null)::int`,
    })
    .from(outbox);
  const recent = await db
    .select({ id: outbox.id, to: outbox.to, subject: outbox.subject, error: outbox.error, createdAt: outbox.createdAt })
    .from(outbox)
    .where(sql`${outbox.error} is not null`)
    .orderBy(desc(outbox.createdAt))
    .limit(10);
  return { waiting: row?.waiting ?? 0, failed: row?.failed ?? 0, recent };
}

function userSearch(q: string | undefined): SQL | undefined {
  if (!q) {
    return undefined;
  }
  const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(ilike(users.email, like), ilike(users.nom, like), ilike(users.prenom, like), ilike(users.metier, like));
}

export async function listUsers(db: Database, q: string | undefined, limit: number, offset: number) {
  const where = userSearch(q);
  const [rows, [total]] = await Promise.all([
    db.select().from(users).where(where).orderBy(desc(users.createdAt), desc(users.id)).limit(limit).offset(offset),
    db.select({ n }).from(users).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findUser(db: Database, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export type RoleChangeOutcome =
  { ok: true; user: UserRow; fromRole: string } | { ok: false; reason: 'not_found' | 'last_admin' };

/**
 * Sets a user's role and writes the audit line, in one transaction. The admins are locked first
 * (`for update`), so that two admins demoting each other at once cannot leave none.
 */
export async function changeRole(
  db: Database,
  actor: { id: string; email: string },
  targetId: string,
  role: 'user' | 'admin',
  at: Date,
): Promise<RoleChangeOutcome> {
  return db.transaction(async (tx) => {
    const admins = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).for('update');
    const [target] = await tx.select().from(users).where(eq(users.id, targetId)).for('update');
    if (!target) {
      return { ok: false, reason: 'not_found' } as const;
    }
    if (target.role === role) {
      return { ok: true, user: target, fromRole: target.role } as const;
    }
    if (target.role === 'admin' && role === 'user' && admins.length <= 1) {
      return { ok: false, reason: 'last_admin' } as const;
    }
    const [updated] = await tx.update(users).set({ role, updatedAt: at }).where(eq(users.id, targetId)).returning();
    await tx.insert(adminAuditLog).values({
      actorId: actor.id,
      actorEmail: actor.email,
      action: 'role_change',
      targetId: target.id,
      targetEmail: target.email,
      fromRole: target.role,
      toRole: role,
      createdAt: at,
    });
    return { ok: true, user: updated ?? target, fromRole: target.role } as const;
  });
}

export async function insertAudit(
  db: Database,
  row: { actorId: string; actorEmail: string; action: string; details: Record<string, unknown>; createdAt: Date },
): Promise<void> {
  await db.insert(adminAuditLog).values(row);
}

export async function listAudit(db: Database, limit: number): Promise<AdminAuditRow[]> {
  return db.select().from(adminAuditLog).orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id)).limit(limit);
}

/** Page views per Paris day, sessions per day, since `since` (analytics consent only: ADR 024). */
export async function pageViewSeries(db: Database, since: Date) {
  const day = sql<string>`to_char(${analyticsEvents.receivedAt} at time zone 'Europe/Paris', 'YYYY-MM-DD')`;
  return db
    .select({ day, views: n, sessions: sql<number>`count(distinct ${analyticsEvents.sessionId})::int` })
    .from(analyticsEvents)
    .where(
      sql`${analyticsEvents.name} = 'page_view' and ${analyticsEvents.receivedAt} >= ${since.toISOString()}::timestamptz`,
    )
    .groupBy(sql`1`)
    .orderBy(sql`1`);
}

export async function topPages(db: Database, since: Date, limit: number) {
  return db
    .select({ page: analyticsEvents.page, views: n })
    .from(analyticsEvents)
    .where(
      sql`${analyticsEvents.name} = 'page_view' and ${analyticsEvents.receivedAt} >= ${since.toISOString()}::timestamptz`,
    )
    .groupBy(analyticsEvents.page)
    .orderBy(desc(n), analyticsEvents.page)
    .limit(limit);
}

export async function deviceSplit(db: Database, since: Date) {
  return db
    .select({
      device: sql<string>`coalesce(${analyticsEvents.device}, 'inconnu')`,
      sessions: sql<number>`count(distinct ${analyticsEvents.sessionId})::int`,
    })
    .from(analyticsEvents)
    .where(
      sql`${analyticsEvents.name} = 'page_view' and ${analyticsEvents.receivedAt} >= ${since.toISOString()}::timestamptz`,
    )
    .groupBy(sql`1`)
    .orderBy(sql`1`);
}

/** Loads per page, those over `slowMs`, the mean; the slowest pages first. */
export async function slowPages(db: Database, since: Date, slowMs: number, limit: number) {
  const ms = sql`(${analyticsEvents.properties}->>'load_ms')::int`;
  return db
    .select({
      page: analyticsEvents.page,
      loads: n,
      slow: sql<number>`count(*) filter (where ${ms} > ${slowMs})::int`,
      avgMs: sql<number>`round(avg(${ms}))::int`,
    })
    .from(analyticsEvents)
    .where(
      sql`${analyticsEvents.kind} = 'metric' and ${analyticsEvents.name} = 'page_load' and ${analyticsEvents.receivedAt} >= ${since.toISOString()}::timestamptz`,
    )
    .groupBy(analyticsEvents.page)
    .orderBy(sql`3 desc`, sql`4 desc`)
    .limit(limit);
}

/**
 * The funnel since `since` (ADR 024): browser sessions that saw the home page; of them, those
 * that signed an account up created since then (their events carry the account once signed in);
 * of those accounts, the ones that opened a tender page, then paid a plan, then got a generated
 * response. Only visitors who accepted the audience measure are in it.
 */
export async function funnel(db: Database, since: Date) {
  const from = sql`${since.toISOString()}::timestamptz`;
  const result = (await db.execute(sql`
    with landing as (
      select distinct session_id from ${analyticsEvents}
      where name = 'page_view' and page = '/' and received_at >= ${from}
    ),
    registered as (
      select distinct e.user_id from ${analyticsEvents} e
      join landing l on l.session_id = e.session_id
      join ${users} u on u.id = e.user_id
      where u.created_at >= ${from}
    ),
    opened as (
      select r.user_id from registered r where exists (
        select 1 from ${analyticsEvents} e where e.user_id = r.user_id and e.name = 'page_view'
          and e.page like '/tenders/%' and e.page <> '/tenders/submit')
    ),
    subscribed as (
      select o.user_id from opened o where exists (
        select 1 from ${payments} p where p.user_id = o.user_id and p.status = 'paid')
    ),
    generated as (
      select s.user_id from subscribed s where exists (
        select 1 from ${generatedResponses} g where g.user_id = s.user_id and g.status = 'succeeded')
    )
    select (select count(*)::int from landing) as landing,
      (select count(*)::int from registered) as registered,
      (select count(*)::int from opened) as opened,
      (select count(*)::int from subscribed) as subscribed,
      (select count(*)::int from generated) as generated`)) as unknown as {
    rows: { landing: number; registered: number; opened: number; subscribed: number; generated: number }[];
  };
  const row = result.rows[0];
  return {
    landing: Number(row?.landing ?? 0),
    registered: Number(row?.registered ?? 0),
    opened: Number(row?.opened ?? 0),
    subscribed: Number(row?.subscribed ?? 0),
    generated: Number(row?.generated ?? 0),
  };
}
