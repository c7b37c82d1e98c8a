import type { Language } from '@/lib/schemas/common';
import type { MailCatalogue, MailText } from '../catalogue';

/** The mail of raising investment, by step: publication review, investor activation, requests, signatures, the data room. */
export type InvestmentMailKind =
  | 'publicationSubmitted'
  | 'publicationToReview'
  | 'publicationApproved'
  | 'publicationRejected'
  | 'publicationUnpublished'
  | 'investorSubmitted'
  | 'investorToReview'
  | 'investorActivated'
  | 'investorRefused'
  | 'investorDeactivated'
  | 'requestToDeveloper'
  | 'requestToInvestor'
  | 'commitmentSigned'
  | 'commitmentReceived'
  | 'dataroomRequested'
  | 'dataroomGranted'
  | 'dataroomRevoked'
  | 'dataroomClosed';

type InvestmentTexts = Record<InvestmentMailKind, MailText>;

/** What a mail says in words that change with the facts: the locale of sums and dates, the access granted, an optional message. */
export interface InvestmentPhrases {
  locale: string;
  /** What the investor may do in a folder, and until when (a formatted date, or null for no end). */
  access(canDownload: boolean, until: string | null): string;
  /** The investor's message to the developer, introduced; empty without one. */
  note(message: string): string;
}

const EN: InvestmentTexts = {
  publicationSubmitted: {
    subject: 'Your publication “{title}” is with the Groundwork team',
    text: 'Hello {name},\n\nThe publication of “{title}” was sent for review. We will write to you once the team has read it.\n\n{link}\n\nThe Groundwork team',
  },
  publicationToReview: {
    subject: '“{title}” awaits review',
    text: 'Hello,\n\n{from} submitted the publication “{title}” for review. Approve or reject it from the publications queue:\n\n{link}\n\nThe Groundwork team',
  },
  publicationApproved: {
    subject: '“{title}” is published',
    text: 'Hello {name},\n\nThe Groundwork team approved “{title}”: investors can see it now.\n\n{link}\n\nThe Groundwork team',
  },
  publicationRejected: {
    subject: '“{title}” needs changes before it is published',
    text: 'Hello {name},\n\nThe Groundwork team did not approve “{title}” as it stands. Their reason:\n\n{reason}\n\nEdit the publication and submit it again:\n\n{link}\n\nThe Groundwork team',
  },
  publicationUnpublished: {
    subject: '“{title}” is no longer published',
    text: 'Hello {name},\n\nThe Groundwork team took “{title}” off the list of opportunities: investors no longer see it, and its data rooms are closed to them until it is approved again. Their reason:\n\n{reason}\n\nEdit the publication and submit it again:\n\n{link}\n\nThe Groundwork team',
  },
  investorSubmitted: {
    subject: 'Your investor profile is with the Groundwork team',
    text: 'Hello {name},\n\nWe received your investor profile, and the Groundwork team is reviewing it. We will write to you as soon as they have decided; until then, you can still update it here:\n\n{link}\n\nThe Groundwork team',
  },
  investorToReview: {
    subject: 'An investor profile awaits review: {from}',
    text: 'Hello,\n\n{from} ({title}) submitted an investor profile for review. Activate or refuse it from the investors queue:\n\n{link}\n\nThe Groundwork team',
  },
  investorActivated: {
    subject: 'Your investor account is active',
    text: 'Hello {name},\n\nThe Groundwork team activated your investor account: every published opportunity is open to you.\n\n{link}\n\nThe Groundwork team',
  },
  investorRefused: {
    subject: 'Your investor account was not activated',
    text: 'Hello {name},\n\nThe Groundwork team could not activate your investor account. Their reason:\n\n{reason}\n\nYou may update your profile, which sends it for review again:\n\n{link}\n\nThe Groundwork team',
  },
  investorDeactivated: {
    subject: 'Your investor account was deactivated',
    text: 'Hello {name},\n\nThe Groundwork team deactivated your investor account.{note}\n\nUntil it is activated again you see opportunities as teasers only: their full pages, their data rooms, questions to their developers and signing commitments are closed to you. The commitments you signed stay yours to read and download.\n\nYou may update your profile, which sends it for review again:\n\n{link}\n\nThe Groundwork team',
  },
  requestToDeveloper: {
    subject: 'An investor wrote about “{title}”',
    text: 'Hello {name},\n\n{from} wrote about “{title}”:\n\n{reason}\n\nReply here:\n\n{link}\n\nThe Groundwork team',
  },
  requestToInvestor: {
    subject: 'The developer of “{title}” answered you',
    text: 'Hello {name},\n\n{from} answered about “{title}”:\n\n{reason}\n\nReply here:\n\n{link}\n\nThe Groundwork team',
  },
  commitmentSigned: {
    subject: 'Your signed commitment for “{title}”',
    text:
      'Hello {name},\n\nYou signed the commitment terms of “{title}” on {date}, for a non-binding amount of {amount}. Keep this mail as your copy of the record:\n\n' +
      'Signature: {signature}\nTerms: version {version}, SHA-256 {sha256}\n\nThe signed terms and their PDF stay available here:\n\n{link}\n\nThe Groundwork team',
  },
  commitmentReceived: {
    subject: '{from} signed the commitment for “{title}”',
    text: 'Hello {name},\n\n{from} signed the commitment terms of “{title}” on {date}, for a non-binding amount of {amount}.\n\nEvery signature, with its PDF:\n\n{link}\n\nThe Groundwork team',
  },
  dataroomRequested: {
    subject: '{from} asks for the data room of “{title}”',
    text: 'Hello {name},\n\n{from}, who signed the commitment of “{title}”, asks for access to its data room.{note}\n\nChoose the folders to open to them, and for how long:\n\n{link}\n\nThe Groundwork team',
  },
  dataroomGranted: {
    subject: 'A folder of the data room of “{title}” is open to you',
    text: 'Hello {name},\n\n{from} opened the folder “{folder}” of the data room of “{title}” to you. {access}\n\n{link}\n\nThe Groundwork team',
  },
  dataroomRevoked: {
    subject: 'Data room of “{title}”: access withdrawn',
    text: 'Hello {name},\n\n{from} withdrew your access to these folders of the data room of “{title}”:\n\n{folders}\n\nTo ask about it, write to the developer from the opportunity’s page:\n\n{link}\n\nThe Groundwork team',
  },
  dataroomClosed: {
    subject: '“{title}” is closed: your data-room access ended',
    text: 'Hello {name},\n\n{from} closed the opportunity “{title}”, and your access to these folders of its data room ended with it:\n\n{folders}\n\nWhat you signed, its terms and the signed PDF, stays available to you here:\n\n{link}\n\nThe Groundwork team',
  },
};

