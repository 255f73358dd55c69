import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { desc } from 'drizzle-orm';
import { notificationListResponseSchema } from '@batiao/shared/contracts/notifications';
import { outbox } from '../../db/schema/index.ts';
import { createBoampClient } from '../../integrations/boamp/client.ts';
import { startBoampTestServer, type BoampTestServer } from '../../test/servers/boamp.ts';
import {
  buildTestApp,
  createTestClock,
  registerUser,
  type TestContext,
  type TestUser,
} from '../../test/build-test-app.ts';
import { syncBoamp } from '../tenders/tenders-sync.service.ts';

const clock = createTestClock(new Date('2024-02-20T09:00:00Z'));
let ctx: TestContext;
let boamp: BoampTestServer;

function record(idweb: string, objet: string, departement: string, deadline: string): Record<string, unknown> {
  return {
    idweb,
    objet,
    code_departement: [departement],
    dateparution: '2024-02-19',
    datelimitereponse: deadline,
    nomacheteur: 'Commune exemple',
    nature: 'APPEL_OFFRE',
    etat: 'INITIAL',
    descripteur_code: ['74'],
    descripteur_libelle: ['Couverture'],
    type_marche: ['TRAVAUX'],
    url_avis: `https://www.boamp.fr/pages/avis/?q=idweb:${idweb}`,
  };
}

async function sync() {
  const client = createBoampClient({ baseUrl: boamp.url, retryBaseMs: 1, sleep: async () => undefined });
  return syncBoamp(
    {
      db: ctx.database.db,
      client,
      clock,
      onNewTenders: (t) => ctx.app.services.notifications.notifyNewTenders(t).then(() => undefined),
    },
    { trigger: 'manual', from: '2024-02-19', to: '2024-02-19', backfillDays: 0 },
  );
}

let roofer: TestUser;
let painter: TestUser;
let quietRoofer: TestUser;

beforeAll(async () => {
  ctx = await buildTestApp({ clock, publicUrl: 'https://app.batiao.test' });
  boamp = await startBoampTestServer({
    records: [
      record('24-30001', 'Réfection de la couverture de la mairie', '69', '2024-03-15T11:00:00+00:00'),
      record('24-30002', 'Couverture du préau', '01', '2024-03-20T11:00:00+00:00'),
      record('24-30003', 'Couverture de la halle (déjà close)', '69', '2024-02-10T11:00:00+00:00'),
      record('24-30004', 'Couverture de la chapelle', '29', '2024-03-15T11:00:00+00:00'),
    ],
  });
  roofer = await registerUser(ctx.app, { metier: 'couvreur', zone_geographique: 'Lyon' });
  painter = await registerUser(ctx.app, { metier: 'peintre', zone_geographique: 'Lyon' });
  quietRoofer = await registerUser(ctx.app, { metier: 'couvreur', zone_geographique: 'Villeurbanne' });
});
afterAll(async () => {
  await boamp.close();
  await ctx.close();
});

const list = async (user: TestUser) =>
  notificationListResponseSchema.parse((await user.inject('/api/notifications')).json());

