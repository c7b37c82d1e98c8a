// OEM proposals (issue 23, item 5; ): sending, the state machine and every wrong step, who reads and
// acts, revisions that keep their versions, the project's audit trail and the mail to the other side.
import { and, asc, eq } from 'drizzle-orm';
import type { Proposal, ProposalSummary } from '@/lib/schemas/proposals';
import { auditEvents } from '@/server/db/schema';
import { createTestApp, type TestApp } from './helpers/app';
import { recordingMailer } from './helpers/opportunities';
import { createProject, templateId } from './helpers/projects';
import { offer, oemOf, openToOems, sendProposal, sentProposal } from './helpers/proposals';
import { createFingerprinter, type Fingerprinter } from './security-state';

jest.setTimeout(120_000);

const mail = recordingMailer();
let t: TestApp;
let fingerprint: Fingerprinter;
let projectId: string;
const people = {} as Record<'owner' | 'editor' | 'reader' | 'stranger' | 'oem' | 'otherOem' | 'unverified', { token: string; id: string }>;
let oemId: string;
let otherOemId: string;
let unverifiedId: string;

const read = async <T>(response: Response): Promise<T> => {
  if (response.status !== 200) throw new Error(`${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
};
const post = (path: string, token: string, json: unknown) => t.request(path, { token, json });
const decide = (token: string, proposalId: string, decision: 'accept' | 'decline', reason = 'Too dear for our budget') =>
  post(
    '/proposals/decision',
    token,
    decision === 'accept' ? { project_id: projectId, proposal_id: proposalId, decision } : { project_id: projectId, proposal_id: proposalId, decision, reason },
  );
const ask = (token: string, proposalId: string, message = 'Does the price include the dryer?') =>
  post('/proposals/questions', token, { project_id: projectId, proposal_id: proposalId, message });
const answer = (token: string, proposalId: string, message = 'Yes, the belt dryer is included.') => post('/proposals/answers', token, { proposal_id: proposalId, message });
const revise = (token: string, proposalId: string, price = 1_150_000) =>
  post('/proposals/revisions', token, { proposal_id: proposalId, proposal: offer({ price_amount: price }), note: 'Dryer included, lower price' });
const get = (token: string, proposalId: string) => t.request(`/proposals/item?id=${proposalId}`, { token });

beforeAll(async () => {
  t = await createTestApp({ deps: () => ({ mailer: mail }) });
  const template = await templateId(t);
  people.owner = await t.signIn({ name: 'Dana Developer', email: 'dana@example.test' });
  people.editor = await t.signIn({ name: 'Eli Editor', email: 'eli@example.test' });
  people.reader = await t.signIn({ name: 'Rita Reader', email: 'rita@example.test' });
  people.stranger = await t.signIn({ name: 'Stan Stranger' });
  people.oem = await t.signIn({ name: 'Olga Oem', email: 'olga@kilns.test' });
  await t.request('/me', { method: 'PUT', token: people.oem.token, json: { language: 'fr' } });
  people.otherOem = await t.signIn({ name: 'Otto Other', email: 'otto@reactors.test' });
  people.unverified = await t.signIn({ name: 'Una Unverified' });
  projectId = (await createProject(t, people.owner.token, template, 'Loire biochar')).id;
  await openToOems(t, projectId);
  for (const [email, right] of [
    ['eli@example.test', 'edit'],
    ['rita@example.test', 'read'],
  ] as const) {
    await t.request('/share', { token: people.owner.token, json: { kind: 'invite', project_id: projectId, email, right } });
  }
  oemId = await oemOf(t, people.oem.id, 'Kilnworks SA');
  otherOemId = await oemOf(t, people.otherOem.id, 'Reactor Co');
  unverifiedId = await oemOf(t, people.unverified.id, 'Not Yet Ltd', false);
  fingerprint = await createFingerprinter(t);
});

afterAll(async () => t?.close());

describe('sending a proposal (R-23.60, R-23.62)', () => {
  it('lets a member of a verified OEM send one, shown to the project and to the OEM, and mails the owner and editors', async () => {
    mail.sent.length = 0;
    const sent = await read<Proposal>(await sendProposal(t, people.oem.token, oemId, projectId));
    expect([sent.status, sent.current_version, sent.company_name, sent.project_name, sent.side, sent.can_revise]).toEqual([
      'open',
      1,
      'Kilnworks SA',
      'Loire biochar',
      'oem',
      true,
    ]);
    const listed = await read<ProposalSummary[]>(await t.request(`/proposals?project_id=${projectId}`, { token: people.reader.token }));
    expect(listed.map((item) => item.id)).toContain(sent.id);
    expect((await read<ProposalSummary[]>(await t.request('/proposals/sent', { token: people.oem.token }))).map((item) => item.id)).toEqual([sent.id]);
    expect(await read<ProposalSummary[]>(await t.request('/proposals/sent', { token: people.stranger.token }))).toEqual([]);
    expect(mail.sent.map((message) => message.to).sort()).toEqual(['dana@example.test', 'eli@example.test']);
    expect(mail.sent[0].text).toContain(`https://groundwork.test/proposals/${sent.id}`);
  });

  it('refuses the unverified OEM (403), a non-member (404), a project that does not exist (404) and a bad offer (400), storing nothing', async () => {
    const before = await fingerprint();
    expect((await sendProposal(t, people.unverified.token, unverifiedId, projectId)).status).toBe(403);
    expect((await sendProposal(t, people.otherOem.token, oemId, projectId)).status).toBe(404);
    expect((await sendProposal(t, people.owner.token, oemId, projectId)).status).toBe(404);
    expect((await sendProposal(t, people.oem.token, oemId, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await sendProposal(t, people.oem.token, oemId, projectId, offer({ delivery_date: null, lead_time_weeks: null }))).status).toBe(400);
    expect((await sendProposal(t, people.oem.token, oemId, projectId, offer({ quantity: 0 }))).status).toBe(400);
    expect(await fingerprint()).toEqual(before);
  });
});

