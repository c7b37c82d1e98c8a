import type { Language } from '@/lib/schemas/common';
import { type MailContent, writeMail } from './catalogue';
import { INVESTMENT_MAIL, INVESTMENT_PHRASES, type InvestmentMailKind } from './catalogues/investment';
import type { MailRecipients, MailSender } from './sender';

export type { InvestmentMailKind } from './catalogues/investment';

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

/** The facts, and what the recipient brings: their language and name, and the link (the path under the app's origin). */
export interface InvestmentMailInput extends InvestmentMailFacts {
  language: Language;
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

/** One mail of raising investment, written in the recipient's language. */
export function investmentMail(kind: InvestmentMailKind, input: InvestmentMailInput): MailContent {
  const phrases = INVESTMENT_PHRASES[input.language];
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
  return writeMail(INVESTMENT_MAIL, kind, input.language, values);
}

/** Sends one mail of raising investment to each recipient, through the module context's sender. */
export function createInvestmentMailer(sender: MailSender) {
  return (kind: InvestmentMailKind, to: MailRecipients, facts: InvestmentMailFacts): Promise<void> =>
    sender.send(kind, to, (recipient) => investmentMail(kind, { ...facts, language: recipient.language, name: recipient.name, link: sender.link(facts.path) }));
}
export type InvestmentMailer = ReturnType<typeof createInvestmentMailer>;
