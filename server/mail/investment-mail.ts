import type { Language } from '@/lib/schemas/common';
import type { Logger } from '@/server/logger';
import type { Mailer } from './mailer';
import type { MailMessage } from './message';

/** The mail of raising investment: publication review, investor activation, information requests. */
export type InvestmentMailKind =
  | 'publicationSubmitted'
  | 'publicationApproved'
  | 'publicationRejected'
  | 'investorActivated'
  | 'investorRefused'
  | 'requestToDeveloper'
  | 'requestToInvestor';

type Texts = Record<InvestmentMailKind, { subject: string; text: string }>;

const EN: Texts = {
  publicationSubmitted: {
    subject: 'Your publication “{title}” is with the Groundwork team',
    text: 'Hello {name},\n\nThe publication of “{title}” was sent for review. We will write to you once the team has read it.\n\n{link}\n\nThe Groundwork team',
  },
  publicationApproved: {
    subject: '“{title}” is published',
    text: 'Hello {name},\n\nThe Groundwork team approved “{title}”: investors can see it now.\n\n{link}\n\nThe Groundwork team',
  },
  publicationRejected: {
    subject: '“{title}” needs changes before it is published',
    text: 'Hello {name},\n\nThe Groundwork team did not approve “{title}” as it stands. Their reason:\n\n{reason}\n\nEdit the publication and submit it again:\n\n{link}\n\nThe Groundwork team',
  },
  investorActivated: {
    subject: 'Your investor account is active',
    text: 'Hello {name},\n\nThe Groundwork team activated your investor account: every published opportunity is open to you.\n\n{link}\n\nThe Groundwork team',
  },
  investorRefused: {
    subject: 'Your investor account was not activated',
    text: 'Hello {name},\n\nThe Groundwork team could not activate your investor account. Their reason:\n\n{reason}\n\nYou may update your profile, which sends it for review again:\n\n{link}\n\nThe Groundwork team',
  },
  requestToDeveloper: {
    subject: 'An investor wrote about “{title}”',
    text: 'Hello {name},\n\n{from} wrote about “{title}”:\n\n{reason}\n\nReply here:\n\n{link}\n\nThe Groundwork team',
  },
  requestToInvestor: {
    subject: 'The developer of “{title}” answered you',
    text: 'Hello {name},\n\n{from} answered about “{title}”:\n\n{reason}\n\nReply here:\n\n{link}\n\nThe Groundwork team',
  },
};

const FR: Texts = {
  publicationSubmitted: {
    subject: 'Votre publication « {title} » est entre les mains de l’équipe Groundwork',
    text: 'Bonjour {name},\n\nLa publication de « {title} » a été envoyée pour relecture. Nous vous écrirons dès que l’équipe l’aura lue.\n\n{link}\n\nL’équipe Groundwork',
  },
  publicationApproved: {
    subject: '« {title} » est publiée',
    text: 'Bonjour {name},\n\nL’équipe Groundwork a approuvé « {title} » : les investisseurs la voient désormais.\n\n{link}\n\nL’équipe Groundwork',
  },
  publicationRejected: {
    subject: '« {title} » demande des changements avant publication',
    text: 'Bonjour {name},\n\nL’équipe Groundwork n’a pas approuvé « {title} » en l’état. Sa raison :\n\n{reason}\n\nModifiez la publication puis soumettez-la de nouveau :\n\n{link}\n\nL’équipe Groundwork',
  },
  investorActivated: {
    subject: 'Votre compte investisseur est actif',
    text: 'Bonjour {name},\n\nL’équipe Groundwork a activé votre compte investisseur : toutes les opportunités publiées vous sont ouvertes.\n\n{link}\n\nL’équipe Groundwork',
  },
  investorRefused: {
    subject: 'Votre compte investisseur n’a pas été activé',
    text: 'Bonjour {name},\n\nL’équipe Groundwork n’a pas pu activer votre compte investisseur. Sa raison :\n\n{reason}\n\nVous pouvez mettre votre profil à jour, ce qui le renvoie en relecture :\n\n{link}\n\nL’équipe Groundwork',
  },
  requestToDeveloper: {
    subject: 'Un investisseur vous écrit au sujet de « {title} »',
    text: 'Bonjour {name},\n\n{from} vous écrit au sujet de « {title} » :\n\n{reason}\n\nRépondez ici :\n\n{link}\n\nL’équipe Groundwork',
  },
  requestToInvestor: {
    subject: 'Le porteur de « {title} » vous a répondu',
    text: 'Bonjour {name},\n\n{from} vous répond au sujet de « {title} » :\n\n{reason}\n\nRépondez ici :\n\n{link}\n\nL’équipe Groundwork',
  },
};

const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);

export interface InvestmentMailInput {
  language: Language;
  to: string;
  name: string;
  link: string;
  title?: string;
  /** The staff's reason, or the message of a request. */
  reason?: string;
  from?: string;
}

export function investmentMail(kind: InvestmentMailKind, input: InvestmentMailInput): MailMessage {
  const texts = (input.language === 'fr' ? FR : EN)[kind];
  const values = { name: input.name, link: input.link, title: input.title ?? '', reason: input.reason ?? '', from: input.from ?? '' };
  return { to: input.to, subject: fill(texts.subject, values).slice(0, 200), text: fill(texts.text, values) };
}

/** Sends one mail of raising investment to a person (nothing without an address); a failure is logged, the step stands. */
export function createInvestmentMailer(deps: { mailer?: Mailer; logger: Logger; appOrigin: string }) {
  return async (kind: InvestmentMailKind, to: MailRecipient, input: { path: string; title?: string; reason?: string; from?: string }) => {
    if (!deps.mailer || !to.email) return;
    const message = investmentMail(kind, { ...input, language: to.language, to: to.email, name: to.name, link: `${deps.appOrigin}${input.path}` });
    await deps.mailer.sendMail(message).catch((error: unknown) => {
      deps.logger.warn({ err: error, kind }, 'an investment mail could not be sent');
    });
  };
}
export type InvestmentMailer = ReturnType<typeof createInvestmentMailer>;

/** Whom a mail goes to, in their language. */
export interface MailRecipient {
  email: string | null;
  name: string;
  language: Language;
}
