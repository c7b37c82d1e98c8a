import type { Language } from '@/lib/schemas/common';
import { DEFAULT_LANGUAGE } from '@/lib/schemas/common';
import type { Logger } from '@/server/logger';
import { investmentTexts, type InvestmentMailKind } from './investment-mail-texts';
import type { Mailer } from './mailer';
import type { MailMessage } from './message';

export type { InvestmentMailKind } from './investment-mail-texts';

const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);

/** What a mail of raising investment tells, beyond whom it goes to: each kind uses the facts its step has. */
export interface InvestmentMailFacts {
  /** The page the mail links to, under the app's origin. */
  path: string;
  /** The publication's title (an investor's organisation, for staff). */
  title?: string;
  /** The staff's reason, or the message of a request. */
  reason?: string;
  /** Who acted: the investor who signed or asked, the developer who granted, the one who submitted. */
  from?: string;
  /** A non-binding commitment, written the recipient's way. */
  amount?: { value: number; currency: string };
  /** When it happened (a signature), written the recipient's way, in UTC. */
  at?: Date;
  /** The folder opened to the investor, what they may do in it, and until when. */
  folder?: string;
  access?: { canDownload: boolean; until: Date | null };
  /** The folders an investor no longer sees. */
  folders?: readonly string[];
  /** The signature's record: its id, and the version and SHA-256 of the terms signed. */
  record?: { id: string; version: string; sha256: string };
}

export interface InvestmentMailInput extends InvestmentMailFacts {
  language: Language;
  to: string;
  name: string;
  link: string;
}

function formatAmount(amount: { value: number; currency: string }, locale: string): string {
  const digits = Number.isInteger(amount.value) ? 0 : 2;
  return new Intl.NumberFormat(locale, { style: 'currency', currency: amount.currency, minimumFractionDigits: digits, maximumFractionDigits: digits }).format(amount.value);
}

/** A moment as a reader of the language writes it, in UTC ("1er décembre" in French). */
function formatMoment(at: Date, language: Language, locale: string): string {
  const text = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(at);
  return `${language === 'fr' ? text.replace(/^1 /, '1er ') : text} UTC`;
}

export function investmentMail(kind: InvestmentMailKind, input: InvestmentMailInput): MailMessage {
  const { texts, phrases } = investmentTexts(input.language);
  const moment = (at: Date) => formatMoment(at, input.language, phrases.locale);
  const values: Record<string, string> = {
    name: input.name,
    link: input.link,
    title: input.title ?? '',
    reason: input.reason ?? '',
    from: input.from ?? '',
    note: phrases.note(input.reason?.trim() ?? ''),
    amount: input.amount ? formatAmount(input.amount, phrases.locale) : '',
    date: input.at ? moment(input.at) : '',
    folder: input.folder ?? '',
    access: input.access ? phrases.access(input.access.canDownload, input.access.until ? moment(input.access.until) : null) : '',
    folders: (input.folders ?? []).map((folder) => `– ${folder}`).join('\n'),
    signature: input.record?.id ?? '',
    version: input.record?.version ?? '',
    sha256: input.record?.sha256 ?? '',
  };
  const text = texts[kind];
  return { to: input.to, subject: fill(text.subject, values).slice(0, 200), text: fill(text.text, values) };
}

/** Whom a mail goes to, in their language. */
export interface MailRecipient {
  email: string | null;
  name: string;
  language: Language;
}

/** A person read for mail, whose language may not have been read: the default one then. */
export function recipientOf(person: { email: string | null; name: string; language?: Language }): MailRecipient {
  return { email: person.email, name: person.name, language: person.language ?? DEFAULT_LANGUAGE };
}

/** One person, nobody, or people looked up when the mail goes (staff): a failed look-up is logged like a failed mail. */
export type MailRecipients = MailRecipient | null | undefined | (() => Promise<readonly (MailRecipient | null | undefined)[]>);

/** Sends one mail of raising investment to each recipient (nothing without an address); a failure is logged, the step stands. */
export function createInvestmentMailer(deps: { mailer?: Mailer; logger: Logger; appOrigin: string }) {
  return async (kind: InvestmentMailKind, to: MailRecipients, facts: InvestmentMailFacts): Promise<void> => {
    const { mailer } = deps;
    if (!mailer || !to) return;
    try {
      const recipients = typeof to === 'function' ? await to() : [to];
      for (const recipient of recipients) {
        if (!recipient?.email) continue;
        const message = investmentMail(kind, { ...facts, language: recipient.language, to: recipient.email, name: recipient.name, link: `${deps.appOrigin}${facts.path}` });
        await mailer.sendMail(message).catch((error: unknown) => {
          deps.logger.warn({ err: error, kind }, 'an investment mail could not be sent');
        });
      }
    } catch (error) {
      deps.logger.warn({ err: error, kind }, 'an investment mail could not be sent');
    }
  };
}
export type InvestmentMailer = ReturnType<typeof createInvestmentMailer>;
