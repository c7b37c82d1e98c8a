import { AUDIT_ACTIONS } from '@/lib/schemas/audit';
import type { Proposal, ProposalAnswer, ProposalDecision, ProposalQuestion, ProposalStatus, ProposalSummary, ReviseProposal, SendProposal } from '@/lib/schemas/proposals';
import type { Database, Executor } from '@/server/db/client';
import type { ProposalRow } from '@/server/db/schema';
import type { CurrentUser } from '@/server/http/context';
import { ApiError } from '@/server/http/errors';
import type { MailSender } from '@/server/mail/sender';
import { recordAuditEvent } from '@/server/modules/audit/public';
import { companiesByIds, companiesOfUser } from '@/server/modules/companies/public';
import { findPeople, findProject, projectNotFound, type Caller, type ProjectAccessContext } from '@/server/modules/projects/public';
import { tellOtherSide } from './notify';
import { oemPartyOf, partyOf, PROPOSAL_NOT_FOUND, proposalOfProject, sendingOemOf } from './parties';
import { listProposalFiles } from './files-repository';
import { toMessages, toProposalFile, toSummary, toVersion } from './present';
import { findProposal, insertMessage, insertProposal, insertVersion, listProposals, lockProposal, messagesOf, moveProposal, versionsOf } from './repository';
import { TRANSITIONS, type ProposalStep } from './transitions';
import { anyExistingProject, type ProjectVisibleToOem } from './visibility';

export interface ProposalsDeps {
  db: Database;
  mail: MailSender;
  /** Which projects an OEM can reach; every existing project until matching passes its rule. */
  projectVisibleToOem?: ProjectVisibleToOem;
}

