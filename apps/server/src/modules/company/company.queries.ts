import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { companyProfiles, type CompanyProfileRow, type NewCompanyProfileRow } from '../../db/schema/company.ts';
import { releaseStorageBytes } from '../../lib/storage-quota.ts';

/** The user's profile row; undefined until the first save. Always scoped to the user. */
export async function findCompanyProfile(db: Database, userId: string): Promise<CompanyProfileRow | undefined> {
  const [row] = await db.select().from(companyProfiles).where(eq(companyProfiles.userId, userId)).limit(1);
  return row;
}

export type CompanyProfileChanges = Partial<Omit<NewCompanyProfileRow, 'userId' | 'createdAt'>>;

/**
 * Read-modify-write of the user's profile in one transaction, the row locked (FOR UPDATE) so that
 * concurrent saves and photo uploads wait for each other instead of losing each other's changes.
 * The row is created empty if missing; `change` sees it and returns the columns to write and a
 * value for the caller, and `freedBytes`, the size of the photos it drops, given back to the
 * user's storage counter in the same transaction. If `change` throws, nothing is written (not
 * even the empty row).
 */
export async function changeCompanyProfile<T>(
  db: Database,
  userId: string,
  at: Date,
  change: (current: CompanyProfileRow) => { set: CompanyProfileChanges; value: T; freedBytes?: number },
): Promise<{ row: CompanyProfileRow; value: T }> {
  return db.transaction(async (tx) => {
    await tx.insert(companyProfiles).values({ userId, createdAt: at, updatedAt: at }).onConflictDoNothing();
    const [current] = await tx
      .select()
      .from(companyProfiles)
      .where(eq(companyProfiles.userId, userId))
      .for('update')
      .limit(1);
    if (!current) {
      throw new Error('company profile row missing after insert');
    }
    const { set, value, freedBytes } = change(current);
    const [row] = await tx
      .update(companyProfiles)
      .set({ ...set, updatedAt: at })
      .where(eq(companyProfiles.userId, userId))
      .returning();
    if (!row) {
      throw new Error('company profile update returned no row');
    }
    await releaseStorageBytes(tx, userId, freedBytes ?? 0);
    return { row, value };
  });
}

/** Which of these storage keys a reference photo still names (the orphan sweep keeps them). */
export async function referencedPhotoKeys(db: Database, keys: string[]): Promise<string[]> {
  if (keys.length === 0) {
    return [];
  }
  const photoKey = sql<string>`p.value ->> 'storage_key'`;
  const rows = await db
    .select({ key: photoKey })
    .from(
      sql`${companyProfiles} c
        cross join lateral jsonb_array_elements(c."references") r
        cross join lateral jsonb_array_elements(coalesce(r.value -> 'photos', '[]'::jsonb)) p`,
    )
    .where(
      sql`${photoKey} in (${sql.join(
        keys.map((k) => sql`${k}`),
        sql`, `,
      )})`,
    );
  return rows.map((r) => r.key);
}
