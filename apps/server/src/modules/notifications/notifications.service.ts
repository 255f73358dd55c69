import {
  DEFAULT_DIGEST_HOUR,
  type Notification,
  type NotificationListResponse,
  type NotificationPreferences,
} from '@batiao/shared/contracts/notifications';
import { zoneDepartements } from '@batiao/shared/domain/departements';
import type { Database } from '../../db/client.ts';
import type { NotificationRow } from '../../db/schema/index.ts';
import type { Mailer } from '../../integrations/mail/mailer.ts';
import { notFound } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { NewTender } from '../tenders/tenders-sync.service.ts';
import {
  countUnread,
  digestHours,
  insertNotifications,
  listNotifications,
  markAllRead,
  markEmailed,
  markRead,
  pendingDigest,
  setDigestHour,
} from './notifications.queries.ts';
import { isUuid } from '../../lib/uuid.ts';

export const TENDER_ASSIGNMENT = 'tender_assignment';
export const DOCUMENT_EXPIRY = 'document_expiry';
export const RESPONSE_READY = 'response_ready';
/** How far back the digest looks: an alert older than this is not e-mailed any more. */
const DIGEST_WINDOW_DAYS = 7;

function present(row: NotificationRow): Notification {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    message: row.message,
    tender_id: row.tenderId,
    sent_at: row.createdAt.toISOString(),
    read: row.readAt !== null,
    pdf_generated: row.type === RESPONSE_READY,
  };
}

export function createNotificationsService(deps: {
  db: Database;
  clock: Clock;
  auth: AuthService;
  mailer: Mailer;
  publicUrl: string;
}) {
  const { db, clock, auth, mailer } = deps;

  return {
    /**
     * A new tender of the user's trade in the user's zone, still open, becomes a
     * `tender_assignment` notification, once per user and tender whatever the number of syncs.
     */
    async notifyNewTenders(tenders: NewTender[]): Promise<number> {
      const now = clock.now();
      const open = tenders.filter((t) => t.deadline === null || t.deadline > now);
      const trades = [...new Set(open.flatMap((t) => t.trades))];
      const recipients = await auth.findAlertRecipients(trades);
      const rows = recipients.flatMap((user) => {
        const zone = new Set(zoneDepartements(user.departement));
        return open
          .filter((t) => t.trades.includes(user.metier) && t.departements.some((d) => zone.has(d)))
          .map((t) => ({
            userId: user.id,
            type: TENDER_ASSIGNMENT,
            tenderId: t.id,
            title: 'Nouvel appel d’offres assigné',
            message: t.title,
          }));
      });
      return insertNotifications(db, rows);
    },

    /** In-app notices about the administrative file (expiry reminders); never e-mailed by the digest. */
    async notifyDocuments(rows: { userId: string; title: string; message: string }[]): Promise<number> {
      return insertNotifications(
        db,
        rows.map((r) => ({ ...r, type: DOCUMENT_EXPIRY, tenderId: null })),
      );
    },

    /** A generated response is ready: the user may have left the page while it was written. */
    async notifyResponseReady(ready: { userId: string; tenderId: string; tenderTitle: string }): Promise<number> {
      return insertNotifications(db, [
        {
          userId: ready.userId,
          type: RESPONSE_READY,
          tenderId: ready.tenderId,
          title: 'Votre réponse est prête',
          message: ready.tenderTitle,
        },
      ]);
    },

    async list(userId: string, limit: number, unreadOnly = false): Promise<NotificationListResponse> {
      const [rows, unread] = await Promise.all([
        listNotifications(db, userId, limit, unreadOnly),
        countUnread(db, userId),
      ]);
      return { items: rows.map(present), unread_count: unread };
    },

    async markRead(userId: string, id: string): Promise<void> {
      if (!isUuid(id) || !(await markRead(db, userId, id, clock.now()))) {
        throw notFound('Notification introuvable');
      }
    },

    async markAllRead(userId: string): Promise<void> {
      await markAllRead(db, userId, clock.now());
    },

    /**
     * The daily e-mail: each user who wants it gets one message listing the new tenders not yet
     * e-mailed; each notification is e-mailed once, never on every run.
     */
    async sendDailyDigest(options: { hour?: number } = {}): Promise<{ emails: number; notifications: number }> {
      const now = clock.now();
      const pending = await pendingDigest(
        db,
        TENDER_ASSIGNMENT,
        new Date(now.getTime() - DIGEST_WINDOW_DAYS * 86_400_000),
      );
      const byUser = new Map<string, NotificationRow[]>();
      for (const row of pending) {
        byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row]);
      }
      let recipients = await auth.findAlertRecipients([], [...byUser.keys()]);
      // Run hourly, each user gets it at the hour they chose (7 h by default).
      if (options.hour !== undefined) {
        const hours = await digestHours(
          db,
          recipients.map((r) => r.id),
        );
        recipients = recipients.filter((r) => (hours.get(r.id) ?? DEFAULT_DIGEST_HOUR) === options.hour);
      }
      let emails = 0;
      let sent = 0;
      for (const user of recipients) {
        const rows = byUser.get(user.id) ?? [];
        if (!user.emailAlerts || rows.length === 0) {
          continue;
        }
        const lines = rows.map((r) => `- ${r.message}\n  ${deps.publicUrl}/tenders/${r.tenderId ?? ''}`);
        const plural = rows.length > 1;
        await mailer.send({
          to: user.email,
          subject: `BatiAO : ${rows.length} ${plural ? 'nouveaux appels' : 'nouvel appel'} d’offres pour vous`,
          text:
            `Bonjour ${user.prenom},\n\n` +
            `${plural ? 'Voici les nouveaux appels d’offres' : 'Voici le nouvel appel d’offres'} de votre métier dans votre zone :\n\n` +
            `${lines.join('\n')}\n\n` +
            `Vous recevez cet e-mail car les alertes sont activées. Pour les couper : ${deps.publicUrl}/dashboard\n`,
        });
        await markEmailed(
          db,
          rows.map((r) => r.id),
          now,
        );
        emails += 1;
        sent += rows.length;
      }
      return { emails, notifications: sent };
    },

    async getPreferences(userId: string): Promise<Required<NotificationPreferences>> {
      const [[user], hours] = await Promise.all([auth.findAlertRecipients([], [userId]), digestHours(db, [userId])]);
      return { email_alerts: user?.emailAlerts ?? true, digest_hour: hours.get(userId) ?? DEFAULT_DIGEST_HOUR };
    },

    async setPreferences(userId: string, input: NotificationPreferences): Promise<Required<NotificationPreferences>> {
      await auth.setEmailAlerts(userId, input.email_alerts);
      if (input.digest_hour !== undefined) {
        await setDigestHour(db, userId, input.digest_hour, clock.now());
      }
      return this.getPreferences(userId);
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
