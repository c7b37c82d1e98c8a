import { and, eq } from 'drizzle-orm';
import type { CreatedShare, OwnershipTransfer, PendingOwnership, ProjectDetail, ProjectFile, ProjectList, ShareList } from '@/lib/schemas/projects';
import { answers, auditEvents, projectAccessKeys, projectFiles, projects, projectShares } from '@/server/db/schema';
import { createTestApp, errorMessage, type TestApp } from './helpers/app';
import { answer, assessmentOf, createProject, saveAnswer, templateId } from './helpers/projects';

jest.setTimeout(180_000);

let t: TestApp;
let biochar: string;

const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

beforeAll(async () => {
  t = await createTestApp();
  biochar = await templateId(t);
});

afterAll(async () => {
  await t?.close();
});

function upload(token: string, projectId: string, bytes: Uint8Array, name: string, type: string, headers?: Record<string, string>) {
  const form = new FormData();
  form.set('data', JSON.stringify({ project_id: projectId }));
  form.set('file', new Blob([bytes as BlobPart], { type }), name);
  return t.request('/files', { method: 'POST', token, body: form, headers });
}

async function uploaded(token: string, projectId: string): Promise<ProjectFile> {
  const response = await upload(token, projectId, PDF, 'Supply audit.pdf', 'application/pdf');
  if (response.status !== 200) throw new Error(`upload answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as ProjectFile;
}

async function share(token: string, body: Record<string, unknown>): Promise<CreatedShare> {
  const response = await t.request('/share', { token, json: body });
  if (response.status !== 200) throw new Error(`POST /share answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as CreatedShare;
}

/** A project with an answer, a file, a pending transfer and a computed result, owned by a fresh user. */
async function victimProject() {
  const owner = await t.signIn({ name: 'Victim Owner', email: `owner-${Math.random().toString(36).slice(2)}@example.test` });
  const project = await createProject(t, owner.token, biochar, 'Private kiln');
  const profile = assessmentOf(project, 'project_profile');
  await answer(t, owner.token, profile, 'project_name', 'Private kiln');
  const file = await uploaded(owner.token, project.id);
  const transfer = await t.request('/ownership', { token: owner.token, json: { project_id: project.id, email: 'heir@example.test' } });
  const transferId = ((await transfer.json()) as OwnershipTransfer).id;
  await t.request('/compute', { token: owner.token, json: { project_id: project.id } });
  await t.request('/autofill', { token: owner.token, json: { assessment_id: profile } });
  return { owner, project, profile, file, transferId };
}

/** Every project route, aimed at the given project (each operation of the seed's project route constants). */
function projectRoutes(ids: { projectId: string; assessmentId: string; fileId: string; transferId: string }) {
  const { projectId, assessmentId, fileId, transferId } = ids;
  return [
    ['GET', `/project?id=${projectId}`],
    ['PUT', '/project', { id: projectId, name: 'Taken over' }],
    ['DELETE', '/project', { id: projectId, confirm_name: 'Private kiln' }],
    ['GET', `/assessment?id=${assessmentId}`],
    ['PATCH', '/assessment', { id: assessmentId, current_section: 'team' }],
    ['POST', '/assessment', { id: assessmentId, action: 'complete' }],
    ['PUT', '/question', { assessment_id: assessmentId, question_id: 'project_name', value: 'Hijacked', base_version: 1 }],
    ['DELETE', '/question', { assessment_id: assessmentId, question_id: 'project_name', base_version: 1 }],
    ['GET', `/autofill?assessment_id=${assessmentId}`],
    ['POST', '/autofill', { assessment_id: assessmentId }],
    ['PUT', '/autofill', { assessment_id: assessmentId, decisions: [{ proposal_id: fileId, accept: true }] }],
    ['GET', `/compute?project_id=${projectId}`],
    ['POST', '/compute', { project_id: projectId }],
    ['GET', `/share?project_id=${projectId}`],
    ['POST', '/share', { kind: 'invite', project_id: projectId, email: 'friend@example.test', right: 'edit' }],
    ['DELETE', '/share', { project_id: projectId, id: fileId }],
    ['POST', '/ownership', { project_id: projectId, email: 'thief@example.test' }],
    ['PUT', '/ownership', { id: transferId, decision: 'accept' }],
    ['DELETE', '/ownership', { id: transferId }],
    ['GET', `/files?project_id=${projectId}`],
    ['GET', `/files?project_id=${projectId}&file_id=${fileId}`],
    ['DELETE', '/files', { project_id: projectId, file_id: fileId }],
    ['POST', '/support', { project_id: projectId, subject: 'Help', message: 'About this project' }],
    ['GET', `/support?project_id=${projectId}`],
    ['GET', `/get_project_questionnarie?project_id=${projectId}`],
  ] as [string, string, Record<string, unknown>?][];
}

async function snapshot(projectId: string) {
  const [project] = await t.database.db.select().from(projects).where(eq(projects.id, projectId));
  const stored = await t.database.db.select().from(answers).where(eq(answers.projectId, projectId));
  const files = await t.database.db.select().from(projectFiles).where(eq(projectFiles.projectId, projectId));
  const grants = await t.database.db.select().from(projectShares).where(eq(projectShares.projectId, projectId));
  return { name: project?.name, ownerId: project?.ownerId, answers: stored.map((row) => [row.questionId, row.value, row.version]), files: files.length, grants: grants.length };
}

describe('strangers', () => {
  it('get 404 "Project not found" on every project route, and change nothing', async () => {
    const { project, profile, file, transferId } = await victimProject();
    const stranger = await t.signIn();
    const before = await snapshot(project.id);
    const routes = projectRoutes({ projectId: project.id, assessmentId: profile, fileId: file.id, transferId });
    for (const [method, path, json] of routes) {
      const response = await t.request(path, { method, token: stranger.token, json });
      const message = await errorMessage(response);
      expect([method, path, response.status]).toEqual([method, path, 404]);
      if (!path.startsWith('/ownership')) expect([method, path, message]).toEqual([method, path, 'Project not found']);
    }
    const upload404 = await upload(stranger.token, project.id, PDF, 'x.pdf', 'application/pdf');
    expect(upload404.status).toBe(404);
    // The routes without a project parameter do not disclose it either.
    const list = (await (await t.request('/projects', { token: stranger.token })).json()) as ProjectList;
    expect(list.total).toBe(0);
    const pending = (await (await t.request('/get_ownership', { token: stranger.token })).json()) as PendingOwnership;
    expect(pending).toEqual({ incoming: [], outgoing: [] });
    const created = await t.request('/create_project', { token: stranger.token, json: { name: 'Mine', template_id: biochar } });
    expect(((await created.json()) as ProjectDetail).id).not.toBe(project.id);
    expect(await snapshot(project.id)).toEqual(before);
  });

  it('include staff: admins get no special access', async () => {
    const { project } = await victimProject();
    const admin = await t.signIn({ email: 'staff@groundwork.test' });
    expect(admin.roles).toContain('admin');
    expect((await t.request(`/project?id=${project.id}`, { token: admin.token })).status).toBe(404);
  });
});

describe('invitations', () => {
  it('a read grant can read everything but every write gets 403 and changes nothing', async () => {
    const { owner, project, profile, file, transferId } = await victimProject();
    const reader = await t.signIn({ email: 'Reader@Example.test', name: 'Reader' });
    await share(owner.token, { kind: 'invite', project_id: project.id, email: 'reader@example.TEST', right: 'read' });

    const read = await t.request(`/project?id=${project.id}`, { token: reader.token });
    expect(read.status).toBe(200);
    const detail = (await read.json()) as ProjectDetail;
    expect(detail.access).toBe('read');
    expect(detail.steps[0].assessments[0]).toMatchObject({ access_status: 'read', disabled: true });
    for (const path of [
      `/assessment?id=${profile}`,
      `/compute?project_id=${project.id}`,
      `/files?project_id=${project.id}`,
      `/files?project_id=${project.id}&file_id=${file.id}`,
      `/autofill?assessment_id=${profile}`,
      `/get_project_questionnarie?project_id=${project.id}`,
    ]) {
      expect([path, (await t.request(path, { token: reader.token })).status]).toEqual([path, 200]);
    }
    const position = await t.request('/assessment', { method: 'PATCH', token: reader.token, json: { id: profile, current_section: 'team' } });
    expect(position.status).toBe(200);

    const before = await snapshot(project.id);
    const writes = projectRoutes({ projectId: project.id, assessmentId: profile, fileId: file.id, transferId }).filter(
      ([method, path]) => method !== 'GET' && method !== 'PATCH' && !path.startsWith('/support') && !(path === '/ownership' && method !== 'POST'),
    );
    for (const [method, path, json] of writes) {
      const response = await t.request(path, { method, token: reader.token, json });
      expect([method, path, response.status]).toEqual([method, path, 403]);
      expect(await errorMessage(response)).toMatch(/read-only access|Only the project's owner/);
    }
    expect((await upload(reader.token, project.id, PDF, 'x.pdf', 'application/pdf')).status).toBe(403);
    expect(await snapshot(project.id)).toEqual(before);
    const [positionRow] = ((await (await t.request(`/project?id=${project.id}`, { token: owner.token })).json()) as ProjectDetail).steps[0].assessments;
    expect(positionRow.current_section).toBeNull();
  });

  it('an edit grant can answer, upload and compute, but not share, delete or transfer', async () => {
    const { owner, project, profile } = await victimProject();
    const editor = await t.signIn({ email: 'editor@example.test', name: 'Editor' });
    await share(owner.token, { kind: 'invite', project_id: project.id, email: 'editor@example.test', right: 'edit' });
    const saved = await saveAnswer(t, editor.token, profile, 'project_name', 'Edited name', { base_version: 1 });
    expect(saved.status).toBe(200);
    expect((await saved.json()) as { answer: { updated_by: { name: string } } }).toMatchObject({ answer: { updated_by: { name: 'Editor' } } });
    expect((await upload(editor.token, project.id, PDF, 'plan.pdf', 'application/pdf')).status).toBe(200);
    expect((await t.request('/compute', { token: editor.token, json: { project_id: project.id } })).status).toBe(200);
    expect((await t.request('/project', { method: 'PUT', token: editor.token, json: { id: project.id, name: 'Renamed by editor' } })).status).toBe(200);
    for (const [method, path, json] of [
      ['POST', '/share', { kind: 'invite', project_id: project.id, email: 'x@example.test', right: 'read' }],
      ['GET', `/share?project_id=${project.id}`, undefined],
      ['DELETE', '/project', { id: project.id, confirm_name: 'Renamed by editor' }],
      ['POST', '/ownership', { project_id: project.id, email: 'editor@example.test' }],
    ] as [string, string, unknown][]) {
      const response = await t.request(path, { method, token: editor.token, json });
      expect([method, path, response.status]).toEqual([method, path, 403]);
      expect(await errorMessage(response)).toMatch(/^Only the project's owner can/);
    }
    const list = (await (await t.request('/projects?scope=shared', { token: editor.token })).json()) as ProjectList;
    expect(list.items).toMatchObject([{ id: project.id, access: 'edit' }]);
  });

  it('re-inviting changes the right; self-invitations are refused; revoking takes effect at once', async () => {
    const owner = await t.signIn({ email: 'inviter@example.test' });
    const project = await createProject(t, owner.token, biochar);
    const guest = await t.signIn({ email: 'guest@example.test', name: 'Guest' });
    const self = await t.request('/share', { token: owner.token, json: { kind: 'invite', project_id: project.id, email: 'Inviter@example.test', right: 'edit' } });
    expect(self.status).toBe(422);
    expect(await errorMessage(self)).toMatch(/cannot invite yourself/);

    const first = await share(owner.token, { kind: 'invite', project_id: project.id, email: 'guest@example.test', right: 'read' });
    expect(first).toMatchObject({ kind: 'invite', grant: { email: 'guest@example.test', right: 'read', user: { id: guest.id, name: 'Guest' } } });
    const again = await share(owner.token, { kind: 'invite', project_id: project.id, email: 'GUEST@example.test', right: 'edit' });
    expect(again.kind === 'invite' && again.grant.id).toBe(first.kind === 'invite' && first.grant.id);
    const list = (await (await t.request(`/share?project_id=${project.id}`, { token: owner.token })).json()) as ShareList;
    expect(list.grants).toHaveLength(1);
    expect(list.grants[0]).toMatchObject({ right: 'edit' });
    expect((await t.request(`/project?id=${project.id}`, { token: guest.token })).status).toBe(200);

    const grantId = list.grants[0].id;
    const revoked = await t.request('/share', { method: 'DELETE', token: owner.token, json: { project_id: project.id, id: grantId } });
    expect(revoked.status).toBe(200);
    expect((await t.request(`/project?id=${project.id}`, { token: guest.token })).status).toBe(404);
    const missing = await t.request('/share', { method: 'DELETE', token: owner.token, json: { project_id: project.id, id: grantId } });
    expect(missing.status).toBe(404);
    const audit = await t.database.db.select().from(auditEvents).where(eq(auditEvents.targetId, project.id));
    expect(audit.map((event) => event.action)).toEqual(expect.arrayContaining(['project.share.invite', 'project.share.revoke']));
  });
});

describe('access keys', () => {
  it('open the project with the access-key header (plus a token), keep only a hash, and stop at once when revoked', async () => {
    const owner = await t.signIn();
    const project = await createProject(t, owner.token, biochar);
    const profile = assessmentOf(project, 'project_profile');
    const created = await share(owner.token, { kind: 'access_key', project_id: project.id, label: 'Lender review', right: 'edit' });
    if (created.kind !== 'access_key') throw new Error('expected a key');
    expect(created.key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(created.access_key).toMatchObject({ label: 'Lender review', right: 'edit', hint: created.key.slice(-4) });
    const [stored] = await t.database.db.select().from(projectAccessKeys).where(eq(projectAccessKeys.id, created.access_key.id));
    expect(stored.keyHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(created.key);
    const listed = await (await t.request(`/share?project_id=${project.id}`, { token: owner.token })).text();
    expect(listed).not.toContain(created.key);

    const holder = await t.signIn();
    const headers = { 'access-key': created.key };
    expect((await t.request(`/project?id=${project.id}`, { token: holder.token })).status).toBe(404);
    const opened = await t.request(`/project?id=${project.id}`, { token: holder.token, headers });
    expect(opened.status).toBe(200);
    expect(((await opened.json()) as ProjectDetail).access).toBe('edit');
    expect((await saveAnswer(t, holder.token, profile, 'team_size', 3, { headers })).status).toBe(200);
    expect((await t.request(`/project?id=${project.id}`, { headers })).status).toBe(401);
    const wrongKey = await t.request(`/project?id=${project.id}`, { token: holder.token, headers: { 'access-key': 'A'.repeat(43) } });
    expect(wrongKey.status).toBe(404);

    const other = await createProject(t, owner.token, biochar, 'Other project');
    expect((await t.request(`/project?id=${other.id}`, { token: holder.token, headers })).status).toBe(404);

    const revoked = await t.request('/share', { method: 'DELETE', token: owner.token, json: { project_id: project.id, id: created.access_key.id } });
    expect(revoked.status).toBe(200);
    expect((await t.request(`/project?id=${project.id}`, { token: holder.token, headers })).status).toBe(404);
    expect((await saveAnswer(t, holder.token, profile, 'team_size', 4, { base_version: 1, headers })).status).toBe(404);
  });

  it('with a read right allows reading only', async () => {
    const owner = await t.signIn();
    const project = await createProject(t, owner.token, biochar);
    const created = await share(owner.token, { kind: 'access_key', project_id: project.id, label: 'Read only', right: 'read' });
    const holder = await t.signIn();
    const headers = { 'access-key': created.kind === 'access_key' ? created.key : '' };
    expect((await t.request(`/get_project_questionnarie?project_id=${project.id}`, { token: holder.token, headers })).status).toBe(200);
    expect((await saveAnswer(t, holder.token, assessmentOf(project, 'project_profile'), 'team_size', 3, { headers })).status).toBe(403);
  });
});

describe('ownership', () => {
  it('is requested by the owner, listed both ways, and accepted by the addressee', async () => {
    const owner = await t.signIn({ email: 'seller@example.test', name: 'Seller' });
    const buyer = await t.signIn({ email: 'buyer@example.test', name: 'Buyer' });
    const project = await createProject(t, owner.token, biochar, 'Handover kiln');
    await share(owner.token, { kind: 'invite', project_id: project.id, email: 'buyer@example.test', right: 'read' });

    const self = await t.request('/ownership', { token: owner.token, json: { project_id: project.id, email: 'SELLER@example.test' } });
    expect(self.status).toBe(422);
    const requested = await t.request('/ownership', { token: owner.token, json: { project_id: project.id, email: 'Buyer@Example.test' } });
    expect(requested.status).toBe(200);
    const transfer = (await requested.json()) as OwnershipTransfer;
    expect(transfer).toMatchObject({
      project: { id: project.id, name: 'Handover kiln' },
      from: { id: owner.id, name: 'Seller' },
      to_email: 'buyer@example.test',
      status: 'pending',
      decided_at: null,
    });
    const twice = await t.request('/ownership', { token: owner.token, json: { project_id: project.id, email: 'other@example.test' } });
    expect(twice.status).toBe(409);

    const incoming = (await (await t.request('/get_ownership', { token: buyer.token })).json()) as PendingOwnership;
    expect(incoming.incoming.map((item) => item.id)).toEqual([transfer.id]);
    expect(incoming.outgoing).toEqual([]);
    const outgoing = (await (await t.request('/get_ownership', { token: owner.token })).json()) as PendingOwnership;
    expect(outgoing.outgoing.map((item) => item.id)).toEqual([transfer.id]);

    expect((await t.request('/ownership', { method: 'PUT', token: owner.token, json: { id: transfer.id, decision: 'accept' } })).status).toBe(404);
    const accepted = await t.request('/ownership', { method: 'PUT', token: buyer.token, json: { id: transfer.id, decision: 'accept' } });
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toMatchObject({ status: 'accepted', decided_at: expect.any(String) });

    const asBuyer = (await (await t.request(`/project?id=${project.id}`, { token: buyer.token })).json()) as ProjectDetail;
    expect(asBuyer).toMatchObject({ access: 'owner', owner: { id: buyer.id } });
    const asSeller = (await (await t.request(`/project?id=${project.id}`, { token: owner.token })).json()) as ProjectDetail;
    expect(asSeller.access).toBe('edit');
    const grants = await t.database.db.select().from(projectShares).where(eq(projectShares.projectId, project.id));
    expect(grants.map((grant) => [grant.email, grant.right])).toEqual([['seller@example.test', 'edit']]);
    expect((await (await t.request('/get_ownership', { token: buyer.token })).json()) as PendingOwnership).toEqual({ incoming: [], outgoing: [] });
    const audit = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.targetId, project.id), eq(auditEvents.action, 'project.ownership.accept')));
    expect(audit).toHaveLength(1);
  });

  it('can be declined by the addressee or cancelled by the requester', async () => {
    const owner = await t.signIn({ email: 'keeper@example.test' });
    const addressee = await t.signIn({ email: 'maybe@example.test' });
    const project = await createProject(t, owner.token, biochar);
    const ask = async () =>
      ((await (await t.request('/ownership', { token: owner.token, json: { project_id: project.id, email: 'maybe@example.test' } })).json()) as OwnershipTransfer).id;
    const first = await ask();
    const declined = await t.request('/ownership', { method: 'PUT', token: addressee.token, json: { id: first, decision: 'decline' } });
    expect(await declined.json()).toMatchObject({ status: 'declined' });
    const second = await ask();
    expect((await t.request('/ownership', { method: 'DELETE', token: addressee.token, json: { id: second } })).status).toBe(404);
    const cancelled = await t.request('/ownership', { method: 'DELETE', token: owner.token, json: { id: second } });
    expect(await cancelled.json()).toMatchObject({ status: 'cancelled' });
    expect((await t.request('/ownership', { method: 'PUT', token: addressee.token, json: { id: second, decision: 'accept' } })).status).toBe(404);
    expect(((await (await t.request(`/project?id=${project.id}`, { token: owner.token })).json()) as ProjectDetail).access).toBe('owner');
  });
});

describe('files', () => {
  it('uploads, lists, downloads and deletes; a file answer keeps a stale reference shown by name', async () => {
    const owner = await t.signIn({ name: 'Uploader' });
    const project = await createProject(t, owner.token, biochar);
    const file = await uploaded(owner.token, project.id);
    expect(file).toMatchObject({ name: 'Supply-audit.pdf', content_type: 'application/pdf', size: PDF.byteLength, uploaded_by: { id: owner.id, name: 'Uploader' } });
    expect(file.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(file.path).toBe(`${project.id}/${file.id}`);

    const list = (await (await t.request(`/files?project_id=${project.id}`, { token: owner.token })).json()) as ProjectFile[];
    expect(list.map((item) => item.id)).toEqual([file.id]);

    const download = await t.request(`/files?project_id=${project.id}&file_id=${file.id}`, { token: owner.token });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="Supply-audit.pdf"/);
    expect(download.headers.get('cache-control')).toBe('private, no-store');
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(download.headers.get('etag')).toBe(`"${file.sha256}"`);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(PDF);

    // A file answer needs a question in an open assessment: open the feedstock assessment for the test.
    const feedstock = assessmentOf(project, 'feedstock_eligibility');
    const { projectAssessments } = await import('@/server/db/schema');
    await t.database.db.update(projectAssessments).set({ status: 'not_started' }).where(eq(projectAssessments.id, feedstock));
    await answer(t, owner.token, feedstock, 'feedstock_sustainability_evidence', [{ file_id: file.id, name: 'Supply-audit.pdf' }]);

    const deleted = await t.request('/files', { method: 'DELETE', token: owner.token, json: { project_id: project.id, file_id: file.id } });
    expect(deleted.status).toBe(200);
    expect((await t.request(`/files?project_id=${project.id}&file_id=${file.id}`, { token: owner.token })).status).toBe(404);
    expect(await t.database.db.select().from(projectFiles).where(eq(projectFiles.id, file.id))).toHaveLength(0);
    const csv = await (await t.request(`/get_project_questionnarie?project_id=${project.id}`, { token: owner.token })).text();
    expect(csv.split('\r\n').find((line) => line.includes(',feedstock_sustainability_evidence,'))).toContain(',Supply-audit.pdf,');
  });

  it('refuses a spoofed content type and other unacceptable files', async () => {
    const owner = await t.signIn();
    const project = await createProject(t, owner.token, biochar);
    const spoofed = await upload(owner.token, project.id, new TextEncoder().encode('MZ not really a pdf'), 'report.pdf', 'application/pdf');
    expect(spoofed.status).toBe(415);
    expect(await errorMessage(spoofed)).toMatch(/declared as a PDF document but its content is a plain text file/);
    const exe = await upload(owner.token, project.id, new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00]), 'tool.exe', 'application/octet-stream');
    expect(exe.status).toBe(415);
    const empty = await upload(owner.token, project.id, new Uint8Array(), 'empty.pdf', 'application/pdf');
    expect(empty.status).toBe(400);
    expect(await t.database.db.select().from(projectFiles).where(eq(projectFiles.projectId, project.id))).toHaveLength(0);
  });
});

describe('/support', () => {
  it('stores requests, optionally about a visible project, and lists mine', async () => {
    const me = await t.signIn();
    const project = await createProject(t, me.token, biochar);
    const general = await t.request('/support', { token: me.token, json: { subject: 'Login', message: 'How do I reset my password?' } });
    expect(general.status).toBe(200);
    const about = await t.request('/support', { token: me.token, json: { project_id: project.id, subject: 'Score', message: 'Why is my score low?' } });
    expect(await about.json()).toMatchObject({ project_id: project.id, state: 'new', answer: null });
    const mine = (await (await t.request('/support', { token: me.token })).json()) as { subject: string }[];
    expect(mine.map((item) => item.subject)).toEqual(['Score', 'Login']);
    const forProject = (await (await t.request(`/support?project_id=${project.id}`, { token: me.token })).json()) as { subject: string }[];
    expect(forProject.map((item) => item.subject)).toEqual(['Score']);
    const other = await t.signIn();
    expect((await (await t.request('/support', { token: other.token })).json()) as unknown[]).toEqual([]);
    const invalid = await t.request('/support', { token: me.token, json: { subject: '', message: 'x' } });
    expect(invalid.status).toBe(400);
  });
});
