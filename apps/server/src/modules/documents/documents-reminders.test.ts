import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { desc } from 'drizzle-orm';
import { documentSchema } from '@batiao/shared/contracts/documents';
import { notificationListResponseSchema } from '@batiao/shared/contracts/notifications';
import { outbox } from '../../db/schema/index.ts';
import { buildTestApp, createTestClock, registerUser, type TestContext } from '../../test/build-test-app.ts';
import { multipart } from '../../test/multipart.ts';

const DAY = 86_400_000;
// 10 March 2024, 10:00 in Paris.
const clock = createTestClock(new Date('2024-03-10T09:00:00Z'));
const storageDir = mkdtempSync(path.join(tmpdir(), 'batiao-reminders-test-'));
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

let ctx: TestContext;
type User = Awaited<ReturnType<typeof registerUser>>;
let alice: User;
let bruno: User;

async function upload(user: User, documentType: string, extra: Record<string, string>) {
  const body = multipart([
    { name: 'document_type', value: documentType },
    ...Object.entries(extra).map(([name, value]) => ({ name, value })),
    { name: 'file', filename: `${documentType}.pdf`, data: PDF, type: 'application/pdf' },
  ]);
  const response = await user.inject({
    method: 'POST',
    url: '/api/documents/upload',
    payload: body.payload,
    headers: body.headers,
  });
  expect(response.statusCode).toBe(201);
  return documentSchema.parse(response.json());
}

const run = () => ctx.app.services.documents.sendExpiryReminders();
const notices = async (user: User) =>
  notificationListResponseSchema
    .parse((await user.inject('/api/notifications?limit=50')).json())
    .items.filter((n) => n.type === 'document_expiry');
const mails = async (to: string) =>
  (await ctx.database.db.select().from(outbox).orderBy(desc(outbox.id))).filter((m) => m.to === to);

let rcPro: string;

beforeAll(async () => {
  ctx = await buildTestApp({ clock, storageDir, jwtTtl: '3650d', publicUrl: 'https://app.batiao.test' });
  alice = await registerUser(ctx.app);
  bruno = await registerUser(ctx.app);
  // Alice: RC Pro printed until 5 April (26 days left), a Kbis issued on 5 March (valid until
  // 4 June), a RIB that never expires. Bruno: an URSSAF attestation issued in August 2023.
  rcPro = (await upload(alice, 'rc_pro', { valid_until: '2024-04-05' })).id;
  await upload(alice, 'kbis', { issued_at: '2024-03-05' });
  await upload(alice, 'rib', {});
  await upload(bruno, 'urssaf', { issued_at: '2023-08-01' });
  // Bruno does not want the tender alerts: the file reminders still reach him.
  await bruno.inject({
    method: 'PUT',
    url: '/api/notifications/preferences',
    payload: { email_alerts: false },
  });
});
afterAll(async () => {
  await ctx.close();
  rmSync(storageDir, { recursive: true, force: true });
});

describe('document expiry reminders', () => {
  it('reminds each owner once of what expires within 30 days or has expired', async () => {
    expect(await run()).toEqual({ reminders: 2, emails: 2 });

    const [aliceNotice, ...moreForAlice] = await notices(alice);
    expect(moreForAlice).toHaveLength(0);
    expect(aliceNotice?.title).toBe('Document bientôt expiré');
    expect(aliceNotice?.message).toBe(
      '« Attestation d’assurance RC Professionnelle » expire dans 26 jours (le 05/04/2024) : pensez à le renouveler.',
    );
    const [aliceMail] = await mails(alice.user.email);
    expect(aliceMail?.subject).toBe('BatiAO : des documents de votre dossier arrivent à échéance');
    expect(aliceMail?.text).toContain('Bonjour Camille');
    expect(aliceMail?.text).toContain('RC Professionnelle');
    expect(aliceMail?.text).toContain('https://app.batiao.test/documents');
    expect(aliceMail?.text).not.toContain('Kbis');

    const [brunoNotice] = await notices(bruno);
    expect(brunoNotice?.title).toBe('Document expiré');
    expect(brunoNotice?.message).toContain('« Attestation de vigilance URSSAF » a expiré le 31/01/2024');
    const [brunoMail] = await mails(bruno.user.email);
    expect(brunoMail?.subject).toBe('BatiAO : un document de votre dossier a expiré');
    expect(brunoMail?.text).not.toContain('RC Professionnelle');
  });

  it('does not send the same reminder twice, whatever the number of runs', async () => {
    expect(await run()).toEqual({ reminders: 0, emails: 0 });
    clock.advance(DAY);
    expect(await run()).toEqual({ reminders: 0, emails: 0 });
    expect(await notices(alice)).toHaveLength(1);
    expect(await mails(alice.user.email)).toHaveLength(1);
    expect(await mails(bruno.user.email)).toHaveLength(1);
  });

  it('reminds again 7 days before and once expired', async () => {
    // 30 March: 6 days left.
    clock.advance(19 * DAY);
    expect(await run()).toEqual({ reminders: 1, emails: 1 });
    expect((await notices(alice))[0]?.message).toContain('expire dans 6 jours (le 05/04/2024)');

    // 6 April: expired the day before.
    clock.advance(7 * DAY);
    expect(await run()).toEqual({ reminders: 1, emails: 1 });
    expect((await notices(alice))[0]?.message).toContain('a expiré le 05/04/2024');
    expect((await mails(alice.user.email))[0]?.subject).toBe('BatiAO : un document de votre dossier a expiré');
    expect(await run()).toEqual({ reminders: 0, emails: 0 });
    // The expiry shows on the file health and the completion kept on the account.
    const me = (await alice.inject('/api/auth/me')).json<{
      dossier_completion: number;
    }>();
    expect(me.dossier_completion).toBe(33);
  });

  it('arms the reminders again when the validity date is corrected', async () => {
    const far = await alice.inject({
      method: 'PATCH',
      url: `/api/documents/${rcPro}`,
      payload: { valid_until: '2025-04-05' },
    });
    expect(far.statusCode).toBe(200);
    expect(await run()).toEqual({ reminders: 0, emails: 0 });

    await alice.inject({
      method: 'PATCH',
      url: `/api/documents/${rcPro}`,
      payload: { valid_until: '2024-04-26' },
    });
    expect(await run()).toEqual({ reminders: 1, emails: 1 });
    expect((await notices(alice))[0]?.message).toContain('expire dans 20 jours (le 26/04/2024)');
  });

  it('keeps each user’s reminders to that user', async () => {
    for (const n of await notices(bruno)) {
      expect(n.message).not.toContain('RC Professionnelle');
    }
    for (const n of await notices(alice)) {
      expect(n.message).not.toContain('URSSAF');
    }
  });
});
