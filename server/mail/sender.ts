import { DEFAULT_LANGUAGE, type Language } from '@/lib/schemas/common';
import { monitoringOriginOfApp } from '@/server/idp/settings';
import type { Logger } from '@/server/logger';
import type { MailContent } from './catalogue';
import type { Mailer } from './mailer';

/** Whom a mail goes to, in the language kept on their account (`users.language`). */
export interface MailRecipient {
  email: string | null;
  name: string;
  language: Language;
}

/** A recipient with an address: the one a mail is written for. */
export type Addressee = MailRecipient & { email: string };

/** A person read for mail, whose language may not have been read: the default one then. */
export function recipientOf(person: { email: string | null; name: string; language?: Language }): MailRecipient {
  return { email: person.email, name: person.name, language: person.language ?? DEFAULT_LANGUAGE };
}

/** One person, nobody, or people looked up when the mail goes (staff): a failed look-up is logged like a failed mail. */
export type MailRecipients = MailRecipient | null | undefined | (() => Promise<readonly (MailRecipient | null | undefined)[]>);

/**
 * How every module sends mail: built once, in the module context (`ModuleContext.mail`). Each domain writes its mail
 * from its catalogue (`server/mail/catalogues/<domain>.ts`) in the recipient's language; the sender addresses it,
 * links it under the app's origin and sends it.
 */
export interface MailSender {
  /**
   * The full address of a page of the app (`/opportunities/<id>` → `https://…/opportunities/<id>`); on the monitoring
   * host (`https://monitoring.…`) with `'monitoring'`, where the app's origin has one, else on the app's origin.
   */
  link(path: string, host?: 'app' | 'monitoring'): string;
  /**
   * Writes and sends one mail to each recipient that has an address (`kind` names it in the log). Mail never decides a
   * step: a failed look-up or a failed mail is logged, and the step that sent it stands.
   */
  send(kind: string, to: MailRecipients, write: (recipient: Addressee) => MailContent): Promise<void>;
}

/** The sender over a mailer; without a mailer (tests that do not read mail, the demo's seeding) nothing is sent. */
export function createMailSender(deps: { mailer?: Mailer; logger: Logger; appOrigin: string }): MailSender {
  const monitoring = deps.appOrigin ? (monitoringOriginOfApp(deps.appOrigin) ?? deps.appOrigin) : '';
  const link = (path: string, host: 'app' | 'monitoring' = 'app') => `${host === 'monitoring' ? monitoring : deps.appOrigin}${path}`;
  return {
    link,
    async send(kind, to, write) {
      const { mailer } = deps;
      if (!mailer || !to) return;
      const failed = (error: unknown) => deps.logger.warn({ err: error, kind }, 'a mail could not be sent');
      try {
        const recipients = typeof to === 'function' ? await to() : [to];
        for (const recipient of recipients) {
          if (!recipient?.email) continue;
          const content = write({ ...recipient, email: recipient.email });
          await mailer.sendMail({ to: recipient.email, ...content }).catch(failed);
        }
      } catch (error) {
        failed(error);
      }
    },
  };
}
