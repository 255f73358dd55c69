import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenderListResponseSchema } from '@batiao/shared/contracts/tenders';
import { buildTestApp, createTestClock, registerUser, type TestContext } from '../../test/build-test-app.ts';
import { multipart } from '../../test/multipart.ts';
import { seedDemoTenders } from './tenders-demo.service.ts';

// The compatibility score counts the completeness of the user's administrative file (issue 4).
const clock = createTestClock(new Date('2026-11-22T09:00:00Z'));
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
let ctx: TestContext;
type User = Awaited<ReturnType<typeof registerUser>>;
let user: User;

async function roofingScores(who: User) {
  const response = await ctx.app.inject({
    url: '/api/tenders?page_size=100',
    headers: { authorization: who.authorization },
  });
  expect(response.statusCode).toBe(200);
  return tenderListResponseSchema.parse(response.json()).items.map((t) => ({
    id: t.id,
    score: t.compatibility_analysis.score_global,
    message: t.compatibility_analysis.ai_message,
  }));
}

beforeAll(async () => {
  ctx = await buildTestApp({ clock });
  await seedDemoTenders({ db: ctx.database.db, clock });
  user = await registerUser(ctx.app, { metier: 'couvreur', zone_geographique: 'Lyon' });
});
afterAll(async () => ctx.close());

describe('compatibility and the administrative file', () => {
  it('raises the score as the file fills, and says so', async () => {
    const before = await roofingScores(user);
    expect(before.length).toBeGreaterThan(0);
    for (const t of before) {
      expect(t.message).toContain('dossier complet à 0 %');
    }

    for (const type of ['kbis', 'urssaf', 'rc_pro', 'decennale', 'piece_identite', 'rib']) {
      const body = multipart([
        { name: 'document_type', value: type },
        ...(type === 'rc_pro' || type === 'decennale' ? [{ name: 'valid_until', value: '2027-12-31' }] : []),
        { name: 'file', filename: `${type}.pdf`, data: PDF, type: 'application/pdf' },
      ]);
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/documents/upload',
        payload: body.payload,
        headers: { ...body.headers, authorization: user.authorization },
      });
      expect(response.statusCode).toBe(201);
    }

    const after = await roofingScores(user);
    for (const t of after) {
      const earlier = before.find((b) => b.id === t.id);
      expect(t.message).toContain('dossier complet à 100 %');
      expect(t.score).toBeGreaterThan(earlier?.score ?? 100);
    }
  });
});
