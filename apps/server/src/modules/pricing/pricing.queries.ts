import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { PRODUCT_UNITS } from '@batiao/shared/contracts/pricing';
import type { Database } from '../../db/client.ts';
import {
  pricingProducts,
  pricingProfiles,
  type NewPricingProductRow,
  type NewPricingProfileRow,
  type PricingProductRow,
  type PricingProfileRow,
} from '../../db/schema/pricing.ts';

const PROFILE_UNITS = new Set<string>(PRODUCT_UNITS);

/** The columns of a product the user writes (ids, owner, order and dates are the queries'). */
export type ProductFields = Omit<NewPricingProductRow, 'id' | 'userId' | 'position' | 'createdAt' | 'updatedAt'>;
export type ProfileRates = Omit<NewPricingProfileRow, 'userId' | 'createdAt' | 'updatedAt'>;

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Gives the user's catalogue a new revision (ADR 032): called in the transaction of every write of
 * the user's products, so a reader that sees the new revision also sees the new rows.
 */
async function bumpCatalogRevision(tx: Tx, userId: string): Promise<void> {
  await tx.update(pricingProfiles).set({ catalogRevision: randomUUID() }).where(eq(pricingProfiles.userId, userId));
}

/** The user's rates row; undefined until the first save. Always scoped to the user. */
export async function findPricingProfile(db: Database, userId: string): Promise<PricingProfileRow | undefined> {
  const [row] = await db.select().from(pricingProfiles).where(eq(pricingProfiles.userId, userId)).limit(1);
  return row;
}

/** The user's products, in their order. */
export async function listProducts(db: Database, userId: string): Promise<PricingProductRow[]> {
  return db
    .select()
    .from(pricingProducts)
    .where(eq(pricingProducts.userId, userId))
    .orderBy(asc(pricingProducts.position), asc(pricingProducts.createdAt));
}

/**
 * Saves the whole profile in one transaction: the rates row is upserted, and the product list
 * replaces the stored one. A product sent with the id of one of *this user's* products keeps that
 * id and its creation date; any other id is not trusted and gets a new one. Products left out are
 * deleted. The profile row is locked first, so that two saves of one user run one after the other.
 */
export async function saveProfile(
  db: Database,
  userId: string,
  at: Date,
  rates: ProfileRates,
  products: (Omit<ProductFields, 'subcategory' | 'description'> & { id?: string | null })[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(pricingProfiles)
      .values({ userId, ...rates, catalogRevision: randomUUID(), createdAt: at, updatedAt: at })
      .onConflictDoUpdate({
        target: pricingProfiles.userId,
        set: { ...rates, catalogRevision: randomUUID(), updatedAt: at },
      });
    await tx
      .select({ userId: pricingProfiles.userId })
      .from(pricingProfiles)
      .where(eq(pricingProfiles.userId, userId))
      .for('update');

    const stored = await tx
      .select({
        id: pricingProducts.id,
        createdAt: pricingProducts.createdAt,
        subcategory: pricingProducts.subcategory,
        description: pricingProducts.description,
        unit: pricingProducts.unit,
      })
      .from(pricingProducts)
      .where(eq(pricingProducts.userId, userId));
    const createdAt = new Map(stored.map((row) => [row.id, row.createdAt]));
    const storedById = new Map(stored.map((row) => [row.id, row]));
    const kept = new Set<string>();
    const rows: NewPricingProductRow[] = products.map(({ id, ...fields }, position) => {
      const keep = id && createdAt.has(id) && !kept.has(id) ? id : undefined;
      if (keep) {
        kept.add(keep);
      }
      // The profile's list knows neither the catalogue's subcategory and description nor its units
      // h, jour and forfait (shown there as « u »): a kept product keeps them (ADR 020).
      const before = keep ? storedById.get(keep) : undefined;
      const catalogOnlyUnit = before && !PROFILE_UNITS.has(before.unit) && fields.unit === 'u';
      return {
        ...fields,
        subcategory: before?.subcategory ?? '',
        description: before?.description ?? '',
        unit: catalogOnlyUnit ? before.unit : fields.unit,
        id: keep ?? randomUUID(),
        userId,
        position,
        createdAt: keep ? createdAt.get(keep) : at,
        updatedAt: at,
      };
    });
    await tx.delete(pricingProducts).where(eq(pricingProducts.userId, userId));
    // In slices: one statement binds at most 65 535 parameters.
    for (let start = 0; start < rows.length; start += 1000) {
      await tx.insert(pricingProducts).values(rows.slice(start, start + 1000));
    }
  });
}

/**
 * Appends one product to the user's list, unless it already holds `max`. Returns undefined when
 * full. The count and the insert run under the user's profile lock (the row is created with the
 * given default rates if missing), so parallel adds cannot pass the limit.
 */
