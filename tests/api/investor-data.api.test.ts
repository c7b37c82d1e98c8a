// Issue 21, item 9 (requirements R-21.9): investors' personal data (the signature's address and browser, their e-mail
// addresses, the signed PDF, the trail's details) only for the project's owner and the editors the owner names for
// investor relations, never for a read key or another editor. On PGlite and PostgreSQL.
import type { AuditTrail } from '@/lib/schemas/audit';
import type { CommitmentTerms } from '@/lib/schemas/commitments';
import type { DataroomRequest } from '@/lib/schemas/dataroom';
import type { TestApp } from './helpers/app';
import { signed } from './helpers/commitments';
import { buildRoom, grantedInvestor, json, requestRoom, type Room } from './helpers/dataroom';
import { castOf, investmentApp, publish, type Cast } from './helpers/opportunities';

jest.setTimeout(180_000);

let t: TestApp;
let cast: Cast;
let room: Room;

const detailOf = async (response: Response) => ((await response.json()) as { detail: { reason?: string; message: string } }).detail;

beforeAll(async () => {
  ({ t } = await investmentApp());
  cast = await castOf(t);
  room = await buildRoom(t, cast, await publish(t, cast));
  await requestRoom(t, await grantedInvestor(t), room.opportunityId);
  await signed(t, cast.activated, room.opportunityId);
});

afterAll(async () => {
  await t?.close();
});

describe('investors’ personal data (R-21.9)', () => {
  let signatureId: string;
  let editor: { token: string; id: string };
  let shareId: string;
  let readKey: string;

  beforeAll(async () => {
    const terms = (await (await t.request(`/sign-and-commit-opp/sign?opportunity_id=${room.opportunityId}`, { token: cast.owner })).json()) as CommitmentTerms;
    signatureId = terms.signatures[0].id;
    const invite = await json<{ grant: { id: string } }>(
      await t.request('/share', { token: cast.owner, json: { kind: 'invite', project_id: cast.projectId, email: 'ivy@example.test', right: 'edit' } }),
    );
    shareId = invite.grant.id;
    editor = await t.signIn({ name: 'Ivy Editor', email: 'ivy@example.test' });
    const key = await json<{ key: string }>(
      await t.request('/share', { token: cast.owner, json: { kind: 'access_key', project_id: cast.projectId, label: 'Board', right: 'read' } }),
    );
    readKey = key.key;
  });

  async function whatTheySee(token: string, headers: Record<string, string> = {}) {
    const terms = (await (await t.request(`/sign-and-commit-opp/sign?opportunity_id=${room.opportunityId}`, { token, headers })).json()) as CommitmentTerms;
    const pdf = await t.request(`/sign-and-commit-opp/sign/pdf?signature_id=${signatureId}`, { token, headers });
    const requests = (await (await t.request(`/sign-and-commit-opp/dataroom_request?opportunity_id=${room.opportunityId}`, { token, headers })).json()) as DataroomRequest[];
    const audit = (await (await t.request(`/audit?opportunity_id=${room.opportunityId}&page_size=100`, { token, headers })).json()) as AuditTrail;
    const signedEntry = audit.items.find((item) => item.action === 'commitment.signed');
    return {
      address: terms.signatures[0]?.ip_address ?? null,
      agent: terms.signatures[0]?.user_agent ?? null,
      pdf: pdf.status,
      emails: requests.map((row) => row.investor_email).filter(Boolean),
      trailAddress: signedEntry?.details.ip_address ?? null,
    };
  }

  it('keeps them from a read key and from an editor not named for investor relations', async () => {
    const reader = await t.signIn({ name: 'Rita Reader' });
    const hidden = { address: null, agent: null, pdf: 403, emails: [], trailAddress: null };
    expect(await whatTheySee(reader.token, { 'access-key': readKey })).toEqual(hidden);
    expect(await whatTheySee(editor.token)).toEqual(hidden);
  });

  it('gives them to the owner and to the editor the owner names for investor relations', async () => {
    // The test app trusts no proxy: the address recorded is `unknown`, but it is shown.
    const shown = { address: 'unknown', agent: 'Mozilla/5.0 (Groundwork test)', pdf: 200, emails: ['gina@example.test'], trailAddress: 'unknown' };
    expect(await whatTheySee(cast.owner)).toEqual(shown);
    const named = await t.request('/share', { method: 'PATCH', token: cast.owner, json: { project_id: cast.projectId, id: shareId, investor_relations: true } });
    expect(await json(named)).toMatchObject({ id: shareId, investor_relations: true });
    expect(await whatTheySee(editor.token)).toEqual(shown);
  });

  it('lets only the owner name them, and only an editor', async () => {
    const byEditor = await t.request('/share', { method: 'PATCH', token: editor.token, json: { project_id: cast.projectId, id: shareId, investor_relations: false } });
    expect(byEditor.status).toBe(403);
    const readerInvite = await json<{ grant: { id: string } }>(
      await t.request('/share', { token: cast.owner, json: { kind: 'invite', project_id: cast.projectId, email: 'rob@example.test', right: 'read' } }),
    );
    const reader = await t.request('/share', { method: 'PATCH', token: cast.owner, json: { project_id: cast.projectId, id: readerInvite.grant.id, investor_relations: true } });
    expect(reader.status).toBe(422);
    expect((await detailOf(reader)).reason).toBe('not_an_editor');
  });
});
