import type { MailCatalogue } from '../catalogue';

/**
 * The mail of OEMs and matching (issue 23): staff's decision on an OEM, and the digest of new strong
 * matches, one mail per recipient listing every new match since the last.
 */
export type OemMailKind = 'oemVerified' | 'oemRefused' | 'matchDigestProject' | 'matchDigestOem';

export const OEM_MAIL: MailCatalogue<OemMailKind> = {
  en: {
    oemVerified: {
      subject: '{company} is verified on Groundwork',
      text:
        'Hello {name},\n\nThe Groundwork team verified {company}. Project developers now see your offer, and you see the projects ' +
        'that match it whose owners let OEMs find them.\n\nYour offer:\n\n{link}\n\nThe Groundwork team',
    },
    oemRefused: {
      subject: '{company} was not verified',
      text:
        'Hello {name},\n\nThe Groundwork team could not verify {company} as it stands.\n\nTheir reason: {reason}\n\n' +
        'Correct your offer and save it to send it back for review:\n\n{link}\n\nThe Groundwork team',
    },
    matchDigestProject: {
      subject: 'New equipment makers match “{project}”',
      text: 'Hello {name},\n\nThese verified OEMs now match “{project}” strongly:\n\n{matches}\n\nSee every criterion explained:\n\n{link}\n\nThe Groundwork team',
    },
    matchDigestOem: {
      subject: 'New projects match {company}',
      text: 'Hello {name},\n\nThese projects now match the offer of {company} strongly:\n\n{matches}\n\nSee them here:\n\n{link}\n\nThe Groundwork team',
    },
  },
  fr: {
    oemVerified: {
      subject: '{company} est vérifiée sur Groundwork',
      text:
        'Bonjour {name},\n\nL’équipe Groundwork a vérifié {company}. Les développeurs de projets voient désormais votre offre, et vous ' +
        'voyez les projets qui lui correspondent et que leurs porteurs laissent trouver.\n\nVotre offre :\n\n{link}\n\nL’équipe Groundwork',
    },
    oemRefused: {
      subject: '{company} n’a pas été vérifiée',
      text:
        'Bonjour {name},\n\nL’équipe Groundwork n’a pas pu vérifier {company} en l’état.\n\nSa raison : {reason}\n\n' +
        'Corrigez votre offre et enregistrez-la pour la soumettre de nouveau :\n\n{link}\n\nL’équipe Groundwork',
    },
    matchDigestProject: {
      subject: 'De nouveaux équipementiers correspondent à « {project} »',
      text:
        'Bonjour {name},\n\nCes équipementiers vérifiés correspondent désormais fortement à « {project} » :\n\n{matches}\n\n' +
        'Chaque critère y est expliqué :\n\n{link}\n\nL’équipe Groundwork',
    },
    matchDigestOem: {
      subject: 'De nouveaux projets correspondent à {company}',
      text: 'Bonjour {name},\n\nCes projets correspondent désormais fortement à l’offre de {company} :\n\n{matches}\n\nConsultez-les ici :\n\n{link}\n\nL’équipe Groundwork',
    },
  },
};
