import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { analyticsEvents, cookieConsents, type NewAnalyticsEventRow } from '../../db/schema/analytics.ts';

export async function insertEvent(db: Database, row: NewAnalyticsEventRow): Promise<void> {
  await db.insert(analyticsEvents).values(row);
}

export async function insertConsent(
  db: Database,
  row: {
    userId: string;
    analytics: boolean;
    marketing: boolean;
    version: string;
    choiceAt: Date;
    userAgent: string | null;
    recordedAt: Date;
  },
): Promise<void> {
  await db.insert(cookieConsents).values({ ...row, essential: true });
}

/** Deletes the events received before `before`; the number deleted. */
export async function purgeBefore(db: Database, before: Date): Promise<number> {
  const rows = await db
    .delete(analyticsEvents)
    .where(sql`${analyticsEvents.receivedAt} < ${before.toISOString()}::timestamptz`)
    .returning({ id: analyticsEvents.id });
  return rows.length;
}