/** The proposals' rules (R-23.60–R-23.67): sending, reading, and every step of the state machine. */
export function createProposalsService(deps: ProposalsDeps) {
  const { db, mail } = deps;
  const visible = deps.projectVisibleToOem ?? anyExistingProject;

  async function summaries(rows: Awaited<ReturnType<typeof listProposals>>): Promise<ProposalSummary[]> {
    const companies = await companiesByIds(
      db,
      rows.map((row) => row.proposal.companyId),
    );
    const projects = new Map<string, Awaited<ReturnType<typeof findProject>>>();
    for (const id of new Set(rows.map((row) => row.proposal.projectId))) projects.set(id, await findProject(db, id));
    return rows.map((row) => toSummary(row.proposal, row.current, projects.get(row.proposal.projectId), companies.get(row.proposal.companyId)));
  }

  async function full(proposalId: string, side: 'developer' | 'oem', canDecide: boolean): Promise<Proposal> {
    const [versions, messages, files] = await Promise.all([versionsOf(db, proposalId), messagesOf(db, proposalId), listProposalFiles(db, proposalId)]);
    const proposal = await findProposal(db, proposalId);
    if (!proposal) throw new ApiError(404, PROPOSAL_NOT_FOUND);
    const current = versions.find((version) => version.version === proposal.currentVersion) ?? versions[0];
    const [summary] = await summaries([{ proposal, current }]);
    const people = await findPeople(
      db,
      messages.map((message) => message.authorId),
    );
    const open = !isFinal(proposal.status);
    return {
      ...summary,
      versions: versions.map(toVersion),
      messages: toMessages(messages, people),
      files: files.map(toProposalFile),
      side,
      can_decide: open && canDecide,
      can_revise: open && side === 'oem',
    };
  }

  /**
   * One step of the state machine, in one transaction: the proposal locked, the step refused with 409 from
   * a state that does not allow it, the change, the audit entry on the project's trail; the mail after.
   */
  async function step(
    proposalId: string,
    name: ProposalStep,
    actor: { user: CurrentUser; requestId: string },
    write: (tx: Executor, proposal: ProposalRow) => Promise<{ status: ProposalStatus; change?: Partial<ProposalRow>; details?: Record<string, unknown> }>,
  ): Promise<ProposalRow> {
    const moved = await db.transaction(async (tx) => {
      const proposal = await lockProposal(tx, proposalId);
      if (!proposal) throw new ApiError(404, PROPOSAL_NOT_FOUND);
      const rule = TRANSITIONS[name];
      if (!rule.from.includes(proposal.status)) throw wrongStep(name, proposal.status);
      const outcome = await write(tx, proposal);
      const row = await moveProposal(tx, proposal.id, rule.from, { status: outcome.status, ...outcome.change });
      if (!row) throw wrongStep(name, proposal.status);
      await recordAuditEvent(tx, {
        actorId: actor.user.id,
        action: rule.action,
        targetType: 'project',
        targetId: proposal.projectId,
        requestId: actor.requestId,
        details: { proposal_id: proposal.id, company_id: proposal.companyId, ...outcome.details },
      });
      return row;
    });
    return moved;
  }

  async function tell(proposal: ProposalRow, kind: Parameters<typeof tellOtherSide>[2], to: 'developer' | 'oem', facts: Parameters<typeof tellOtherSide>[5]) {
    const project = await findProject(db, proposal.projectId);
    const company = (await companiesByIds(db, [proposal.companyId])).get(proposal.companyId);
    if (project && company) await tellOtherSide(db, mail, kind, to, { proposal, project, company }, facts);
  }

  return {
    /** POST /oems/project. */
    async send(user: CurrentUser, body: SendProposal, requestId: string): Promise<Proposal> {
      const oem = await sendingOemOf(db, body.company_id, user.id);
      if (!(await visible(db, body.project_id, oem.id))) throw projectNotFound();
      const proposal = await db.transaction(async (tx) => {
        const row = await insertProposal(tx, { projectId: body.project_id, companyId: oem.id, userId: user.id, terms: body.proposal });
        await recordAuditEvent(tx, {
          actorId: user.id,
          action: AUDIT_ACTIONS.proposalSent,
          targetType: 'project',
          targetId: row.projectId,
          requestId,
          details: { proposal_id: row.id, company_id: row.companyId, version: 1 },
        });
        return row;
      });
      await tell(proposal, 'proposalReceived', 'developer', { model: body.proposal.model });
      return full(proposal.id, 'oem', false);
    },

    async listForProject(project: ProjectAccessContext): Promise<ProposalSummary[]> {
      return summaries(await listProposals(db, { projectId: project.project.id }));
    },

    /** The proposals of every OEM the caller belongs to. */
    async listSent(user: CurrentUser): Promise<ProposalSummary[]> {
      const oems = await companiesOfUser(db, user.id, 'oem');
      return summaries(await listProposals(db, { companyIds: oems.map((membership) => membership.company.id) }));
    },

    async get(proposalId: string, caller: Caller): Promise<Proposal> {
      const party = await partyOf(db, proposalId, caller);
      const canDecide = party.side === 'developer' && party.project.access !== 'read' && !party.project.reviewer;
      return full(proposalId, party.side, canDecide);
    },

    /** Accept, or decline with a reason: the owner and editors, from `open` or `questioned`. */
    async decide(project: ProjectAccessContext, user: CurrentUser, body: ProposalDecision, requestId: string): Promise<Proposal> {
      await proposalOfProject(db, body.proposal_id, project.project.id);
      const accept = body.decision === 'accept';
      const moved = await step(body.proposal_id, accept ? 'accept' : 'decline', { user, requestId }, async (_tx, proposal) => ({
        status: accept ? 'accepted' : 'declined',
        change: { decidedBy: user.id, decidedAt: new Date(), declineReason: accept ? null : body.reason },
        details: accept ? { version: proposal.currentVersion } : { version: proposal.currentVersion, reason: body.reason },
      }));
      await tell(moved, accept ? 'proposalAccepted' : 'proposalDeclined', 'oem', { version: moved.currentVersion, message: accept ? undefined : body.reason });
      return full(moved.id, 'developer', true);
    },

    async ask(project: ProjectAccessContext, user: CurrentUser, body: ProposalQuestion, requestId: string): Promise<Proposal> {
      await proposalOfProject(db, body.proposal_id, project.project.id);
      const moved = await step(body.proposal_id, 'ask', { user, requestId }, async (tx, proposal) => {
        await insertMessage(tx, proposal.id, 'developer', user.id, body.message);
        return { status: 'questioned' };
      });
      await tell(moved, 'proposalQuestioned', 'oem', { message: body.message });
      return full(moved.id, 'developer', true);
    },

    async answer(caller: Caller, body: ProposalAnswer, requestId: string): Promise<Proposal> {
      await oemPartyOf(db, body.proposal_id, caller);
      const moved = await step(body.proposal_id, 'answer', { user: caller.user, requestId }, async (tx, proposal) => {
        await insertMessage(tx, proposal.id, 'oem', caller.user.id, body.message);
        return { status: 'open' };
      });
      await tell(moved, 'proposalAnswered', 'developer', { message: body.message });
      return full(moved.id, 'oem', false);
    },

    /** A new version: earlier versions are kept; the state stays as it was (a question still waits). */
    async revise(caller: Caller, body: ReviseProposal, requestId: string): Promise<Proposal> {
      await oemPartyOf(db, body.proposal_id, caller);
      const moved = await step(body.proposal_id, 'revise', { user: caller.user, requestId }, async (tx, proposal) => {
        const version = proposal.currentVersion + 1;
        await insertVersion(tx, proposal.id, version, caller.user.id, body.proposal, body.note);
        return { status: proposal.status, change: { currentVersion: version }, details: { version } };
      });
      await tell(moved, 'proposalRevised', 'developer', { version: moved.currentVersion });
      return full(moved.id, 'oem', false);
    },
  };
}

export type ProposalsService = ReturnType<typeof createProposalsService>;

const isFinal = (status: ProposalStatus) => status === 'accepted' || status === 'declined';

function wrongStep(step: ProposalStep, status: ProposalStatus): ApiError {
  const why = isFinal(status) ? `the proposal is already ${status} and cannot change` : `no question waits for an answer`;
  return new ApiError(409, `This step (${step}) is not possible: ${why}`, { reason: 'wrong_state', status });
}
