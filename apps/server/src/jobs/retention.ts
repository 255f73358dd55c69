import { Cron } from 'croner';
import type { FastifyBaseLogger } from 'fastify';
import type { AccountService } from '../modules/account/account.service.ts';

/** Every night at 3:30 (Europe/Paris) unless told otherwise. */
export const RETENTION_CRON = '30 3 * * *';

/**
 * The retention periods of the privacy policy (issue 19): browsing data 13 months, security logs
 * one year, payments 10 years, accounts unused 3 years after their subscription; see
 * `AccountService.purgeExpired`. A failure is logged and the next night tries again.
 */
export function startRetentionJob(options: {
  account: Pick<AccountService, 'purgeExpired'>;
  log: FastifyBaseLogger;
  cron?: string;
}): { stop: () => void; runNow: () => Promise<void> } {
  const run = async () => {
    try {
      const result = await options.account.purgeExpired();
      options.log.info({ retention: result }, 'purge des données arrivées à échéance');
    } catch (err) {
      options.log.error({ err }, 'purge des données arrivées à échéance en erreur');
    }
  };
  const cron = new Cron(options.cron ?? RETENTION_CRON, { protect: true, timezone: 'Europe/Paris' }, run);
  return { stop: () => cron.stop(), runNow: run };
}
