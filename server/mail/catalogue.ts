import type { Language } from '@/lib/schemas/common';
import { fillPlaceholders } from './fill';
import { MAX_SUBJECT_LENGTH } from './message';

/** One mail's words in one language: `{placeholders}` are filled with the facts of the mail. */
export interface MailText {
  subject: string;
  text: string;
}

/** What a mail says once written: its subject and plain text (and an HTML version where the domain gives one). */
export interface MailContent {
  subject: string;
  text: string;
  html?: string;
}

/** A domain's mail, every kind in every language: `server/mail/catalogues/<domain>.ts`. */
export type MailCatalogue<Kind extends string> = Readonly<Record<Language, Readonly<Record<Kind, MailText>>>>;

/** One kind of a catalogue, in one language, with its placeholders filled (the subject cut to what a mail takes). */
export function writeMail<Kind extends string>(
  catalogue: MailCatalogue<Kind>,
  kind: Kind,
  language: Language,
  values: Readonly<Record<string, string | number | undefined>>,
): MailContent {
  const words = catalogue[language][kind];
  return { subject: fillPlaceholders(words.subject, values).slice(0, MAX_SUBJECT_LENGTH), text: fillPlaceholders(words.text, values) };
}