describe('tender alerts', () => {
  it('tells a user of each new open tender of their trade in their zone, once', async () => {
    await sync();
    await sync();
    const mine = await list(roofer);
    expect(mine.items.map((n) => n.message).sort()).toEqual([
      'Couverture du préau',
      'Réfection de la couverture de la mairie',
    ]);
    expect(mine.items[0]).toMatchObject({
      type: 'tender_assignment',
      title: 'Nouvel appel d’offres assigné',
      read: false,
    });
    expect(mine.unread_count).toBe(2);
    expect((await list(painter)).items).toEqual([]);
  });

  it('marks one or all read, and never another user’s', async () => {
    const mine = await list(roofer);
    const first = mine.items[0]?.id ?? '';
    const foreign = await painter.inject({
      method: 'POST',
      url: `/api/notifications/${first}/read`,
    });
    expect(foreign.statusCode).toBe(404);
    const ok = await roofer.inject({
      method: 'POST',
      url: `/api/notifications/${first}/read`,
    });
    expect(ok.statusCode).toBe(200);
    expect((await list(roofer)).unread_count).toBe(1);
    await roofer.inject({
      method: 'POST',
      url: '/api/notifications/read-all',
    });
    expect((await list(roofer)).unread_count).toBe(0);
    expect((await ctx.app.inject({ url: '/api/notifications' })).statusCode).toBe(401);
  });

  it('lists the unread ones only on request', async () => {
    const before = await list(painter);
    expect(before.items).toHaveLength(0);
    const all = await list(roofer);
    const unread = notificationListResponseSchema.parse((await roofer.inject('/api/notifications?unread=true')).json());
    expect(unread.items.every((n) => !n.read)).toBe(true);
    expect(unread.items).toHaveLength(all.unread_count);
    expect((await roofer.inject('/api/notifications?unread=maybe')).statusCode).toBe(422);
  });

  it('keeps the digest hour, refuses an impossible one, and sends the digest at the chosen hour', async () => {
    const bad = await painter.inject({
      method: 'PUT',
      url: '/api/notifications/preferences',
      payload: { email_alerts: true, digest_hour: 24 },
    });
    expect(bad.statusCode).toBe(422);
    const saved = await painter.inject({
      method: 'PUT',
      url: '/api/notifications/preferences',
      payload: { email_alerts: true, digest_hour: 18 },
    });
    expect(saved.json()).toEqual({ email_alerts: true, digest_hour: 18 });
    // Turning the e-mail off and on again keeps the hour.
    await painter.inject({ method: 'PUT', url: '/api/notifications/preferences', payload: { email_alerts: false } });
    const back = await painter.inject({
      method: 'PUT',
      url: '/api/notifications/preferences',
      payload: { email_alerts: true },
    });
    expect(back.json()).toEqual({ email_alerts: true, digest_hour: 18 });
  });

  it('e-mails a daily digest once, to the users who want it', async () => {
    const off = await quietRoofer.inject({
      method: 'PUT',
      url: '/api/notifications/preferences',
      payload: { email_alerts: false },
    });
    expect(off.json()).toEqual({ email_alerts: false, digest_hour: 7 });
    const prefs = await quietRoofer.inject('/api/notifications/preferences');
    expect(prefs.json()).toEqual({ email_alerts: false, digest_hour: 7 });

    // Hourly runs: the roofer kept the default hour (7 h): nothing at 6 h, the digest at 7 h.
    expect(await ctx.app.services.notifications.sendDailyDigest({ hour: 6 })).toEqual({ emails: 0, notifications: 0 });
    const first = await ctx.app.services.notifications.sendDailyDigest({ hour: 7 });
    expect(first).toEqual({ emails: 1, notifications: 2 });
    const [mail] = await ctx.database.db.select().from(outbox).orderBy(desc(outbox.id)).limit(1);
    expect(mail).toMatchObject({ to: roofer.user.email, delivered: false });
    expect(mail?.subject).toBe('BatiAO : 2 nouveaux appels d’offres pour vous');
    expect(mail?.text).toContain('Réfection de la couverture de la mairie');
    expect(mail?.text).toContain('https://app.batiao.test/tenders/');

    expect(await ctx.app.services.notifications.sendDailyDigest()).toEqual({ emails: 0, notifications: 0 });
  });

  it('delivers through SMTP when SMTP_URL is set', async () => {
    const received: string[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          received.push(data);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const port = (smtp.server.address() as AddressInfo).port;
    const withSmtp = await buildTestApp({ clock, smtpUrl: `smtp://127.0.0.1:${port}`, database: ctx.database });
    try {
      const { user } = await registerUser(withSmtp.app, { metier: 'couvreur', zone_geographique: 'Lyon' });
      // The tenders exist already: this user is told of them as a new sync would.
      await withSmtp.app.services.notifications.notifyNewTenders([
        {
          id: (await list(roofer)).items[0]?.tender_id ?? '',
          title: 'Réfection de la couverture de la mairie',
          trades: ['couvreur'],
          departements: ['69'],
          deadline: new Date('2024-03-15T11:00:00Z'),
        },
      ]);
      const result = await withSmtp.app.services.notifications.sendDailyDigest();
      expect(result.emails).toBe(1);
      expect(received).toHaveLength(1);
      expect(received[0]).toContain(`To: ${user.email}`);
      const [mail] = await ctx.database.db.select().from(outbox).orderBy(desc(outbox.id)).limit(1);
      expect(mail).toMatchObject({ to: user.email, delivered: true });
    } finally {
      await withSmtp.close();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  });
});
