import { Cron } from 'croner';
import type { FastifyBaseLogger } from 'fastify';
import type { AnalyticsService } from '../modules/analytics/analytics.service.ts';

/**
 * The audience data's retention (13 months, ADR 024): every night at 3:30 (Europe/Paris), the
 * older events are deleted.
 */
export function startAnalyticsPurgeJob(options: {
  analytics: AnalyticsService;
  log: FastifyBaseLogger;
  cron?: string;
}): { stop: () => void } {
  const cron = new Cron(options.cron ?? '30 3 * * *', { protect: true, timezone: 'Europe/Paris' }, async () => {
    try {
      const deleted = await options.analytics.purgeExpired();
      options.log.info({ deleted }, 'mesure d’audience : événements de plus de 13 mois supprimés');
    } catch (err) {
      options.log.error({ err }, 'purge de la mesure d’audience en erreur');
    }
  });
  return { stop: () => cron.stop() };
}
