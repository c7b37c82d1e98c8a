import { createTransport, type Transporter } from 'nodemailer';
import type { Database } from '@/server/db/client';
import type { Logger } from '@/server/logger';
import { mailMessageSchema, type MailMessage } from './message';
import { storeInOutbox } from './outbox';

export const DEFAULT_MAIL_FROM = 'Groundwork <no-reply@groundwork.eco>';

export interface MailerOptions {
  db: Database;
  logger: Logger;
  /** `smtp://user:pass@host:587` or `smtps://…`; without it mail goes to the outbox table. */
  smtpUrl?: string;
  from?: string;
}

export interface Mailer {
  /** Where mail goes: an SMTP server or the database outbox. */
  readonly transport: 'smtp' | 'outbox';
  sendMail(message: MailMessage): Promise<void>;
  close(): void;
}

/** Sends through SMTP when `smtpUrl` is set, otherwise keeps each message in the `mail_outbox` table. */
export function createMailer(options: MailerOptions): Mailer {
  const from = options.from || DEFAULT_MAIL_FROM;
  const smtp: Transporter | undefined = options.smtpUrl ? createTransport(options.smtpUrl) : undefined;

  return {
    transport: smtp ? 'smtp' : 'outbox',
    async sendMail(input) {
      const message = mailMessageSchema.parse(input);
      if (smtp) {
        await smtp.sendMail({ from, ...message });
        options.logger.info({ to: message.to, subject: message.subject }, 'mail sent');
        return;
      }
      await storeInOutbox(options.db, message);
      options.logger.info({ to: message.to, subject: message.subject }, 'mail kept in the outbox');
    },
    close() {
      smtp?.close();
    },
  };
}

/** The mailer of the environment: `SMTP_URL` and `MAIL_FROM`. */
export function mailerFromEnv(db: Database, logger: Logger, env: NodeJS.ProcessEnv = process.env): Mailer {
  return createMailer({ db, logger, smtpUrl: env.SMTP_URL || undefined, from: env.MAIL_FROM || undefined });
}
