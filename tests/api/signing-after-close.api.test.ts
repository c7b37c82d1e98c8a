// requirements on a real database: once a publication closes, its signer still reads the terms
// signed and downloads the PDF (others get 404); the data room's grants end with the close, each investor told by mail
// in their language, unless the developer keeps them open.
import type { CommitmentSignature, CommitmentTerms } from '@/lib/schemas/commitments';
import type { DataroomRequest } from '@/lib/schemas/dataroom';
import { createTestApp, type TestApp } from './helpers/app';
import { SIGNER_HEADERS, signed } from './helpers/commitments';
import { buildRoom, grant, grantedInvestor, json, requestRoom } from './helpers/dataroom';
import { type Cast, castOf, publish, recordingMailer, storeResults } from './helpers/opportunities';
import { createProject, templateId } from './helpers/projects';

let t: TestApp;
let cast: Cast;
const mail = recordingMailer();
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: 'true' }, deps: () => ({ mailer: mail }) });
  cast = await castOf(t);
});
afterAll(async () => t?.close());

const terms = (token: string, id: string) => t.request(`/sign-and-commit-opp/sign?opportunity_id=${id}`, { token });
const pdf = (token: string, signatureId: string) => t.request(`/sign-and-commit-opp/sign/pdf?signature_id=${signatureId}`, { token });
const close = (projectId: string, extra: Record<string, unknown> = {}) =>
  t.request('/publication', { token: cast.owner, json: { project_id: projectId, action: 'close', ...extra } });
const mailsTo = (email: string) => mail.sent.filter((message) => message.to === email);

/** A second project of the owner, published: the opportunity whose grants are kept open. */
async function secondOpportunity(): Promise<{ projectId: string; opportunityId: string }> {
  const project = await createProject(t, cast.owner, await templateId(t), 'Loire biochar, second site');
  await storeResults(t, project.id, 82);
  return { projectId: project.id, opportunityId: await publish(t, { ...cast, projectId: project.id }, { title: 'Loire biochar, second site' }) };
}

