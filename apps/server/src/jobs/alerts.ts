import { Cron } from 'croner';
import type { FastifyBaseLogger } from 'fastify';
import type { DocumentsService } from '../modules/documents/documents.service.ts';
import type { NotificationsService } from '../modules/notifications/notifications.service.ts';

/**
 * The daily e-mails. The digest of new matching tenders runs every hour (Europe/Paris) for the
 * users who chose that hour (7 h by default, /notifications; ADR 024); the expiry reminders of the
 * administrative file run on `cron` (default 7:00). One failing does not stop the other.
 */
export function startAlertsDigestJob(options: {
  notifications: NotificationsService;
  documents: DocumentsService;
  cron: string;
  log: FastifyBaseLogger;
}): { stop: () => void } {
  const hourly = new Cron('0 * * * *', { protect: true, timezone: 'Europe/Paris' }, async () => {
    try {
      const hour = Number(
        new Intl.DateTimeFormat('fr-FR', { hour: 'numeric', hourCycle: 'h23', timeZone: 'Europe/Paris' }).format(
          new Date(),
        ),
      );
      const result = await options.notifications.sendDailyDigest({ hour });
      options.log.info({ digest: result, hour }, 'alertes e-mail envoyées');
    } catch (err) {
      options.log.error({ err }, 'alertes e-mail en erreur');
    }
  });
  const cron = new Cron(options.cron, { protect: true, timezone: 'Europe/Paris' }, async () => {
    try {
      const result = await options.documents.sendExpiryReminders();
      options.log.info({ reminders: result }, 'rappels d’expiration des documents envoyés');
    } catch (err) {
      options.log.error({ err }, 'rappels d’expiration des documents en erreur');
    }
  });
  return {
    stop: () => {
      hourly.stop();
      cron.stop();
    },
  };
}
