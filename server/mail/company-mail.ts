import type { Language } from '@/lib/schemas/common';
import { type MailContent, writeMail } from './catalogue';
import { COMPANY_MAIL, COMPANY_ROLE_WORDS } from './catalogues/companies';

/** An invitation to join a company, in the recipient's language. */
export function companyInvitationMail(input: {
  language: Language;
  to: string;
  inviter: string;
  company: string;
  role: 'admin' | 'member';
  link: string;
  expires: Date;
}): MailContent {
  const { language, to, role, expires, ...facts } = input;
  const date = new Intl.DateTimeFormat(language === 'fr' ? 'fr-FR' : 'en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(expires);
  return writeMail(COMPANY_MAIL, 'company_invitation', language, { ...facts, email: to, role: COMPANY_ROLE_WORDS[language][role], expires: date });
}
