import { and, asc, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { documentReminders, documents, type DocumentRow, type NewDocumentRow } from '../../db/schema/index.ts';

/** Postgres unique_violation, as wrapped by Drizzle (the SQLSTATE sits on `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } } | undefined)?.cause;
  return cause?.code === '23505' || (error as { code?: string } | undefined)?.code === '23505';
}

/** The user's documents; always scoped to the user. */
export async function listDocuments(db: Database, userId: string): Promise<DocumentRow[]> {
  return db
    .select()
    .from(documents)
    .where(eq(documents.userId, userId))
    .orderBy(asc(documents.documentType), asc(documents.uploadedAt));
}

export async function findDocument(db: Database, userId: string, id: string): Promise<DocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.id, id), eq(documents.userId, userId)))
    .limit(1);
  return row;
}

export async function findDocumentOfType(
  db: Database,
  userId: string,
  documentType: string,
): Promise<DocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.userId, userId), eq(documents.documentType, documentType)))
    .limit(1);
  return row;
}

/**
 * Inserts the new document, in one transaction with the removal of the one it replaces (when
 * given): the user never has zero or two documents of that type in between.
 */
export async function insertDocument(
  db: Database,
  values: NewDocumentRow,
  replacesId: string | undefined,
): Promise<DocumentRow> {
  return db.transaction(async (tx) => {
    if (replacesId) {
      await tx.delete(documents).where(and(eq(documents.id, replacesId), eq(documents.userId, values.userId)));
    }
    const [row] = await tx.insert(documents).values(values).returning();
    if (!row) {
      throw new Error('insert returned no row');
    }
    return row;
  });
}

export async function updateDocumentDates(
  db: Database,
  userId: string,
  id: string,
  set: { validUntil?: string | null; issuedAt?: string | null },
): Promise<DocumentRow | undefined> {
  const [row] = await db
    .update(documents)
    .set(set)
    .where(and(eq(documents.id, id), eq(documents.userId, userId)))
    .returning();
  return row;
}

export async function deleteDocument(db: Database, userId: string, id: string): Promise<DocumentRow | undefined> {
  const [row] = await db
    .delete(documents)
    .where(and(eq(documents.id, id), eq(documents.userId, userId)))
    .returning();
  return row;
}

/** Every stored document that can expire (a dated one, or a type valid N months from issue). */
export async function listExpiringDocuments(db: Database, types: readonly string[]): Promise<DocumentRow[]> {
  return db
    .select()
    .from(documents)
    .where(or(isNotNull(documents.validUntil), inArray(documents.documentType, [...types])))
    .orderBy(asc(documents.userId), asc(documents.documentType));
}

/**
 * Records the reminders about to be sent; returns only those not recorded before, so that each
 * (document, kind, expiry date) is announced once, even with several processes running the job.
 */
export async function claimReminders(
  db: Database,
  rows: { documentId: string; kind: string; expiresOn: string }[],
  at: Date,
): Promise<{ documentId: string; kind: string }[]> {
  if (rows.length === 0) {
    return [];
  }
  return db
    .insert(documentReminders)
    .values(rows.map((r) => ({ ...r, sentAt: at })))
    .onConflictDoNothing({
      target: [documentReminders.documentId, documentReminders.kind, documentReminders.expiresOn],
    })
    .returning({ documentId: documentReminders.documentId, kind: documentReminders.kind });
}
