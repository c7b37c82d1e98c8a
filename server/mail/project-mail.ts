import type { Language } from '@/lib/schemas/common';
import type { MailMessage } from './message';

/** The mail the API sends about projects: an invitation, an ownership transfer offered. */
const TEXTS = {
  en: {
    inviteSubject: '{inviter} shared the project “{project}” with you on Groundwork',
    inviteText:
      'Hello,\n\n{inviter} invited you to {right} the project “{project}” on Groundwork. Open it here:\n\n{link}\n\nSign in or create an account with this address, {email}, and confirm it with the link we send you: the project opens to you once the address is confirmed.\n\nThe Groundwork team',
    read: 'read',
    edit: 'work on',
    transferSubject: '{inviter} offers you the project “{project}” on Groundwork',
    transferText:
      'Hello,\n\n{inviter} would like to hand the project “{project}” over to you on Groundwork. Accept or decline it on your dashboard:\n\n{link}\n\nSign in or create an account with this address, {email}, and confirm it with the link we send you: the offer shows once the address is confirmed.\n\nThe Groundwork team',
  },
  fr: {
    inviteSubject: '{inviter} a partagé le projet « {project} » avec vous sur Groundwork',
    inviteText:
      'Bonjour,\n\n{inviter} vous invite à {right} le projet « {project} » sur Groundwork. Ouvrez-le ici :\n\n{link}\n\nConnectez-vous ou créez un compte avec cette adresse, {email}, puis confirmez-la avec le lien que nous vous enverrons : le projet vous est ouvert une fois l’adresse confirmée.\n\nL’équipe Groundwork',
    read: 'consulter',
    edit: 'travailler sur',
    transferSubject: '{inviter} vous propose le projet « {project} » sur Groundwork',
    transferText:
      'Bonjour,\n\n{inviter} souhaite vous confier le projet « {project} » sur Groundwork. Acceptez ou refusez-le depuis votre tableau de bord :\n\n{link}\n\nConnectez-vous ou créez un compte avec cette adresse, {email}, puis confirmez-la avec le lien que nous vous enverrons : la proposition s’affiche une fois l’adresse confirmée.\n\nL’équipe Groundwork',
  },
} as const;

const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);

export interface ProjectMailInput {
  language: Language;
  to: string;
  inviter: string;
  project: string;
  link: string;
}

export function invitationMail(input: ProjectMailInput & { right: 'read' | 'edit' }): MailMessage {
  const texts = TEXTS[input.language];
  const values = { inviter: input.inviter, project: input.project, link: input.link, email: input.to, right: texts[input.right] };
  return { to: input.to, subject: fill(texts.inviteSubject, values), text: fill(texts.inviteText, values) };
}

export function transferMail(input: ProjectMailInput): MailMessage {
  const texts = TEXTS[input.language];
  const values = { inviter: input.inviter, project: input.project, link: input.link, email: input.to };
  return { to: input.to, subject: fill(texts.transferSubject, values), text: fill(texts.transferText, values) };
}