describe('who reads and acts (R-23.64)', () => {
  it('shows a proposal to the project’s people and its OEM only; decisions to the owner and editors only', async () => {
    const id = await sentProposal(t, people.oem.token, oemId, projectId);
    expect((await read<Proposal>(await get(people.reader.token, id))).can_decide).toBe(false);
    expect((await read<Proposal>(await get(people.editor.token, id))).can_decide).toBe(true);
    expect((await read<Proposal>(await get(people.oem.token, id))).side).toBe('oem');
    const before = await fingerprint();
    for (const token of [people.otherOem.token, people.stranger.token, people.unverified.token]) {
      expect((await get(token, id)).status).toBe(404);
      expect((await t.request(`/proposals?project_id=${projectId}`, { token })).status).toBe(404);
      expect((await answer(token, id)).status).toBe(404);
      expect((await revise(token, id)).status).toBe(404);
      expect((await decide(token, id, 'accept')).status).toBe(404);
    }
    expect((await decide(people.reader.token, id, 'accept')).status).toBe(403);
    expect((await ask(people.reader.token, id)).status).toBe(403);
    // The OEM's member is no developer, and the developer no OEM.
    expect((await decide(people.oem.token, id, 'accept')).status).toBe(404);
    expect((await revise(people.owner.token, id)).status).toBe(404);
    expect(await fingerprint()).toEqual(before);
    // The other OEM's own proposal, sent without naming its company (its one verified OEM), lists only its own.
    const own = await read<Proposal>(await post('/oems/project', people.otherOem.token, { project_id: projectId, proposal: offer() }));
    expect(own.company_id).toBe(otherOemId);
    expect((await read<ProposalSummary[]>(await t.request('/proposals/sent', { token: people.otherOem.token }))).map((item) => item.id)).toEqual([own.id]);
    expect((await post('/oems/project', people.stranger.token, { project_id: projectId, proposal: offer() })).status).toBe(404);
    expect((await post('/oems/project', people.unverified.token, { project_id: projectId, proposal: offer() })).status).toBe(403);
    // A project its owner has not opened to OEMs is out of every OEM's reach, as if it did not exist.
    const closed = await createProject(t, people.owner.token, await templateId(t), 'Closed kiln');
    expect((await post('/oems/project', people.otherOem.token, { project_id: closed.id, proposal: offer() })).status).toBe(404);
  });
});

