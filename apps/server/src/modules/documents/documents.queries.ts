import { and, asc, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { documentReminders, documents, type DocumentRow, type NewDocumentRow } from '../../db/schema/documents.ts';
import { releaseStorageBytes } from '../../lib/storage-quota.ts';

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
 * given): the user never has zero or two documents of that type in between. The new file's bytes
 * were reserved before; the replaced one's are given back here, with its row. Returns the
 * replaced row when it was still there.
 */
export async function insertDocument(
  db: Database,
  values: NewDocumentRow,
  replacesId: string | undefined,
): Promise<{ row: DocumentRow; replaced: DocumentRow | undefined }> {
  return db.transaction(async (tx) => {
    let replaced: DocumentRow | undefined;
    if (replacesId) {
      [replaced] = await tx
        .delete(documents)
        .where(and(eq(documents.id, replacesId), eq(documents.userId, values.userId)))
        .returning();
      if (replaced) {
        await releaseStorageBytes(tx, values.userId, replaced.size);
      }
    }
    const [row] = await tx.insert(documents).values(values).returning();
    if (!row) {
      throw new Error('insert returned no row');
    }
    return { row, replaced };
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

/** Deletes the document and gives its bytes back, in one transaction. */
export async function deleteDocument(db: Database, userId: string, id: string): Promise<DocumentRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(documents)
      .where(and(eq(documents.id, id), eq(documents.userId, userId)))
      .returning();
    if (row) {
      await releaseStorageBytes(tx, userId, row.size);
    }
    return row;
  });
}

/** Which of these storage keys a document still references (the orphan sweep). */
export async function referencedDocumentKeys(db: Database, keys: string[]): Promise<string[]> {
  if (keys.length === 0) {
    return [];
  }
  const rows = await db
    .select({ key: documents.storageKey })
    .from(documents)
    .where(inArray(documents.storageKey, keys));
  return rows.map((r) => r.key);
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