const FR: InvestmentTexts = {
  publicationSubmitted: {
    subject: 'Votre publication « {title} » est entre les mains de l’équipe Groundwork',
    text: 'Bonjour {name},\n\nLa publication de « {title} » a été envoyée pour relecture. Nous vous écrirons dès que l’équipe l’aura lue.\n\n{link}\n\nL’équipe Groundwork',
  },
  publicationToReview: {
    subject: '« {title} » attend votre relecture',
    text: 'Bonjour,\n\n{from} a soumis la publication « {title} » pour relecture. Approuvez-la ou refusez-la depuis la file des publications :\n\n{link}\n\nL’équipe Groundwork',
  },
  publicationApproved: {
    subject: '« {title} » est publiée',
    text: 'Bonjour {name},\n\nL’équipe Groundwork a approuvé « {title} » : les investisseurs la voient désormais.\n\n{link}\n\nL’équipe Groundwork',
  },
  publicationRejected: {
    subject: '« {title} » demande des changements avant publication',
    text: 'Bonjour {name},\n\nL’équipe Groundwork n’a pas approuvé « {title} » en l’état. Sa raison :\n\n{reason}\n\nModifiez la publication puis soumettez-la de nouveau :\n\n{link}\n\nL’équipe Groundwork',
  },
  publicationUnpublished: {
    subject: '« {title} » n’est plus publiée',
    text: 'Bonjour {name},\n\nL’équipe Groundwork a retiré « {title} » de la liste des opportunités : les investisseurs ne la voient plus, et ses salles de données leur sont fermées jusqu’à une nouvelle approbation. Sa raison :\n\n{reason}\n\nModifiez la publication puis soumettez-la de nouveau :\n\n{link}\n\nL’équipe Groundwork',
  },
  investorSubmitted: {
    subject: 'Votre profil investisseur est entre les mains de l’équipe Groundwork',
    text: 'Bonjour {name},\n\nNous avons bien reçu votre profil investisseur ; l’équipe Groundwork l’examine. Nous vous écrirons dès qu’elle aura pris sa décision. D’ici là, vous pouvez encore le modifier ici :\n\n{link}\n\nL’équipe Groundwork',
  },
  investorToReview: {
    subject: 'Un profil investisseur attend votre relecture : {from}',
    text: 'Bonjour,\n\n{from} ({title}) a soumis un profil investisseur. Activez-le ou refusez-le depuis la file des investisseurs :\n\n{link}\n\nL’équipe Groundwork',
  },
  investorActivated: {
    subject: 'Votre compte investisseur est actif',
    text: 'Bonjour {name},\n\nL’équipe Groundwork a activé votre compte investisseur : toutes les opportunités publiées vous sont ouvertes.\n\n{link}\n\nL’équipe Groundwork',
  },
  investorRefused: {
    subject: 'Votre compte investisseur n’a pas été activé',
    text: 'Bonjour {name},\n\nL’équipe Groundwork n’a pas pu activer votre compte investisseur. Sa raison :\n\n{reason}\n\nVous pouvez mettre votre profil à jour, ce qui le renvoie en relecture :\n\n{link}\n\nL’équipe Groundwork',
  },
  investorDeactivated: {
    subject: 'Votre compte investisseur a été désactivé',
    text: 'Bonjour {name},\n\nL’équipe Groundwork a désactivé votre compte investisseur.{note}\n\nJusqu’à une nouvelle activation, vous ne voyez des opportunités que leur aperçu : leurs pages complètes, leurs salles de données, les questions à leurs porteurs et la signature d’engagements vous sont fermées. Les engagements que vous avez signés restent à vous, à lire et à télécharger.\n\nVous pouvez mettre votre profil à jour, ce qui le renvoie en relecture :\n\n{link}\n\nL’équipe Groundwork',
  },
  requestToDeveloper: {
    subject: 'Un investisseur vous écrit au sujet de « {title} »',
    text: 'Bonjour {name},\n\n{from} vous écrit au sujet de « {title} » :\n\n{reason}\n\nRépondez ici :\n\n{link}\n\nL’équipe Groundwork',
  },
  requestToInvestor: {
    subject: 'Le porteur de « {title} » vous a répondu',
    text: 'Bonjour {name},\n\n{from} vous répond au sujet de « {title} » :\n\n{reason}\n\nRépondez ici :\n\n{link}\n\nL’équipe Groundwork',
  },
  commitmentSigned: {
    subject: 'Votre engagement signé pour « {title} »',
    text:
      'Bonjour {name},\n\nVous avez signé les conditions d’engagement de « {title} » le {date}, pour un montant non contraignant de {amount}. Conservez ce message comme copie de l’enregistrement :\n\n' +
      'Signature : {signature}\nConditions : version {version}, SHA-256 {sha256}\n\nLes conditions signées et leur PDF restent disponibles ici :\n\n{link}\n\nL’équipe Groundwork',
  },
  commitmentReceived: {
    subject: '{from} a signé l’engagement pour « {title} »',
    text: 'Bonjour {name},\n\n{from} a signé les conditions d’engagement de « {title} » le {date}, pour un montant non contraignant de {amount}.\n\nToutes les signatures, avec leur PDF :\n\n{link}\n\nL’équipe Groundwork',
  },
  dataroomRequested: {
    subject: '{from} demande l’accès à la salle de données de « {title} »',
    text: 'Bonjour {name},\n\n{from}, qui a signé l’engagement de « {title} », demande l’accès à sa salle de données.{note}\n\nChoisissez les dossiers à lui ouvrir, et pour combien de temps :\n\n{link}\n\nL’équipe Groundwork',
  },
  dataroomGranted: {
    subject: 'Un dossier de la salle de données de « {title} » vous est ouvert',
    text: 'Bonjour {name},\n\n{from} vous a ouvert le dossier « {folder} » de la salle de données de « {title} ». {access}\n\n{link}\n\nL’équipe Groundwork',
  },
  dataroomRevoked: {
    subject: 'Salle de données de « {title} » : accès retiré',
    text: 'Bonjour {name},\n\n{from} vous a retiré l’accès aux dossiers suivants de la salle de données de « {title} » :\n\n{folders}\n\nPour toute question, écrivez au porteur du projet depuis la page de l’opportunité :\n\n{link}\n\nL’équipe Groundwork',
  },
  dataroomClosed: {
    subject: '« {title} » est close : votre accès à la salle de données a pris fin',
    text: 'Bonjour {name},\n\n{from} a clos l’opportunité « {title} », et votre accès aux dossiers suivants de sa salle de données a pris fin avec elle :\n\n{folders}\n\nCe que vous avez signé, les conditions et le PDF signé, reste à votre disposition ici :\n\n{link}\n\nL’équipe Groundwork',
  },
};

/** The words of each language that change with the facts. */
export const INVESTMENT_PHRASES: Readonly<Record<Language, InvestmentPhrases>> = {
  en: {
    locale: 'en-GB',
    access: (canDownload, until) =>
      `${canDownload ? 'You may read and download its documents' : 'You may read its documents in the viewer, without downloading them'}${until ? `, until ${until}` : ''}.`,
    note: (message) => (message ? `\n\nTheir message:\n\n${message}` : ''),
  },
  fr: {
    locale: 'fr-FR',
    access: (canDownload, until) =>
      `${canDownload ? 'Vous pouvez consulter et télécharger ses documents' : 'Vous pouvez consulter ses documents dans la visionneuse, sans les télécharger'}${until ? `, jusqu’au ${until}` : ''}.`,
    note: (message) => (message ? `\n\nSon message :\n\n${message}` : ''),
  },
};

/** The mail of raising investment, in English and French. */
export const INVESTMENT_MAIL: MailCatalogue<InvestmentMailKind> = { en: EN, fr: FR };
