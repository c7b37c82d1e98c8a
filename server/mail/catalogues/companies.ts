import type { MailCatalogue } from '../catalogue';

/** The mail of companies (issue 23): an invitation to join a company. */
export type CompanyMailKind = 'company_invitation';

/** The mail of companies in English and French; `{role}` is one of `COMPANY_ROLE_WORDS`. */
export const COMPANY_MAIL: MailCatalogue<CompanyMailKind> = {
  en: {
    company_invitation: {
      subject: '{inviter} invites you to join {company} on Groundwork',
      text: 'Hello,\n\n{inviter} invites you to join the company {company} on Groundwork as {role}. See the invitation here:\n\n{link}\n\nSign in or create an account with this address, {email}, and confirm it with the link we send you: you can join once the address is confirmed. The invitation is valid until {expires}.\n\nThe Groundwork team',
    },
  },
  fr: {
    company_invitation: {
      subject: '{inviter} vous invite à rejoindre {company} sur Groundwork',
      text: 'Bonjour,\n\n{inviter} vous invite à rejoindre l’entreprise {company} sur Groundwork en tant que {role}. Voyez l’invitation ici :\n\n{link}\n\nConnectez-vous ou créez un compte avec cette adresse, {email}, puis confirmez-la avec le lien que nous vous enverrons : vous pourrez rejoindre l’entreprise une fois l’adresse confirmée. L’invitation est valable jusqu’au {expires}.\n\nL’équipe Groundwork',
    },
  },
};

export const COMPANY_ROLE_WORDS = {
  en: { admin: 'an admin', member: 'a member' },
  fr: { admin: 'administrateur', member: 'membre' },
} as const;
