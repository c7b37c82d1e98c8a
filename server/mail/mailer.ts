import { randomBytes } from 'node:crypto';
import { createTransport, type Transporter } from 'nodemailer';
import type { Database } from '@/server/db/client';
import type { Logger } from '@/server/logger';
import { mailMessageSchema, type MailMessage } from './message';
import { storeInOutbox } from './outbox';

export const DEFAULT_MAIL_FROM = 'Groundwork <no-reply@groundwork.eco>';

/** Shortest outbox secret accepted from `OUTBOX_SECRET`. */
export const MIN_OUTBOX_SECRET_LENGTH = 16;

export interface MailerOptions {
  db: Database;
  logger: Logger;
  /** `smtp://user:pass@host:587` or `smtps://…`; without it mail goes to the outbox table and to the log. */
  smtpUrl?: string;
  from?: string;
  /** The secret of the outbox's address (without SMTP); a random one when absent. */
  outboxSecret?: string;
}

export interface Mailer {
  /** Where mail goes: an SMTP server, or the outbox that only the person running the server can read. */
  readonly transport: 'smtp' | 'outbox';
  /** Without SMTP: the secret part of the outbox's address (`/idp/dev/outbox/<secret>`); undefined with SMTP. */
  readonly outboxSecret: string | undefined;
  sendMail(message: MailMessage): Promise<void>;
  close(): void;
}

export const newOutboxSecret = () => randomBytes(24).toString('base64url');

/**
 * Sends through SMTP when `smtpUrl` is set. Otherwise each message is kept in the `mail_outbox` table, readable
 * only at the outbox's secret address, and its text is written to the server's log: without SMTP, mail reaches
 * only the person running the server.
 */
export function createMailer(options: MailerOptions): Mailer {
  const from = options.from || DEFAULT_MAIL_FROM;
  const smtp: Transporter | undefined = options.smtpUrl ? createTransport(options.smtpUrl) : undefined;

  return {
    transport: smtp ? 'smtp' : 'outbox',
    outboxSecret: smtp ? undefined : (options.outboxSecret ?? newOutboxSecret()),
    async sendMail(input) {
      const message = mailMessageSchema.parse(input);
      if (smtp) {
        await smtp.sendMail({ from, ...message });
        options.logger.info({ to: message.to, subject: message.subject }, 'mail sent');
        return;
      }
      await storeInOutbox(options.db, message);
      options.logger.info({ to: message.to, subject: message.subject, text: message.text }, `mail kept in the outbox (no SMTP_URL) for ${message.to}:\n${message.text}`);
    },
    close() {
      smtp?.close();
    },
  };
}

/** The host an SMTP URL points at, without its credentials (for the start-up log). */
export function smtpHost(smtpUrl: string): string {
  try {
    const url = new URL(smtpUrl);
    return `${url.protocol}//${url.host}`;
  } catch {
    return '(unreadable SMTP_URL)';
  }
}

/**
 * The mailer of the environment: `SMTP_URL` and `MAIL_FROM`; without SMTP, `OUTBOX_SECRET` (at least 16 characters)
 * fixes the outbox's secret, else a fresh one is drawn at each start. Logs how mail is delivered.
 */
export function mailerFromEnv(db: Database, logger: Logger, env: Record<string, string | undefined> = process.env): Mailer {
  const smtpUrl = env.SMTP_URL?.trim() || undefined;
  const configuredSecret = env.OUTBOX_SECRET?.trim() || undefined;
  if (!smtpUrl && configuredSecret && configuredSecret.length < MIN_OUTBOX_SECRET_LENGTH) {
    throw new Error(`OUTBOX_SECRET must be at least ${MIN_OUTBOX_SECRET_LENGTH} characters long`);
  }
  const mailer = createMailer({ db, logger, smtpUrl, from: env.MAIL_FROM || undefined, outboxSecret: configuredSecret });
  if (smtpUrl) logger.info({ mail: 'smtp', host: smtpHost(smtpUrl) }, `Mail is sent through the SMTP server ${smtpHost(smtpUrl)}`);
  else logger.info({ mail: 'outbox' }, 'Mail is not sent (no SMTP_URL): each mail is written to this log and kept in the outbox');
  return mailer;
}
