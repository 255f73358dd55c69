import { randomUUID } from 'node:crypto';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  pricingProducts,
  pricingProfiles,
  type NewPricingProductRow,
  type NewPricingProfileRow,
  type PricingProductRow,
  type PricingProfileRow,
} from '../../db/schema/pricing.ts';

/** The columns of a product the user writes (ids, owner, order and dates are the queries'). */
export type ProductFields = Omit<NewPricingProductRow, 'id' | 'userId' | 'position' | 'createdAt' | 'updatedAt'>;
export type ProfileRates = Omit<NewPricingProfileRow, 'userId' | 'createdAt' | 'updatedAt'>;

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
  products: (ProductFields & { id?: string | null })[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(pricingProfiles)
      .values({ userId, ...rates, createdAt: at, updatedAt: at })
      .onConflictDoUpdate({ target: pricingProfiles.userId, set: { ...rates, updatedAt: at } });
    await tx
      .select({ userId: pricingProfiles.userId })
      .from(pricingProfiles)
      .where(eq(pricingProfiles.userId, userId))
      .for('update');

    const stored = await tx
      .select({ id: pricingProducts.id, createdAt: pricingProducts.createdAt })
      .from(pricingProducts)
      .where(eq(pricingProducts.userId, userId));
    const createdAt = new Map(stored.map((row) => [row.id, row.createdAt]));
    const kept = new Set<string>();
    const rows: NewPricingProductRow[] = products.map(({ id, ...fields }, position) => {
      const keep = id && createdAt.has(id) && !kept.has(id) ? id : undefined;
      if (keep) {
        kept.add(keep);
      }
      return {
        ...fields,
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
    return row;
  });
}
