import type { MailCatalogue } from '../catalogue';

/**
 * The mail of proposals: each step of a proposal is written to the other side, in the recipient's
 * language, with the link to the proposal's page. French: a proposal is « proposition », a revision « nouvelle version ».
 */
export type ProposalMailKind = 'proposalReceived' | 'proposalRevised' | 'proposalQuestioned' | 'proposalAnswered' | 'proposalAccepted' | 'proposalDeclined';

const SIGN_EN = '\n\nThe Groundwork team';
const SIGN_FR = '\n\nL’équipe Groundwork';

export const PROPOSALS_MAIL: MailCatalogue<ProposalMailKind> = {
  en: {
    proposalReceived: {
      subject: 'A proposal from {company} for “{project}”',
      text: 'Hello {name},\n\n{company} sent a proposal for “{project}”: {model}.\n\nRead it, ask a question, accept or decline it here:\n\n{link}' + SIGN_EN,
    },
    proposalRevised: {
      subject: '{company} revised its proposal for “{project}”',
      text: 'Hello {name},\n\n{company} sent version {version} of its proposal for “{project}”.\n\nCompare the versions here:\n\n{link}' + SIGN_EN,
    },
    proposalQuestioned: {
      subject: 'A question on your proposal for “{project}”',
      text: 'Hello {name},\n\nThe developer of “{project}” asks about your proposal:\n\n{message}\n\nAnswer or revise it here:\n\n{link}' + SIGN_EN,
    },
    proposalAnswered: {
      subject: '{company} answered your question on “{project}”',
      text: 'Hello {name},\n\n{company} answered:\n\n{message}\n\nSee the thread here:\n\n{link}' + SIGN_EN,
    },
    proposalAccepted: {
      subject: 'Your proposal for “{project}” was accepted',
      text: 'Hello {name},\n\nThe developer of “{project}” accepted version {version} of your proposal.\n\nSee it here:\n\n{link}' + SIGN_EN,
    },
    proposalDeclined: {
      subject: 'Your proposal for “{project}” was declined',
      text: 'Hello {name},\n\nThe developer of “{project}” declined your proposal, for this reason:\n\n{message}\n\nSee it here:\n\n{link}' + SIGN_EN,
    },
  },
  fr: {
    proposalReceived: {
      subject: 'Une proposition de {company} pour « {project} »',
      text:
        'Bonjour {name},\n\n{company} a envoyé une proposition pour « {project} » : {model}.\n\nLisez-la, posez une question, acceptez-la ou refusez-la ici :\n\n{link}' + SIGN_FR,
    },
    proposalRevised: {
      subject: '{company} a révisé sa proposition pour « {project} »',
      text: 'Bonjour {name},\n\n{company} a envoyé la version {version} de sa proposition pour « {project} ».\n\nComparez les versions ici :\n\n{link}' + SIGN_FR,
    },
    proposalQuestioned: {
      subject: 'Une question sur votre proposition pour « {project} »',
      text: 'Bonjour {name},\n\nLe porteur de « {project} » vous pose une question sur votre proposition :\n\n{message}\n\nRépondez ou révisez-la ici :\n\n{link}' + SIGN_FR,
    },
    proposalAnswered: {
      subject: '{company} a répondu à votre question sur « {project} »',
      text: 'Bonjour {name},\n\n{company} a répondu :\n\n{message}\n\nVoyez l’échange ici :\n\n{link}' + SIGN_FR,
    },
    proposalAccepted: {
      subject: 'Votre proposition pour « {project} » est acceptée',
      text: 'Bonjour {name},\n\nLe porteur de « {project} » a accepté la version {version} de votre proposition.\n\nVoyez-la ici :\n\n{link}' + SIGN_FR,
    },
    proposalDeclined: {
      subject: 'Votre proposition pour « {project} » est refusée',
      text: 'Bonjour {name},\n\nLe porteur de « {project} » a refusé votre proposition, pour cette raison :\n\n{message}\n\nVoyez-la ici :\n\n{link}' + SIGN_FR,
    },
  },
};
