import type { MailCatalogue } from '../catalogue';

/**
 * The answer to a user's request to erase their account (issue 24): carried out (the last mail the address gets;
 * its link opens the landing page) or declined with staff's reason (its link opens the account page, which shows it).
 */
export type ErasureMailKind = 'erasureCarriedOut' | 'erasureDeclined';

export const ERASURE_MAIL: MailCatalogue<ErasureMailKind> = {
  en: {
    erasureCarriedOut: {
      subject: 'Your Groundwork account has been erased',
      text:
        'Hello {name},\n\nAs you asked, your Groundwork account has been erased: your name, e-mail address, company, phone, profile, sign-ins and files are gone, ' +
        'and you can no longer sign in. Signed investment commitments are kept as the law requires, and the audit trail keeps a pseudonymous id.\n\n' +
        'This is the last mail we send to this address. You are welcome back at any time:\n\n{link}\n\nThe Groundwork team',
    },
    erasureDeclined: {
      subject: 'Your request to erase your account was declined',
      text: 'Hello {name},\n\nThe Groundwork team declined your request to erase your account, for this reason:\n\n{reason}\n\nYour account stays as it was. Read the answer and ask again here:\n\n{link}\n\nThe Groundwork team',
    },
  },
  fr: {
    erasureCarriedOut: {
      subject: 'Votre compte Groundwork a été effacé',
      text:
        'Bonjour {name},\n\nComme vous l’avez demandé, votre compte Groundwork a été effacé : vos nom, adresse e-mail, société, téléphone, profil, connexions et fichiers ont disparu, ' +
        'et vous ne pouvez plus vous connecter. Les engagements d’investissement signés sont conservés comme la loi l’exige, et le journal d’audit garde un identifiant pseudonyme.\n\n' +
        'C’est le dernier e-mail que nous envoyons à cette adresse. Vous serez toujours le bienvenu :\n\n{link}\n\nL’équipe Groundwork',
    },
    erasureDeclined: {
      subject: 'Votre demande d’effacement de compte a été refusée',
      text: 'Bonjour {name},\n\nL’équipe Groundwork a refusé votre demande d’effacement de votre compte, pour la raison suivante :\n\n{reason}\n\nVotre compte reste tel quel. Lisez la réponse et renouvelez votre demande ici :\n\n{link}\n\nL’équipe Groundwork',
    },
  },
};