export async function appendProduct(
  db: Database,
  userId: string,
  at: Date,
  defaults: ProfileRates,
  fields: ProductFields,
  max: number,
): Promise<PricingProductRow | undefined> {
  return db.transaction(async (tx) => {
    await tx
      .insert(pricingProfiles)
      .values({ userId, ...defaults, createdAt: at, updatedAt: at })
      .onConflictDoNothing();
    await tx
      .select({ userId: pricingProfiles.userId })
      .from(pricingProfiles)
      .where(eq(pricingProfiles.userId, userId))
      .for('update');
    const [stats] = await tx
      .select({
        total: count(),
        last: sql<number | null>`max(${pricingProducts.position})`.mapWith((v) => (v === null ? null : Number(v))),
      })
      .from(pricingProducts)
      .where(eq(pricingProducts.userId, userId));
    if ((stats?.total ?? 0) >= max) {
      return undefined;
    }
    const [row] = await tx
      .insert(pricingProducts)
      .values({ ...fields, userId, position: (stats?.last ?? -1) + 1, createdAt: at, updatedAt: at })
      .returning();
    await bumpCatalogRevision(tx, userId);
    return row;
  });
}

/** One of the user's products; undefined when absent or another user's. */
export async function findProduct(db: Database, userId: string, id: string): Promise<PricingProductRow | undefined> {
  const [row] = await db
    .select()
    .from(pricingProducts)
    .where(and(eq(pricingProducts.userId, userId), eq(pricingProducts.id, id)))
    .limit(1);
  return row;
}

/** Rewrites the given columns of one of the user's products; undefined when it is not theirs. */
export async function updateProduct(
  db: Database,
  userId: string,
  id: string,
  at: Date,
  fields: Partial<ProductFields>,
): Promise<PricingProductRow | undefined> {
  // The profile row first (its lock), as every write of the products: no deadlock with a save.
  return db.transaction(async (tx) => {
    await bumpCatalogRevision(tx, userId);
    const [row] = await tx
      .update(pricingProducts)
      .set({ ...fields, updatedAt: at })
      .where(and(eq(pricingProducts.userId, userId), eq(pricingProducts.id, id)))
      .returning();
    return row;
  });
}

/** Deletes one of the user's products; false when it is not theirs. */
export async function deleteProduct(db: Database, userId: string, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    await bumpCatalogRevision(tx, userId);
    const rows = await tx
      .delete(pricingProducts)
      .where(and(eq(pricingProducts.userId, userId), eq(pricingProducts.id, id)))
      .returning({ id: pricingProducts.id });
    return rows.length > 0;
  });
}

/**
 * Writes an imported price list in one transaction, under the user's profile lock: a line whose
 * reference is already one of the user's products updates it (`refKey` → product id), the others
 * are appended. Nothing is written and `room` is answered when the new products would pass `max`.
 */
export async function importProducts(
  db: Database,
  userId: string,
  at: Date,
  defaults: ProfileRates,
  lines: { fields: ProductFields; refKey: string }[],
  refKeyOf: (reference: string) => string,
  max: number,
): Promise<{ created: number; updated: number } | { room: number }> {
  return db.transaction(async (tx) => {
    await tx
      .insert(pricingProfiles)
      .values({ userId, ...defaults, createdAt: at, updatedAt: at })
      .onConflictDoNothing();
    await tx
      .select({ userId: pricingProfiles.userId })
      .from(pricingProfiles)
      .where(eq(pricingProfiles.userId, userId))
      .for('update');
    const stored = await tx
      .select({ id: pricingProducts.id, reference: pricingProducts.reference, position: pricingProducts.position })
      .from(pricingProducts)
      .where(eq(pricingProducts.userId, userId));
    const byRef = new Map<string, string>();
    for (const row of stored) {
      const key = refKeyOf(row.reference);
      if (key && !byRef.has(key)) {
        byRef.set(key, row.id);
      }
    }
    const updates = lines.filter((line) => line.refKey && byRef.has(line.refKey));
    const creates = lines.filter((line) => !(line.refKey && byRef.has(line.refKey)));
    if (stored.length + creates.length > max) {
      return { room: Math.max(0, max - stored.length) };
    }
    for (const line of updates) {
      // An empty cell (or a column not mapped) leaves the stored value as it is; so does the
      // reference's own spelling (« cu-dn40 » finds and keeps « CU-DN40 »).
      const set = Object.fromEntries(
        Object.entries(line.fields).filter(([key, value]) => value !== '' && key !== 'reference'),
      );
      await tx
        .update(pricingProducts)
        .set({ ...set, updatedAt: at })
        .where(and(eq(pricingProducts.userId, userId), eq(pricingProducts.id, byRef.get(line.refKey) as string)));
    }
    let position = stored.reduce((last, row) => Math.max(last, row.position), -1) + 1;
    const rows: NewPricingProductRow[] = creates.map((line) => ({
      ...line.fields,
      userId,
      position: position++,
      createdAt: at,
      updatedAt: at,
    }));
    for (let start = 0; start < rows.length; start += 1000) {
      await tx.insert(pricingProducts).values(rows.slice(start, start + 1000));
    }
    await bumpCatalogRevision(tx, userId);
    return { created: creates.length, updated: updates.length };
  });
}
