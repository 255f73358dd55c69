import { and, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { notificationPreferences, notifications, type NotificationRow } from '../../db/schema/notifications.ts';

export async function insertNotifications(
  db: Database,
  rows: { userId: string; type: string; tenderId: string | null; title: string; message: string }[],
): Promise<number> {
  if (rows.length === 0) {
    return 0;
  }
  const inserted = await db
    .insert(notifications)
    .values(rows)
    .onConflictDoNothing({ target: [notifications.userId, notifications.type, notifications.tenderId] })
    .returning({ id: notifications.id });
  return inserted.length;
}

/** The user's latest notifications; always scoped to the user. */
export async function listNotifications(
  db: Database,
  userId: string,
  limit: number,
  unreadOnly = false,
): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(
      unreadOnly
        ? and(eq(notifications.userId, userId), isNull(notifications.readAt))
        : eq(notifications.userId, userId),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}

export async function countUnread(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** Marks one of the user's notifications read; false when it is not theirs (or does not exist). */
export async function markRead(db: Database, userId: string, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, ${at.toISOString()}::timestamptz)` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export async function markAllRead(db: Database, userId: string, at: Date): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: at })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}

/** Notifications not yet e-mailed, created since `since`, grouped by the caller. */
export async function pendingDigest(db: Database, type: string, since: Date): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.type, type), isNull(notifications.emailedAt), gte(notifications.createdAt, since)))
    .orderBy(notifications.userId, notifications.createdAt);
}

export async function markEmailed(db: Database, ids: string[], at: Date): Promise<void> {
  if (ids.length === 0) {
    return;
  }
  await db.update(notifications).set({ emailedAt: at }).where(inArray(notifications.id, ids));
}

/** The users' digest hours (only those who chose one). */
export async function digestHours(db: Database, userIds: string[]): Promise<Map<string, number>> {
  if (userIds.length === 0) {
    return new Map();
  }
  const rows = await db
    .select({ userId: notificationPreferences.userId, hour: notificationPreferences.digestHour })
    .from(notificationPreferences)
    .where(inArray(notificationPreferences.userId, userIds));
  return new Map(rows.map((r) => [r.userId, r.hour]));
}

export async function setDigestHour(db: Database, userId: string, hour: number, at: Date): Promise<void> {
  await db
    .insert(notificationPreferences)
    .values({ userId, digestHour: hour, updatedAt: at })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: { digestHour: hour, updatedAt: at } });
}