describe(`a signer after the close (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  let opportunityId: string;
  let signature: CommitmentSignature;
  let granted: { token: string; id: string };
  let request: DataroomRequest;
  let other: { token: string; id: string };

  it('signs, is granted a folder, and another activated investor reads the terms without signing', async () => {
    opportunityId = await publish(t, cast);
    signature = await signed(t, cast.activated, opportunityId);
    granted = await grantedInvestor(t);
    await t.request('/me', { token: granted.token, headers: { language: 'fr' } });
    const room = await buildRoom(t, cast, opportunityId);
    request = await requestRoom(t, granted, opportunityId);
    await json<DataroomRequest>(await grant(t, cast.owner, { request_id: request.id, folder_id: room.folderA, can_download: true }));
    await json<DataroomRequest>(await grant(t, cast.owner, { request_id: request.id, folder_id: room.folderB }));
    other = await t.signIn({ name: 'Nora Nosign', tfp: 'investors' });
    await t.request('/investor', { method: 'PUT', token: other.token, json: (await import('./helpers/opportunities')).investorBody });
    await t.request('/internal/activate', { token: cast.staff, json: { investor_id: other.id, decision: 'activate' } });
    expect((await terms(other.token, opportunityId)).status).toBe(200);
  });

  it('closes: the opportunity leaves the list, every open grant ends, and the investor hears it in French with a link to what they signed', async () => {
    const before = mail.sent.length;
    const closed = await close(cast.projectId);
    expect(closed.status).toBe(200);
    expect(await closed.json()).toMatchObject({ status: 'closed', listed: false });
    const after = await json<DataroomRequest[]>(await t.request(`/sign-and-commit-opp/dataroom_request?opportunity_id=${opportunityId}`, { token: cast.owner }));
    expect(after.find((row) => row.id === request.id)?.grants.map((row) => row.state)).toEqual(['revoked', 'revoked']);
    const told = mail.sent.slice(before).filter((message) => message.to === 'gina@example.test');
    expect(told).toHaveLength(1);
    expect(told[0].subject).toBe('« Loire biochar, phase 2 » est close : votre accès à la salle de données a pris fin');
    expect(told[0].text).toContain('– A. Technical\n– B. Financial');
    expect(told[0].text).toContain(`/opportunities/${opportunityId}/sign`);
    // Nobody else was told that a data room ended: the signer without a grant had none.
    expect(
      mail.sent
        .slice(before)
        .filter((message) => message.to !== 'gina@example.test')
        .map((message) => message.subject),
    ).toEqual([]);
    const audit = (await (await t.request(`/audit?opportunity_id=${opportunityId}`, { token: cast.owner })).json()) as { items: { action: string }[] };
    expect(audit.items.filter((entry) => entry.action === 'dataroom.revoked')).toHaveLength(2);
  });

  it('lets the signer read the terms signed and download the PDF, and says the opportunity is no longer listed', async () => {
    const view = (await (await terms(cast.activated, opportunityId)).json()) as CommitmentTerms;
    expect(view).toMatchObject({ side: 'investor', can_sign: false, listed: false, signatures: [{ id: signature.id }], document_sha256: signature.document_sha256 });
    const response = await pdf(cast.activated, signature.id);
    expect(response.status).toBe(200);
    const { createHash } = await import('node:crypto');
    expect(
      createHash('sha256')
        .update(new Uint8Array(await response.arrayBuffer()))
        .digest('hex'),
    ).toBe(signature.pdf_sha256);
    // The granted investor signed too: what they signed stays theirs, though the data room closed.
    expect((await terms(granted.token, opportunityId)).status).toBe(200);
  });

  it('keeps it from everyone else: an activated investor who did not sign, another developer, a not activated investor', async () => {
    for (const token of [other.token, cast.other, cast.investor]) {
      expect((await terms(token, opportunityId)).status).toBe(404);
      expect((await pdf(token, signature.id)).status).toBe(404);
    }
    // The developer side and staff still read every signature.
    expect(((await (await terms(cast.owner, opportunityId)).json()) as CommitmentTerms).signatures).toHaveLength(2);
    expect((await pdf(cast.staff, signature.id)).status).toBe(200);
  });

  it('cannot be signed once closed, by an investor who had not signed', async () => {
    const response = await t.request('/sign-and-commit-opp/sign', {
      token: other.token,
      headers: SIGNER_HEADERS,
      json: { opportunity_id: opportunityId, document_sha256: signature.document_sha256, typed_full_name: 'Nora Nosign', commitment_amount: 1000, currency: 'EUR' },
    });
    expect(response.status).toBe(404);
  });

  it('keeps the grants open when the developer chooses to, and tells no one', async () => {
    const second = await secondOpportunity();
    const room = await buildRoom(t, { ...cast, projectId: second.projectId }, second.opportunityId);
    const investor = granted;
    const secondRequest = await requestRoom(t, investor, second.opportunityId);
    await json<DataroomRequest>(await grant(t, cast.owner, { request_id: secondRequest.id, folder_id: room.folderA }));
    const before = mailsTo('gina@example.test').length;
    expect((await close(second.projectId, { keep_dataroom_access: true })).status).toBe(200);
    const after = await json<DataroomRequest[]>(await t.request(`/sign-and-commit-opp/dataroom_request?opportunity_id=${second.opportunityId}`, { token: cast.owner }));
    expect(after[0].grants.map((row) => row.state)).toEqual(['active']);
    expect(mailsTo('gina@example.test')).toHaveLength(before);
    // The investor still opens the folder kept open.
    const page = await t.request(`/sign-and-commit-opp/dataroom?file_id=${room.fileA.id}&page=1`, { token: investor.token });
    expect(page.status).toBe(200);
  });

  it('ends the grants when staff unpublish the opportunity, and tells the investor', async () => {
    const project = await createProject(t, cast.owner, await templateId(t), 'Loire biochar, third site');
    await storeResults(t, project.id, 82);
    const third = await publish(t, { ...cast, projectId: project.id }, { title: 'Loire biochar, third site' });
    const room = await buildRoom(t, { ...cast, projectId: project.id }, third);
    const thirdRequest = await requestRoom(t, granted, third);
    await json<DataroomRequest>(await grant(t, cast.owner, { request_id: thirdRequest.id, folder_id: room.folderA }));
    const before = mailsTo('gina@example.test').length;
    const unpublished = await t.request('/internal/publication', { token: cast.staff, json: { publication_id: third, decision: 'unpublish', reason: 'The permit lapsed.' } });
    expect(unpublished.status).toBe(200);
    const after = await json<DataroomRequest[]>(await t.request(`/sign-and-commit-opp/dataroom_request?opportunity_id=${third}`, { token: cast.owner }));
    expect(after[0].grants.map((row) => row.state)).toEqual(['revoked']);
    expect(mailsTo('gina@example.test')).toHaveLength(before + 1);
  });

  it('refuses a close option that is not a yes or no, changing nothing', async () => {
    const response = await close(cast.projectId, { keep_dataroom_access: 'maybe' });
    expect(response.status).toBe(400);
  });
});
