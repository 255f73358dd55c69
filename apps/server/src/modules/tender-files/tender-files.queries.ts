import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  tenderFileResults,
  tenderFiles,
  type NewTenderFileRow,
  type TenderFileResultRow,
  type TenderFileRow,
} from '../../db/schema/tender-files.ts';
import { releaseStorageBytes } from '../../lib/storage-quota.ts';

/** The files of one tender for one user, in upload order then by folder and name. */
export async function listTenderFiles(db: Database, userId: string, tenderId: string): Promise<TenderFileRow[]> {
  return db
    .select()
    .from(tenderFiles)
    .where(and(eq(tenderFiles.userId, userId), eq(tenderFiles.tenderId, tenderId)))
    .orderBy(asc(tenderFiles.uploadedAt), asc(tenderFiles.path), asc(tenderFiles.filename));
}

/**
 * What the analysis of a tender's files depends on, without their text: each file's id, upload
 * time and role (a file's bytes never change; an upload adds ids, a removal drops one, a role
 * change shows here). Compared with the version kept beside the cached analysis.
 */
export async function tenderFilesVersion(db: Database, userId: string, tenderId: string): Promise<string | null> {
  const rows = await db
    .select({ id: tenderFiles.id, role: tenderFiles.role, uploadedAt: tenderFiles.uploadedAt })
    .from(tenderFiles)
    .where(and(eq(tenderFiles.userId, userId), eq(tenderFiles.tenderId, tenderId)))
    .orderBy(asc(tenderFiles.id));
  return rows.length === 0 ? null : versionOf(rows);
}

/** The version of these rows (see `tenderFilesVersion`): a digest of their ids, times and roles. */
export function versionOf(rows: { id: string; role: string; uploadedAt: Date }[]): string {
  const parts = rows
    .map((r) => `${r.id}:${r.uploadedAt.getTime()}:${r.role}`)
    .sort()
    .join('|');
  return createHash('sha256').update(parts).digest('hex');
}

/** Bytes and files already attached to the tender by the user. */
export async function tenderFilesUsage(
  db: Database,
  userId: string,
  tenderId: string,
): Promise<{ bytes: number; count: number }> {
  const [row] = await db
    .select({
      bytes: sql<string>`coalesce(sum(${tenderFiles.size}), 0)`,
      count: sql<string>`count(*)`,
    })
    .from(tenderFiles)
    .where(and(eq(tenderFiles.userId, userId), eq(tenderFiles.tenderId, tenderId)));
  return { bytes: Number(row?.bytes ?? 0), count: Number(row?.count ?? 0) };
}

export async function insertTenderFiles(db: Database, values: NewTenderFileRow[]): Promise<TenderFileRow[]> {
  if (values.length === 0) {
    return [];
  }
  return db.insert(tenderFiles).values(values).returning();
}

export async function findTenderFile(
  db: Database,
  userId: string,
  tenderId: string,
  id: string,
): Promise<TenderFileRow | undefined> {
  const [row] = await db
    .select()
    .from(tenderFiles)
    .where(and(eq(tenderFiles.id, id), eq(tenderFiles.userId, userId), eq(tenderFiles.tenderId, tenderId)))
    .limit(1);
  return row;
}

export async function updateTenderFileRole(
  db: Database,
  userId: string,
  tenderId: string,
  id: string,
  role: string,
): Promise<TenderFileRow | undefined> {
  const [row] = await db
    .update(tenderFiles)
    .set({ role })
    .where(and(eq(tenderFiles.id, id), eq(tenderFiles.userId, userId), eq(tenderFiles.tenderId, tenderId)))
    .returning();
  return row;
}

/** Removes the row and gives its bytes back to the user's space, in one transaction. */
export async function deleteTenderFile(
  db: Database,
  userId: string,
  tenderId: string,
  id: string,
): Promise<TenderFileRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(tenderFiles)
      .where(and(eq(tenderFiles.id, id), eq(tenderFiles.userId, userId), eq(tenderFiles.tenderId, tenderId)))
      .returning();
    if (row) {
      await releaseStorageBytes(tx, userId, row.size);
    }
    return row;
  });
}

