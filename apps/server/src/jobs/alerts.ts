import { Cron } from 'croner';
import type { FastifyBaseLogger } from 'fastify';
import type { NotificationsService } from '../modules/notifications/notifications.service.ts';

/** The daily e-mail digest of new matching tenders (cron, Europe/Paris; default 7:00). */
export function startAlertsDigestJob(options: {
  notifications: NotificationsService;
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
  });
  return { stop: () => cron.stop() };
}
