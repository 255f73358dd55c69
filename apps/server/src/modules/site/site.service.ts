import type { ContactRequest, Operator, ServiceStatus } from '@batiao/shared/contracts/site';
import { CONTACT_LIMITS, contactRequestSchema } from '@batiao/shared/contracts/site';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../../integrations/mail/mailer.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { HealthService } from '../health/health.service.ts';

/** The OPERATOR_* settings (ADR 025); an unset one is undefined and shown « [à renseigner] ». */
export interface OperatorConfig {
  name?: string;
  legalForm?: string;
  siren?: string;
  address?: string;
  publisher?: string;
  host?: string;
  email?: string;
  securityEmail?: string;
}

export interface SiteDeps {
  clock: Clock;
  operator: OperatorConfig;
  mailer: Mailer;
  /** Where contact messages go: OPERATOR_EMAIL, else ADMIN_EMAIL, else the sender address. */
  contactTo: string;
  health: HealthService;
  /** When the last successful BOAMP sync ended (the tenders module's data, read through app.ts). */
  lastTenderSync: () => Promise<Date | null>;
  /** Whether e-mails go through SMTP (else they stay in the outbox). */
  smtp: boolean;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}

export type SiteService = ReturnType<typeof createSiteService>;

/** A sync older than this is shown late on /status (the scheduled sync runs every 2 hours). */
export const SYNC_STALE_MS = 26 * 3600_000;
const DAY_MS = 24 * 3600_000;
/** Addresses remembered by the contact limiter at most (the oldest are dropped beyond). */
const MAX_TRACKED_ADDRESSES = 10_000;

/** One line of a header: no line breaks in a subject. */
const oneLine = (value: string) => value.replace(/[\r\n\t]+/g, ' ').trim();

export function createSiteService(deps: SiteDeps) {
  const { clock } = deps;
  const windowMs = CONTACT_LIMITS.windowMinutes * 60_000;
  /** Contact messages accepted per client address: their times, within the window. */
  const sent = new Map<string, number[]>();

  function recent(address: string, now: number): number[] {
    const times = (sent.get(address) ?? []).filter((t) => now - t < windowMs);
    if (times.length === 0) {
      sent.delete(address);
    } else {
      sent.set(address, times);
    }
    return times;
  }

  function remember(address: string, now: number): void {
    const times = recent(address, now);
    sent.delete(address);
    sent.set(address, [...times, now]);
    if (sent.size > MAX_TRACKED_ADDRESSES) {
      const oldest = sent.keys().next().value;
      if (oldest !== undefined) {
        sent.delete(oldest);
      }
    }
  }

  const value = (v: string | undefined) => (v && v.trim() !== '' ? v.trim() : null);

  return {
    operator(): Operator {
      const o = deps.operator;
      return {
        name: value(o.name),
        legal_form: value(o.legalForm),
        siren: value(o.siren),
        address: value(o.address),
        publisher: value(o.publisher),
        host: value(o.host),
        email: value(o.email),
        security_email: value(o.securityEmail) ?? value(o.email),
      };
    },

    /**
     * A visitor's message to the operator, through the mailer (SMTP or the outbox). At most
     * CONTACT_LIMITS.perAddress per address and window (429 beyond). A filled honeypot is answered
     * as a success but nothing is sent or counted.
     */
    async contact(request: ContactRequest, clientAddress: string): Promise<{ received: true }> {
      const body = contactRequestSchema.parse(request);
      if (body.website && body.website.trim() !== '') {
        deps.log.info({ clientAddress }, 'formulaire de contact : champ piège rempli, message ignoré');
        return { received: true };
      }
      const now = clock.now().getTime();
      const times = recent(clientAddress, now);
      if (times.length >= CONTACT_LIMITS.perAddress) {
        const retryAfter = Math.max(1, Math.ceil((windowMs - (now - (times[0] ?? now))) / 1000));
        const minutes = Math.ceil(retryAfter / 60);
        throw new AppError(
          'RATE_LIMITED',
          `Trop de messages envoyés depuis votre connexion. Réessayez dans ${minutes} minute${minutes > 1 ? 's' : ''}.`,
          { headers: { 'retry-after': String(retryAfter) } },
        );
      }
      remember(clientAddress, now);
      await deps.mailer.send({
        to: deps.contactTo,
        subject: `[Contact BatiAO] ${oneLine(body.subject)}`,
        text: [
          `Message envoyé depuis le formulaire de contact de BatiAO le ${clock.now().toISOString()}.`,
          '',
          `Nom : ${oneLine(body.name)}`,
          `E-mail : ${body.email}`,
          `Objet : ${oneLine(body.subject)}`,
          '',
          body.message,
        ].join('\n'),
      });
      return { received: true };
    },

    /** The live status of /status: database, last BOAMP sync, e-mails not delivered. */
    async status(): Promise<ServiceStatus> {
      const now = clock.now();
      const [health, lastSync, undelivered] = await Promise.all([
        deps.health.check(),
        deps.lastTenderSync().catch(() => null),
        deps.mailer.undeliveredSince(new Date(now.getTime() - DAY_MS)).catch(() => 0),
      ]);
      return {
        status: health.status,
        checked_at: now.toISOString(),
        version: health.version,
        database: health.database,
        boamp: {
          last_sync_at: lastSync ? lastSync.toISOString() : null,
          stale: !lastSync || now.getTime() - lastSync.getTime() > SYNC_STALE_MS,
        },
        mail: { mode: deps.smtp ? 'smtp' : 'outbox', undelivered },
      };
    },
  };
}
