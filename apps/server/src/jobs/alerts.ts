import { Cron } from 'croner';
import type { FastifyBaseLogger } from 'fastify';
import type { DocumentsService } from '../modules/documents/documents.service.ts';
import type { NotificationsService } from '../modules/notifications/notifications.service.ts';

/**
 * The daily e-mails (cron, Europe/Paris; default 7:00): the digest of new matching tenders, then
 * the expiry reminders of the administrative file. One failing does not stop the other.
 */
export function startAlertsDigestJob(options: {
  notifications: NotificationsService;
  documents: DocumentsService;
  cron: string;
  log: FastifyBaseLogger;
}): { stop: () => void } {
  const cron = new Cron(options.cron, { protect: true, timezone: 'Europe/Paris' }, async () => {
    try {
      const result = await options.notifications.sendDailyDigest();
      options.log.info({ digest: result }, 'alertes e-mail envoyées');
    } catch (err) {
      options.log.error({ err }, 'alertes e-mail en erreur');
    }
    try {
      const result = await options.documents.sendExpiryReminders();
      options.log.info({ reminders: result }, 'rappels d’expiration des documents envoyés');
    } catch (err) {
      options.log.error({ err }, 'rappels d’expiration des documents en erreur');
    }
  });
  return { stop: () => cron.stop() };
}
