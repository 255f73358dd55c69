import nodemailer from 'nodemailer';
import { and, count, eq, gte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { outbox } from '../../db/schema/index.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** Sends (SMTP) or keeps (outbox) one message; every message is recorded in the outbox table. */
  send: (message: MailMessage) => Promise<{ delivered: boolean }>;
  /** Messages recorded since `since` and not delivered (kept in the outbox, or failed): /status. */
  undeliveredSince: (since: Date) => Promise<number>;
}

export interface MailerOptions {
  db: Database;
  /** smtp://user:pass@host:587 or smtps://…; without it, messages stay in the outbox. */
  smtpUrl: string | undefined;
  from: string;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}

/**
 * E-mail through SMTP (nodemailer) when SMTP_URL is set; otherwise the outbox table, readable by
 * admins, and a log line. A failed delivery is recorded with its error, never thrown at the caller.
 */
export function createMailer(options: MailerOptions): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  return {
    async send(message) {
      let delivered = false;
      let error: string | null = null;
      if (transport) {
        try {
          await transport.sendMail({
            from: options.from,
            to: message.to,
            subject: message.subject,
            text: message.text,
          });
          delivered = true;
        } catch (err) {
          error = err instanceof Error ? err.message : String(err);
          options.log.warn({ to: message.to, err }, 'e-mail non remis');
        }
      } else {
        options.log.info(
          { to: message.to, subject: message.subject },
          'e-mail gardé dans l’outbox (SMTP_URL non défini)',
        );
      }
      await options.db.insert(outbox).values({ ...message, delivered, error });
      return { delivered };
    },
    async undeliveredSince(since) {
      const [row] = await options.db
        .select({ n: count() })
        .from(outbox)
        .where(and(eq(outbox.delivered, false), gte(outbox.createdAt, since)));
      return row?.n ?? 0;
    },
  };
}
