import { AUDIT_ACTIONS } from '@/lib/schemas/audit';
import type { ProposalStatus } from '@/lib/schemas/proposals';

/** The steps of a proposal, by who takes them: the developer's (ask, accept, decline) and the OEM's (answer, revise). */
export type ProposalStep = 'ask' | 'accept' | 'decline' | 'answer' | 'revise';

/**
 * The state machine of a proposal, written once: the states each step may start from, and the audit action
 * it records. A step from any other state answers 409; `accepted` and `declined` allow no step (a decided proposal
 * cannot change).
 */
export const TRANSITIONS: Record<ProposalStep, { from: readonly ProposalStatus[]; action: string }> = {
  ask: { from: ['open', 'questioned'], action: AUDIT_ACTIONS.proposalQuestioned },
  accept: { from: ['open', 'questioned'], action: AUDIT_ACTIONS.proposalAccepted },
  decline: { from: ['open', 'questioned'], action: AUDIT_ACTIONS.proposalDeclined },
  answer: { from: ['questioned'], action: AUDIT_ACTIONS.proposalAnswered },
  revise: { from: ['open', 'questioned'], action: AUDIT_ACTIONS.proposalRevised },
};
