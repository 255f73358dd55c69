import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/index.ts';

/**
 * The per-user counter of stored bytes (users.storage_bytes, ADR 013). Every module that keeps
 * files (documents, reference photos) reserves here before writing a file and releases in the same
 * transaction as the removal of the row that referenced it, so the counter stays the sum of the
 * sizes of the user's rows. Takes a transaction as `db` when there is one.
 */

/**
 * Adds `bytes` to the counter if the result fits in `quotaBytes`, in one statement (the row lock
 * of the UPDATE serialises concurrent reservations: two uploads cannot both take the last space).
 * `credit` is what the operation will free in the same move (the document being replaced): it
 * counts as free for the check, and a change that does not grow the usage always passes. Returns
 * the new total, or undefined when it does not fit (nothing is reserved then).
 */
export async function reserveStorageBytes(
  db: Database,
  userId: string,
  bytes: number,
  quotaBytes: number,
  credit = 0,
): Promise<number | undefined> {
  const [row] = await db
    .update(users)
    .set({ storageBytes: sql`${users.storageBytes} + ${bytes}::bigint` })
    .where(
      and(
        eq(users.id, userId),
        sql`(${users.storageBytes} + ${bytes}::bigint - ${credit}::bigint <= ${quotaBytes}::bigint or ${bytes}::bigint <= ${credit}::bigint)`,
      ),
    )
    .returning({ used: users.storageBytes });
  return row ? Number(row.used) : undefined;
}

/** Gives back `bytes` (a file removed, or a reservation whose write failed); never below zero. */
export async function releaseStorageBytes(db: Database, userId: string, bytes: number): Promise<void> {
  if (bytes <= 0) {
    return;
  }
  await db
    .update(users)
    .set({ storageBytes: sql`greatest(${users.storageBytes} - ${bytes}::bigint, 0)` })
    .where(eq(users.id, userId));
}

/** The user's counter; undefined for an unknown user. */
export async function readStorageBytes(db: Database, userId: string): Promise<number | undefined> {
  const [row] = await db.select({ used: users.storageBytes }).from(users).where(eq(users.id, userId)).limit(1);
  return row ? Number(row.used) : undefined;
}