export async function referencedTenderFileKeys(db: Database, keys: string[]): Promise<string[]> {
  if (keys.length === 0) {
    return [];
  }
  const rows = await db
    .select({ key: tenderFiles.storageKey })
    .from(tenderFiles)
    .where(inArray(tenderFiles.storageKey, keys));
  return rows.map((r) => r.key);
}

export async function readResult(
  db: Database,
  userId: string,
  tenderId: string,
  kind: 'metres' | 'analysis' | 'priced',
): Promise<TenderFileResultRow | undefined> {
  const [row] = await db
    .select()
    .from(tenderFileResults)
    .where(
      and(
        eq(tenderFileResults.userId, userId),
        eq(tenderFileResults.tenderId, tenderId),
        eq(tenderFileResults.kind, kind),
      ),
    )
    .limit(1);
  return row;
}

export async function writeResult(
  db: Database,
  userId: string,
  tenderId: string,
  kind: 'metres' | 'analysis' | 'priced',
  data: unknown,
  at: Date,
): Promise<void> {
  await db
    .insert(tenderFileResults)
    .values({ userId, tenderId, kind, data, createdAt: at })
    .onConflictDoUpdate({
      target: [tenderFileResults.userId, tenderFileResults.tenderId, tenderFileResults.kind],
      set: { data, createdAt: at },
    });
}

/** The analysis depends on the files and their roles: forgotten when they change. */
export async function forgetResult(
  db: Database,
  userId: string,
  tenderId: string,
  kind: 'metres' | 'analysis',
): Promise<void> {
  await db
    .delete(tenderFileResults)
    .where(
      and(
        eq(tenderFileResults.userId, userId),
        eq(tenderFileResults.tenderId, tenderId),
        eq(tenderFileResults.kind, kind),
      ),
    );
}

/**
 * Keeps the DCE facts with their files' version in the `analysis` row, leaving the user's
 * checklist ticks stored beside them (one statement: a tick saved meanwhile is not lost).
 */
export async function writeFacts(db: Database, userId: string, tenderId: string, data: object, at: Date) {
  await db
    .insert(tenderFileResults)
    .values({ userId, tenderId, kind: 'analysis', data, createdAt: at })
    .onConflictDoUpdate({
      target: [tenderFileResults.userId, tenderFileResults.tenderId, tenderFileResults.kind],
      set: {
        data: sql`excluded.data || jsonb_build_object('checklist', coalesce(${tenderFileResults.data} -> 'checklist', '[]'::jsonb))`,
        createdAt: at,
      },
    });
}

/** The pieces the user ticked as ready (« pièces demandées »), kept in the tender's `analysis` row. */
export async function readChecklist(db: Database, userId: string, tenderId: string): Promise<string[]> {
  const row = await readResult(db, userId, tenderId, 'analysis');
  const ticks = (row?.data as { checklist?: unknown } | undefined)?.checklist;
  return Array.isArray(ticks) ? ticks.filter((t): t is string => typeof t === 'string') : [];
}

/** Saves the ticks, leaving the kept facts as they are (they are recomputed from the files' version). */
export async function saveChecklist(db: Database, userId: string, tenderId: string, ticks: string[], at: Date) {
  const checklist = JSON.stringify(ticks);
  await db
    .insert(tenderFileResults)
    .values({ userId, tenderId, kind: 'analysis', data: { checklist: ticks }, createdAt: at })
    .onConflictDoUpdate({
      target: [tenderFileResults.userId, tenderFileResults.tenderId, tenderFileResults.kind],
      set: {
        data: sql`${tenderFileResults.data} || jsonb_build_object('checklist', ${checklist}::jsonb)`,
      },
    });
}
