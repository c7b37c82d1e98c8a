// A proposal's attachments (issue 23, R-23.70): the OEM attaches files with the project files' rules; both sides read
// them, nobody else; a decided proposal takes no more; each addition and removal is on the project's trail.
import { and, eq } from 'drizzle-orm';
import type { Proposal, ProposalFile } from '@/lib/schemas/proposals';
import { auditEvents } from '@/server/db/schema';
import { PDF, upload } from './helpers/access-call-parts';
import { createTestApp, type TestApp } from './helpers/app';
import { createProject, templateId } from './helpers/projects';
import { oemOf, openToOems, sentProposal } from './helpers/proposals';

jest.setTimeout(120_000);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const attach = (token: string, proposalId: string, bytes: Uint8Array, name: string, type: string) =>
  t.request('/proposals/files', { method: 'POST', token, body: upload({ proposal_id: proposalId }, bytes, name, type)() });

describe('proposal attachments', () => {
  it('are attached by the OEM, read by both sides only, refused when bad or once decided', async () => {
    const owner = await t.signIn({ name: 'Paula Project', email: 'paula@example.test' });
    const oem = await t.signIn({ name: 'Oscar Oem', email: 'oscar@kilns.test' });
    const otherOem = await t.signIn({ name: 'Ola Other', email: 'ola@retorts.test' });
    const stranger = await t.signIn({ name: 'Sid Stranger' });
    const project = (await createProject(t, owner.token, await templateId(t), 'Attachments project')).id;
    await openToOems(t, project);
    const company = await oemOf(t, oem.id, 'Kilns with files');
    await oemOf(t, otherOem.id, 'Other retorts');
    const proposal = await sentProposal(t, oem.token, company, project);

    const stored = await attach(oem.token, proposal, PDF, 'datasheet.pdf', 'application/pdf');
    expect(stored.status).toBe(200);
    const file = (await stored.json()) as ProposalFile;
    expect(file).toMatchObject({ name: 'datasheet.pdf', content_type: 'application/pdf', size: PDF.length });

    // A lie about the type, a type the project files refuse, the developer attaching, a stranger: refused, nothing stored.
    expect((await attach(oem.token, proposal, new TextEncoder().encode('not a pdf'), 'fake.pdf', 'application/pdf')).status).toBe(415);
    expect((await attach(owner.token, proposal, PDF, 'mine.pdf', 'application/pdf')).status).toBe(404);
    expect((await attach(otherOem.token, proposal, PDF, 'theirs.pdf', 'application/pdf')).status).toBe(404);

    const list = async (token: string) => t.request(`/proposals/files?proposal_id=${proposal}`, { token });
    for (const token of [oem.token, owner.token]) expect(((await (await list(token)).json()) as ProposalFile[]).map((item) => item.id)).toEqual([file.id]);
    for (const token of [otherOem.token, stranger.token]) expect((await list(token)).status).toBe(404);
    const bytes = await t.request(`/proposals/files?proposal_id=${proposal}&file_id=${file.id}`, { token: owner.token });
    expect(bytes.status).toBe(200);
    expect(new Uint8Array(await bytes.arrayBuffer())).toEqual(PDF);
    expect((await t.request(`/proposals/files?proposal_id=${proposal}&file_id=${file.id}`, { token: otherOem.token })).status).toBe(404);

    const page = (await (await t.request(`/proposals/item?id=${proposal}`, { token: owner.token })).json()) as Proposal;
    expect(page.files.map((item) => item.name)).toEqual(['datasheet.pdf']);

    const second = (await (await attach(oem.token, proposal, PDF, 'drawing.pdf', 'application/pdf')).json()) as ProposalFile;
    expect((await t.request('/proposals/files', { method: 'DELETE', token: owner.token, json: { proposal_id: proposal, file_id: second.id } })).status).toBe(404);
    expect((await t.request('/proposals/files', { method: 'DELETE', token: oem.token, json: { proposal_id: proposal, file_id: second.id } })).status).toBe(200);

    await t.request('/proposals/decision', { token: owner.token, json: { project_id: project, proposal_id: proposal, decision: 'accept' } });
    const late = await attach(oem.token, proposal, PDF, 'late.pdf', 'application/pdf');
    expect(late.status).toBe(409);
    expect((await (await list(owner.token)).json()) as ProposalFile[]).toHaveLength(1);

    const trail = await t.database.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(and(eq(auditEvents.targetId, project), eq(auditEvents.targetType, 'project')));
    expect(trail.map((event) => event.action).filter((action) => action.startsWith('proposal.file'))).toEqual([
      'proposal.file_added',
      'proposal.file_added',
      'proposal.file_removed',
    ]);
  });
});
