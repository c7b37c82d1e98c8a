import type { TermsSubject } from './terms-subject';

/**
 * The French version of the commitment terms: the same parts A, B and C and the same clauses as the English text
 * (terms.ts), written as French terms are. It has its own version label (derived from this text, terms.ts), hence its
 * own SHA-256, and a signature of it is checked against it alone. Only characters the PDF's Helvetica (WinAnsi)
 * encodes: accents, ’ and « » (with plain spaces, never the narrow no-break space).
 */
export function termsTextFr({ opportunityId, title, projectName, developerName }: TermsSubject, version: string): string {
  return [
    'CONDITIONS D’ENGAGEMENT',
    `Version : ${version}`,
    `Opportunité : ${title}`,
    `Projet : ${projectName}`,
    `Identifiant de l’opportunité : ${opportunityId}`,
    `Parties : ${developerName}, porteur du projet (« le développeur »), et l’investisseur nommé sur la page de signature (« l’investisseur »)`,
    '',
    'PARTIE A. CONFIDENTIALITÉ',
    '',
    'A1. Les « informations confidentielles » désignent l’ensemble des informations relatives à l’opportunité que le développeur du projet, ou Groundwork pour son compte, met à la disposition de l’investisseur : la salle de données, ses documents et ses pages, les réponses aux demandes d’information, les chiffres, plans et contrats, ainsi que l’existence et les termes de toute discussion.',
    'A2. L’investisseur s’engage à tenir secrètes les informations confidentielles, à ne les utiliser qu’aux fins d’évaluer un investissement dans le projet et à ne les communiquer qu’à ses propres dirigeants, salariés et conseils professionnels qui en ont besoin à cette fin et qui sont tenus à une obligation de confidentialité au moins aussi stricte que celle prévue aux présentes.',
    'A3. Ces obligations ne s’appliquent pas aux informations qui sont ou deviennent publiques sans faute de l’investisseur, que l’investisseur détenait déjà légitimement sans obligation de confidentialité, ou qu’il est tenu de divulguer en vertu de la loi ou d’une décision de justice ou d’une autorité (auquel cas il en informe préalablement le développeur, dans la mesure où la loi le permet).',
    'A4. Les documents consultés dans la salle de données portent un filigrane au nom de l’investisseur. L’investisseur s’interdit de retirer ces filigranes, ainsi que de copier, transmettre ou publier les documents au-delà de ce que permet l’article A2. Chaque consultation et chaque téléchargement sont enregistrés.',
    'A5. À la demande du développeur, ou lorsqu’il décide de ne pas investir, l’investisseur détruit ou restitue les informations confidentielles, à l’exception des copies que la loi qui lui est applicable ou ses règles internes l’obligent à conserver, lesquelles demeurent confidentielles.',
    'A6. Ces obligations sont souscrites pour une durée de trois ans à compter de la date de signature.',
    '',
    'PARTIE B. ENGAGEMENT NON CONTRAIGNANT',
    '',
    'B1. Par la présente signature, l’investisseur déclare le montant, exprimé dans la devise indiquée sur la page de signature, qu’il envisage d’investir dans l’opportunité aux conditions publiées.',
    'B2. Cette déclaration constitue une simple manifestation d’intérêt. Elle ne crée aucune obligation d’investir, de prêter ou de négocier, ni à la charge de l’investisseur ni à celle du développeur ; tout investissement suppose la conclusion d’accords définitifs distincts, signés par l’un et l’autre.',
    'B3. Le développeur peut se fonder sur cette déclaration pour organiser sa levée de fonds et décider à qui ouvrir l’accès à sa salle de données, et peut communiquer le montant à Groundwork.',
    '',
    'PARTIE C. SIGNATURE',
    '',
    'C1. L’investisseur signe électroniquement en saisissant son nom complet. La page de signature enregistre le compte du signataire, le nom saisi, la date et l’heure, l’adresse réseau et le logiciel utilisés, la version des présentes conditions et l’empreinte SHA-256 de leur texte. Le signataire reconnaît que cet enregistrement permet de l’identifier et établit son consentement aux présentes conditions.',
    'C2. Les présentes conditions sont régies par le droit français ; les tribunaux de Paris sont compétents.',
  ].join('\n');
}
