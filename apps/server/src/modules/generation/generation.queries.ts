import { and, count, desc, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import {
  generatedResponses,
  type GeneratedResponseRow,
  type NewGeneratedResponseRow,
} from '../../db/schema/generation.ts';
import { isUuid } from '../../lib/uuid.ts';

const IN_FLIGHT = ['pending', 'running'];

/**
 * A new response numbered after the user's previous ones for this tender. Two concurrent
 * generations compute the same number: the unique index refuses the second, which retries.
 */
export async function insertResponse(
  db: Database,
  row: Omit<NewGeneratedResponseRow, 'version'>,
): Promise<GeneratedResponseRow> {
  for (let attempt = 0; ; attempt++) {
    try {
      const [inserted] = await db
        .insert(generatedResponses)
        .values({
          ...row,
          version: sql`(select coalesce(max(${generatedResponses.version}), 0) + 1 from ${generatedResponses}
            where ${generatedResponses.userId} = ${row.userId} and ${generatedResponses.tenderId} = ${row.tenderId})`,
        })
        .returning();
      if (!inserted) {
        throw new Error('insert returned no row');
      }
      return inserted;
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 3) {
        throw error;
      }
    }
  }
}

/**
 * Updates a response and returns it with the PDF key it named before (read under the row lock):
 * when two edits cross, each learns the key it really replaced, so no PDF is left unreferenced.
 */
export async function updateResponse(
  db: Database,
  id: string,
  values: Partial<NewGeneratedResponseRow>,
): Promise<{ row: GeneratedResponseRow; previousPdfKey: string | null } | undefined> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ pdfKey: generatedResponses.pdfKey })
      .from(generatedResponses)
      .where(eq(generatedResponses.id, id))
      .for('update');
    if (!before) {
      return undefined;
    }
    const [row] = await tx.update(generatedResponses).set(values).where(eq(generatedResponses.id, id)).returning();
    return row ? { row, previousPdfKey: before.pdfKey } : undefined;
  });
}

/** Which of these storage keys is a response's PDF (the orphan sweep). */
export async function referencedPdfKeys(db: Database, keys: string[]): Promise<string[]> {
  if (keys.length === 0) {
    return [];
  }
  const rows = await db
    .select({ key: generatedResponses.pdfKey })
    .from(generatedResponses)
    .where(inArray(generatedResponses.pdfKey, keys));
  return rows.flatMap((r) => (r.key ? [r.key] : []));
}

/** Updates a generation still in progress; false when it is not (failed as interrupted meanwhile). */
export async function updateInFlight(
  db: Database,
  id: string,
  values: Partial<NewGeneratedResponseRow>,
): Promise<boolean> {
  const rows = await db
    .update(generatedResponses)
    .set(values)
    .where(and(eq(generatedResponses.id, id), inArray(generatedResponses.status, IN_FLIGHT)))
    .returning({ id: generatedResponses.id });
  return rows.length > 0;
}

/** One of the user's responses; another user's is not found. */
export async function findResponse(
  db: Database,
  userId: string,
  id: string,
): Promise<GeneratedResponseRow | undefined> {
  if (!isUuid(id)) {
    return undefined;
  }
  const [row] = await db
    .select()
    .from(generatedResponses)
    .where(and(eq(generatedResponses.id, id), eq(generatedResponses.userId, userId)))
    .limit(1);
  return row;
}

export async function listResponses(
  db: Database,
  userId: string,
  query: { tender_id?: string; limit: number },
): Promise<GeneratedResponseRow[]> {
  if (query.tender_id !== undefined && !isUuid(query.tender_id)) {
    return [];
  }
  return db
    .select()
    .from(generatedResponses)
    .where(
      and(
        eq(generatedResponses.userId, userId),
        query.tender_id ? eq(generatedResponses.tenderId, query.tender_id) : undefined,
      ),
    )
    .orderBy(desc(generatedResponses.createdAt), desc(generatedResponses.version))
    .limit(query.limit);
}

/** A generation of this tender by this user still in progress (a double click joins it). */
export async function findInFlight(
  db: Database,
  userId: string,
  tenderId: string,
): Promise<GeneratedResponseRow | undefined> {
  const [row] = await db
    .select()
    .from(generatedResponses)
    .where(
      and(
        eq(generatedResponses.userId, userId),
        eq(generatedResponses.tenderId, tenderId),
        inArray(generatedResponses.status, IN_FLIGHT),
      ),
    )
    .orderBy(desc(generatedResponses.createdAt))
    .limit(1);
  return row;
}

/** Responses that count against the quota: the user's generations in [start, end) that did not fail. */
export async function countQuotaResponses(db: Database, userId: string, start: Date, end: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(generatedResponses)
    .where(
      and(
        eq(generatedResponses.userId, userId),
        ne(generatedResponses.status, 'failed'),
        gte(generatedResponses.createdAt, start),
        lt(generatedResponses.createdAt, end),
      ),
    );
  return row?.n ?? 0;
}

export async function countRecentGenerations(db: Database, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(generatedResponses)
    .where(and(eq(generatedResponses.userId, userId), gte(generatedResponses.createdAt, since)));
  return row?.n ?? 0;
}

/** Fails the generations in progress not updated since `staleBefore` (all of them when not given). */
export async function markInterrupted(db: Database, message: string, now: Date, staleBefore?: Date): Promise<number> {
  const rows = await db
    .update(generatedResponses)
    .set({ status: 'failed', step: null, errorStatus: 500, errorMessage: message, updatedAt: now })
    .where(
      and(
        inArray(generatedResponses.status, IN_FLIGHT),
        staleBefore ? sql`${generatedResponses.updatedAt} < ${staleBefore.toISOString()}::timestamptz` : undefined,
      ),
    )
    .returning({ id: generatedResponses.id });
  return rows.length;
}