describe('the state machine (R-23.61, R-23.63, R-23.66, R-23.67)', () => {
  it('walks question, answer, revision and acceptance, keeping every version and recording each step on the project’s trail', async () => {
    const id = await sentProposal(t, people.oem.token, oemId, projectId);
    mail.sent.length = 0;
    expect((await read<Proposal>(await ask(people.editor.token, id))).status).toBe('questioned');
    // The OEM's member reads French: the mail is written in their language.
    expect(mail.sent.map((message) => [message.to, message.subject])).toEqual([['olga@kilns.test', 'Une question sur votre proposition pour « Loire biochar »']]);
    const answered = await read<Proposal>(await answer(people.oem.token, id));
    expect([answered.status, answered.messages.map((message) => message.side)]).toEqual(['open', ['developer', 'oem']]);
    const revised = await read<Proposal>(await revise(people.oem.token, id));
    expect([revised.current_version, revised.versions.map((version) => [version.version, version.price_amount])]).toEqual([
      2,
      [
        [2, 1_150_000],
        [1, 1_250_000],
      ],
    ]);
    const accepted = await read<Proposal>(await decide(people.owner.token, id, 'accept'));
    expect([accepted.status, accepted.can_decide, accepted.decided_at !== null]).toEqual(['accepted', false, true]);
    const trail = await t.database.db
      .select({ action: auditEvents.action, details: auditEvents.details })
      .from(auditEvents)
      .where(and(eq(auditEvents.targetType, 'project'), eq(auditEvents.targetId, projectId)))
      .orderBy(asc(auditEvents.seq));
    const mine = trail.filter((entry) => entry.details.proposal_id === id).map((entry) => entry.action);
    expect(mine).toEqual(['proposal.sent', 'proposal.questioned', 'proposal.answered', 'proposal.revised', 'proposal.accepted']);
    expect(mail.sent.map((message) => message.to)).toEqual([
      'olga@kilns.test',
      'dana@example.test',
      'eli@example.test',
      'dana@example.test',
      'eli@example.test',
      'olga@kilns.test',
    ]);
  });

  it('answers 409 to every step on a decided proposal, and to an answer with no question waiting, changing nothing', async () => {
    const accepted = await sentProposal(t, people.oem.token, oemId, projectId);
    await read(await decide(people.owner.token, accepted, 'accept'));
    const declined = await sentProposal(t, people.oem.token, oemId, projectId);
    const refused = await read<Proposal>(await decide(people.editor.token, declined, 'decline'));
    expect([refused.status, refused.decline_reason]).toEqual(['declined', 'Too dear for our budget']);
    const open = await sentProposal(t, people.oem.token, oemId, projectId);
    const before = await fingerprint();
    for (const id of [accepted, declined]) {
      expect((await decide(people.owner.token, id, 'accept')).status).toBe(409);
      expect((await decide(people.owner.token, id, 'decline')).status).toBe(409);
      expect((await ask(people.owner.token, id)).status).toBe(409);
      expect((await answer(people.oem.token, id)).status).toBe(409);
      expect((await revise(people.oem.token, id)).status).toBe(409);
    }
    expect((await answer(people.oem.token, open)).status).toBe(409);
    expect(await fingerprint()).toEqual(before);
  });

  it('refuses a decline without a reason, and a proposal named with another project (404)', async () => {
    const id = await sentProposal(t, people.oem.token, oemId, projectId);
    expect((await post('/proposals/decision', people.owner.token, { project_id: projectId, proposal_id: id, decision: 'decline' })).status).toBe(400);
    const other = await createProject(t, people.owner.token, await templateId(t), 'Second kiln');
    expect((await post('/proposals/decision', people.owner.token, { project_id: other.id, proposal_id: id, decision: 'accept' })).status).toBe(404);
    expect((await read<Proposal>(await get(people.owner.token, id))).status).toBe('open');
  });
});
