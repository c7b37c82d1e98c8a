import type { Language } from '@/lib/schemas/common';
import { type MailContent, writeMail } from './catalogue';
import { SUPPORT_MAIL, type SupportMailKind } from './catalogues/support';

export type { SupportMailKind } from './catalogues/support';

/** The facts of a support mail (issue 24, item 7); a message is quoted as written, cut to a mail's length. */
export interface SupportMailInput {
  language: Language;
  name: string;
  requester: string;
  subject: string;
  message?: string;
  link: string;
}

const QUOTE_MAX = 1200;

export function supportMail(kind: SupportMailKind, input: SupportMailInput): MailContent {
  const { language, message = '', ...facts } = input;
  const quoted = message.length > QUOTE_MAX ? `${message.slice(0, QUOTE_MAX)}…` : message;
  return writeMail(SUPPORT_MAIL, kind, language, { ...facts, message: quoted });
}
