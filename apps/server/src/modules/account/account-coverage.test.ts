import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildTestApp, type TestContext } from '../../test/build-test-app.ts';
import { userReferencingColumns } from './account.queries.ts';
import { USER_DATA } from './account.tables.ts';

/**
 * Every table with a column pointing at a user is exported and erased (issue 19). When this
 * fails, add the named table to USER_DATA in account.tables.ts (kind, delete or anonymise, files).
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx.close());

describe('the GDPR list of user data', () => {
  it('covers every table and column the catalogue says refers to a user', async () => {
    const found = await userReferencingColumns(ctx.database.db);
    expect(found.length).toBeGreaterThan(15);
    const covered = new Set(USER_DATA.map((e) => `${e.table}.${e.column}`));
    const missing = found.map((c) => `${c.table}.${c.column}`).filter((c) => !covered.has(c));
    expect(
      missing,
      `Tables avec une colonne utilisateur absentes de account.tables.ts (export et suppression RGPD) : ${missing.join(', ')}`,
    ).toEqual([]);
  });

  it('names only tables and columns that exist, users last', async () => {
    for (const entry of USER_DATA) {
      const rows = (
        (await ctx.database.db.execute(
          sql`select 1 from information_schema.columns where table_schema = 'public' and table_name = ${entry.table} and column_name = ${entry.column}`,
        )) as unknown as { rows: unknown[] }
      ).rows;
      expect(rows, `${entry.table}.${entry.column}`).toHaveLength(1);
    }
    expect(USER_DATA.at(-1)?.table).toBe('users');
    expect(new Set(USER_DATA.map((e) => e.kind)).size).toBe(USER_DATA.length);
  });
});
