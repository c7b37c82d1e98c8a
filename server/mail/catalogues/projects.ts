import type { MailCatalogue } from '../catalogue';

/** The mail of projects: an invitation to a project, an ownership transfer offered. */
export type ProjectMailKind = 'invitation' | 'transfer';

/** The mail of projects in English and French; `{right}` is one of `PROJECT_RIGHTS`. */
export const PROJECT_MAIL: MailCatalogue<ProjectMailKind> = {
  en: {
    invitation: {
      subject: '{inviter} shared the project “{project}” with you on Groundwork',
      text: 'Hello,\n\n{inviter} invited you to {right} the project “{project}” on Groundwork. Open it here:\n\n{link}\n\nSign in or create an account with this address, {email}, and confirm it with the link we send you: the project opens to you once the address is confirmed.\n\nThe Groundwork team',
    },
    transfer: {
      subject: '{inviter} offers you the project “{project}” on Groundwork',
      text: 'Hello,\n\n{inviter} would like to hand the project “{project}” over to you on Groundwork. Accept or decline it on your dashboard:\n\n{link}\n\nSign in or create an account with this address, {email}, and confirm it with the link we send you: the offer shows once the address is confirmed.\n\nThe Groundwork team',
    },
  },
  fr: {
    invitation: {
      subject: '{inviter} a partagé le projet « {project} » avec vous sur Groundwork',
      text: 'Bonjour,\n\n{inviter} vous invite à {right} le projet « {project} » sur Groundwork. Ouvrez-le ici :\n\n{link}\n\nConnectez-vous ou créez un compte avec cette adresse, {email}, puis confirmez-la avec le lien que nous vous enverrons : le projet vous est ouvert une fois l’adresse confirmée.\n\nL’équipe Groundwork',
    },
    transfer: {
      subject: '{inviter} vous propose le projet « {project} » sur Groundwork',
      text: 'Bonjour,\n\n{inviter} souhaite vous confier le projet « {project} » sur Groundwork. Acceptez ou refusez-le depuis votre tableau de bord :\n\n{link}\n\nConnectez-vous ou créez un compte avec cette adresse, {email}, puis confirmez-la avec le lien que nous vous enverrons : la proposition s’affiche une fois l’adresse confirmée.\n\nL’équipe Groundwork',
    },
  },
};

/** What an invitation lets the invitee do, in words of each language. */
export const PROJECT_RIGHTS = {
  en: { read: 'read', edit: 'work on', verifier: 'verify the evidence of', field: 'send photos from the field for' },
  fr: { read: 'consulter', edit: 'travailler sur', verifier: 'vérifier les preuves de', field: 'envoyer des photos du terrain pour' },
} as const;
