import type { MailCatalogue } from '../catalogue';

/**
 * The support desk's mail (issue 24, item 7): a new request to every staff member, staff's reply to the user, the
 * user's reply to the staff member who has the request (every staff member while nobody has it), and a first reply
 * late past one business day to every staff member.
 */
export type SupportMailKind = 'supportNew' | 'supportReplied' | 'supportUserReplied' | 'supportEscalated';

export const SUPPORT_MAIL: MailCatalogue<SupportMailKind> = {
  en: {
    supportNew: {
      subject: 'New support request: “{subject}”',
      text: 'Hello {name},\n\n{requester} asked the team for help: “{subject}”.\n\n{message}\n\nAnswer it from the support inbox:\n\n{link}\n\nThe Groundwork team',
    },
    supportReplied: {
      subject: 'The team answered your request “{subject}”',
      text: 'Hello {name},\n\nThe Groundwork team answered your support request “{subject}”:\n\n{message}\n\nRead the conversation and reply here:\n\n{link}\n\nThe Groundwork team',
    },
    supportUserReplied: {
      subject: '{requester} replied: “{subject}”',
      text: 'Hello {name},\n\n{requester} replied on the support request “{subject}”:\n\n{message}\n\nOpen it in the support inbox:\n\n{link}\n\nThe Groundwork team',
    },
    supportEscalated: {
      subject: 'Late: no first reply to “{subject}”',
      text: 'Hello {name},\n\nThe support request “{subject}” from {requester} has waited more than one business day for a first reply.\n\nAnswer it from the support inbox:\n\n{link}\n\nThe Groundwork team',
    },
  },
  fr: {
    supportNew: {
      subject: 'Nouvelle demande d’assistance : « {subject} »',
      text: 'Bonjour {name},\n\n{requester} demande l’aide de l’équipe : « {subject} ».\n\n{message}\n\nRépondez depuis la boîte d’assistance :\n\n{link}\n\nL’équipe Groundwork',
    },
    supportReplied: {
      subject: 'L’équipe a répondu à votre demande « {subject} »',
      text: 'Bonjour {name},\n\nL’équipe Groundwork a répondu à votre demande d’assistance « {subject} » :\n\n{message}\n\nLisez l’échange et répondez ici :\n\n{link}\n\nL’équipe Groundwork',
    },
    supportUserReplied: {
      subject: '{requester} a répondu : « {subject} »',
      text: 'Bonjour {name},\n\n{requester} a répondu sur la demande d’assistance « {subject} » :\n\n{message}\n\nOuvrez-la dans la boîte d’assistance :\n\n{link}\n\nL’équipe Groundwork',
    },
    supportEscalated: {
      subject: 'En retard : aucune première réponse à « {subject} »',
      text: 'Bonjour {name},\n\nLa demande d’assistance « {subject} » de {requester} attend une première réponse depuis plus d’un jour ouvré.\n\nRépondez depuis la boîte d’assistance :\n\n{link}\n\nL’équipe Groundwork',
    },
  },
};
