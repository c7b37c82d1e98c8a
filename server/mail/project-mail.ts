import type { Language } from '@/lib/schemas/common';
import { type MailContent, writeMail } from './catalogue';
import { PROJECT_MAIL, PROJECT_RIGHTS } from './catalogues/projects';

export type { ProjectMailKind } from './catalogues/projects';

/** What a project mail tells: who wrote, about which project, the link, and the address it goes to (named in the text). */
export interface ProjectMailInput {
  language: Language;
  to: string;
  inviter: string;
  project: string;
  link: string;
}

/** An invitation to read or work on a project. */
export function invitationMail(input: ProjectMailInput & { right: keyof (typeof PROJECT_RIGHTS)['en'] }): MailContent {
  const { language, to, ...facts } = input;
  return writeMail(PROJECT_MAIL, 'invitation', language, { ...facts, email: to, right: PROJECT_RIGHTS[language][input.right] });
}

/** A project's ownership offered to the address. */
export function transferMail(input: ProjectMailInput): MailContent {
  const { language, to, ...facts } = input;
  return writeMail(PROJECT_MAIL, 'transfer', language, { ...facts, email: to });
}
