import type { Language } from '@/lib/schemas/common';
import { type MailContent, writeMail } from './catalogue';
import { OEM_MAIL, type OemMailKind } from './catalogues/oems';

export type { OemMailKind } from './catalogues/oems';

/** What a mail of OEMs tells: the company, the staff's reason, or the new matches (name and score) of a digest. */
export interface OemMailInput {
  language: Language;
  name: string;
  link: string;
  company?: string;
  project?: string;
  reason?: string;
  matches?: readonly { name: string; score: number }[];
}

/** One OEM mail in the recipient's language; a digest lists its matches one a line, best first. */
export function writeOemMail(kind: OemMailKind, input: OemMailInput): MailContent {
  const matches = [...(input.matches ?? [])].sort((a, b) => b.score - a.score).map((match) => `- ${match.name}: ${match.score}/100`);
  return writeMail(OEM_MAIL, kind, input.language, {
    name: input.name,
    link: input.link,
    company: input.company,
    project: input.project,
    reason: input.reason,
    matches: matches.join('\n'),
  });
}
