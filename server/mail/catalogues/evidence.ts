import type { MailCatalogue } from '../catalogue';

/**
 * The mail of evidence reviews (docs/requirements.md ): a verifier rejected a record, to the project's owner, in
 * their language, with a link that opens the record. French: « rejeté » for a record refused by the verifier.
 */
export type EvidenceMailKind = 'evidenceRejected';

export const EVIDENCE_MAIL: MailCatalogue<EvidenceMailKind> = {
  en: {
    evidenceRejected: {
      subject: 'Evidence rejected on “{project}”: {kind}',
      text:
        'Hello {name},\n\n{reviewer}, verifier of “{project}”, rejected an evidence record ({kind}, {recorded}).\n\nTheir comment:\n{comment}\n\n' +
        'Open the record, see its history and correct it here:\n\n{link}\n\nThe Groundwork team',
    },
  },
  fr: {
    evidenceRejected: {
      subject: 'Preuve rejetée sur « {project} » : {kind}',
      text:
        'Bonjour {name},\n\n{reviewer}, vérificateur de « {project} », a rejeté une preuve ({kind}, {recorded}).\n\nSon commentaire :\n{comment}\n\n' +
        'Ouvrez la preuve, consultez son historique et corrigez-la ici :\n\n{link}\n\nL’équipe Groundwork',
    },
  },
};

/** The kinds' names in mail, by language. */
export const EVIDENCE_KIND_NAMES = {
  en: {
    kiln_run_photo: 'kiln run photos',
    moisture_reading: 'moisture reading',
    quenching: 'quenching',
    kiln_serial: 'kiln serial',
    lab_analysis: 'lab analysis',
    sampling_record: 'sampling record',
    application_site: 'application site',
    delivery_note: 'delivery note',
  },
  fr: {
    kiln_run_photo: 'photos de la cuisson',
    moisture_reading: 'mesure d’humidité',
    quenching: 'extinction',
    kiln_serial: 'numéro de série du four',
    lab_analysis: 'analyse de laboratoire',
    sampling_record: 'procès-verbal d’échantillonnage',
    application_site: 'site d’épandage',
    delivery_note: 'bon de livraison',
  },
} as const;
