// Issue 12, item 2: mail to both sides at each step of raising investment, in the recipient's language, with the link
// to the page where they act: an investor profile and a publication submitted (to their author and to staff), a
// commitment signed (to the investor and the developer), a data room requested (to the developer), access granted
// and revoked (to the investor). A mail that cannot be sent never fails the step.
import type { CommitmentSignature } from '@/lib/schemas/commitments';
import type { DataroomRequest } from '@/lib/schemas/dataroom';
import type { Publication } from '@/lib/schemas/opportunities';
import type { Mailer } from '@/server/mail/mailer';
import type { MailMessage } from '@/server/mail/message';
import { ADMIN_EMAIL, createTestApp, TEST_ORIGIN, type TestApp } from './helpers/app';
import { signAs } from './helpers/commitments';
import { buildRoom, grant, json, type Room } from './helpers/dataroom';
import { castOf, investorBody, publicationBody, type Cast } from './helpers/opportunities';

jest.setTimeout(180_000);

/** An address in ADMIN_EMAILS whose holder never signed in: staff mail reaches it too, in the default language. */
const LEAD_EMAIL = 'lead@groundwork.test';

/** Keeps what it is given, or fails every send while `failing` is set. */
const outbox: Mailer & { sent: MailMessage[]; failing: boolean } = {
  transport: 'outbox',
  outboxSecret: undefined,
  sent: [],
  failing: false,
  close: () => undefined,
  async sendMail(message) {
    if (outbox.failing) throw new Error('The SMTP server is down');
    outbox.sent.push(message);
  },
};

let t: TestApp;
let cast: Cast;
let opportunityId: string;
let room: Room;

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: 'true', ADMIN_EMAILS: `${ADMIN_EMAIL},${LEAD_EMAIL}` }, deps: () => ({ mailer: outbox }) });
  cast = await castOf(t);
});

afterAll(async () => {
  await t?.close();
});

/** What the step sends: the mail after `before`, one per recipient. */
async function sentBy(step: () => Promise<Response>, status = 200): Promise<Map<string, MailMessage>> {
  const before = outbox.sent.length;
  const response = await step();
  if (response.status !== status) throw new Error(`Expected ${status}, got ${response.status}: ${await response.text()}`);
  return new Map(outbox.sent.slice(before).map((message) => [message.to, message]));
}

const speak = (token: string, language: 'en' | 'fr') => t.request('/me', { method: 'PUT', token, json: { language } });

describe('an investor profile submitted for review', () => {
  it('tells the investor it is under review, in French for a French reader, and asks every staff address to review it', async () => {
    const nora = await t.signIn({ name: 'Nora Nouvelle', email: 'nora@example.test', tfp: 'investors' });
    await speak(nora.token, 'fr');
    const mail = await sentBy(() => t.request('/investor', { method: 'PUT', token: nora.token, json: investorBody }));
    expect([...mail.keys()].sort()).toEqual([LEAD_EMAIL, 'nora@example.test', ADMIN_EMAIL].sort());
    expect(mail.get('nora@example.test')).toMatchObject({
      subject: 'Votre profil investisseur est entre les mains de l’équipe Groundwork',
      text: expect.stringContaining(`Bonjour Nora Nouvelle,\n\nNous avons bien reçu votre profil investisseur ; l’équipe Groundwork l’examine.`),
    });
    expect(mail.get('nora@example.test')?.text).toContain(`${TEST_ORIGIN}/investor\n`);
    for (const staff of [ADMIN_EMAIL, LEAD_EMAIL]) {
      expect(mail.get(staff)).toMatchObject({
        subject: 'An investor profile awaits review: Nora Nouvelle',
        text: expect.stringContaining('Nora Nouvelle (Saumur Climate Capital) submitted an investor profile for review.'),
      });
      expect(mail.get(staff)?.text).toContain(`${TEST_ORIGIN}/staff/investors\n`);
    }
  });

  it('sends nothing when a pending profile is only updated, and asks staff again when a refused one comes back', async () => {
    const olga = await t.signIn({ name: 'Olga Again', email: 'olga@example.test', tfp: 'investors' });
    await t.request('/investor', { method: 'PUT', token: olga.token, json: investorBody });
    expect((await sentBy(() => t.request('/investor', { method: 'PUT', token: olga.token, json: investorBody }))).size).toBe(0);
    await t.request('/internal/activate', { token: cast.staff, json: { investor_id: olga.id, decision: 'refuse', reason: 'No accreditation.' } });
    const again = await sentBy(() => t.request('/investor', { method: 'PUT', token: olga.token, json: investorBody }));
    expect(again.get('olga@example.test')?.subject).toBe('Your investor profile is with the Groundwork team');
    expect(again.get(ADMIN_EMAIL)?.subject).toBe('An investor profile awaits review: Olga Again');
  });
});

describe('a publication submitted', () => {
  it('tells the developer and asks staff, in their language, to review it at /staff/publications', async () => {
    await speak(cast.staff, 'fr');
    await t.request('/publication', { method: 'PUT', token: cast.owner, json: publicationBody(cast.projectId) });
    const mail = await sentBy(() => t.request('/publication', { token: cast.owner, json: { project_id: cast.projectId, action: 'submit' } }));
    expect([...mail.keys()].sort()).toEqual(['dana@example.test', LEAD_EMAIL, ADMIN_EMAIL].sort());
    expect(mail.get('dana@example.test')?.subject).toBe('Your publication “Loire biochar, phase 2” is with the Groundwork team');
    expect(mail.get(ADMIN_EMAIL)).toMatchObject({
      subject: '« Loire biochar, phase 2 » attend votre relecture',
      text: expect.stringContaining('Dana Developer a soumis la publication « Loire biochar, phase 2 » pour relecture.'),
    });
    expect(mail.get(ADMIN_EMAIL)?.text).toContain(`${TEST_ORIGIN}/staff/publications\n`);
    expect(mail.get(LEAD_EMAIL)?.subject).toBe('“Loire biochar, phase 2” awaits review');
    opportunityId = ((await (await t.request(`/publication?project_id=${cast.projectId}`, { token: cast.owner })).json()) as Publication).id;
    await t.request('/internal/publication', { token: cast.staff, json: { publication_id: opportunityId, decision: 'approve' } });
  });
});

describe('a commitment signed', () => {
  let signature: CommitmentSignature;

  it('gives the investor a copy of the record in French and tells the developer who signed, for how much, in English', async () => {
    await speak(cast.activated, 'fr');
    const mail = await sentBy(async () => {
      const response = await signAs(t, cast.activated, opportunityId);
      signature = (await response.clone().json()) as CommitmentSignature;
      return response;
    });
    expect([...mail.keys()].sort()).toEqual(['abel@example.test', 'dana@example.test']);
    const copy = mail.get('abel@example.test');
    expect(copy?.subject).toBe('Votre engagement signé pour « Loire biochar, phase 2 »');
    expect(copy?.text).toMatch(/Vous avez signé les conditions d’engagement de « Loire biochar, phase 2 » le .+ UTC, pour un montant non contraignant de 250\s000\s€\./);
    expect(copy?.text).toContain(`Signature : ${signature.id}\nConditions : version ${signature.document_version}, SHA-256 ${signature.document_sha256}`);
    expect(copy?.text).toContain(`${TEST_ORIGIN}/opportunities/${opportunityId}/sign\n`);
    const told = mail.get('dana@example.test');
    expect(told?.subject).toBe('Abel Activated signed the commitment for “Loire biochar, phase 2”');
    expect(told?.text).toMatch(/Abel Activated signed the commitment terms of “Loire biochar, phase 2” on .+ UTC, for a non-binding amount of €250,000\./);
    expect(told?.text).toContain(`${TEST_ORIGIN}/opportunities/${opportunityId}/sign\n`);
  });
});

describe('the data room', () => {
  let request: DataroomRequest;

  it('tells the developer of a request, with the investor’s message and a link to the data room, once', async () => {
    room = await buildRoom(t, cast, opportunityId);
    const ask = () =>
      t.request('/sign-and-commit-opp/dataroom_request', { token: cast.activated, json: { opportunity_id: opportunityId, message: 'The offtake contract, please.' } });
    const mail = await sentBy(async () => {
      const response = await ask();
      request = (await response.clone().json()) as DataroomRequest;
      return response;
    });
    expect([...mail.keys()]).toEqual(['dana@example.test']);
    expect(mail.get('dana@example.test')).toMatchObject({
      subject: 'Abel Activated asks for the data room of “Loire biochar, phase 2”',
      text: expect.stringContaining('asks for access to its data room.\n\nTheir message:\n\nThe offtake contract, please.'),
    });
    expect(mail.get('dana@example.test')?.text).toContain(`${TEST_ORIGIN}/opportunities/${opportunityId}/dataroom\n`);
    expect((await sentBy(ask)).size).toBe(0);
  });

  it('tells the investor, in French, which folder is open to them, how, until when, and when access is withdrawn', async () => {
    const granted = await sentBy(() => grant(t, cast.owner, { request_id: request.id, folder_id: room.folderA, can_download: false, expires_at: '2099-01-01T12:00:00.000Z' }));
    expect([...granted.keys()]).toEqual(['abel@example.test']);
    expect(granted.get('abel@example.test')).toMatchObject({
      subject: 'Un dossier de la salle de données de « Loire biochar, phase 2 » vous est ouvert',
      text: expect.stringContaining(
        'Dana Developer vous a ouvert le dossier « A. Technical » de la salle de données de « Loire biochar, phase 2 ». ' +
          'Vous pouvez consulter ses documents dans la visionneuse, sans les télécharger, jusqu’au 1er janvier 2099 à 12:00 UTC.',
      ),
    });
    expect(granted.get('abel@example.test')?.text).toContain(`${TEST_ORIGIN}/opportunities/${opportunityId}/dataroom\n`);
    await json(await grant(t, cast.owner, { request_id: request.id, folder_id: room.folderB, can_download: true }));
    const revoked = await sentBy(() => t.request('/sign-and-commit-opp/revoke', { token: cast.owner, json: { request_id: request.id } }));
    expect([...revoked.keys()]).toEqual(['abel@example.test']);
    expect(revoked.get('abel@example.test')).toMatchObject({
      subject: 'Salle de données de « Loire biochar, phase 2 » : accès retiré',
      text: expect.stringContaining(
        'Dana Developer vous a retiré l’accès aux dossiers suivants de la salle de données de « Loire biochar, phase 2 » :\n\n– A. Technical\n– B. Financial',
      ),
    });
    expect(revoked.get('abel@example.test')?.text).toContain(`${TEST_ORIGIN}/opportunities/${opportunityId}\n`);
  });
});

describe('a mail that cannot be sent', () => {
  afterEach(() => {
    outbox.failing = false;
  });

  it('never fails the step: the profile is submitted, the commitment signed, the data room asked for, the folder opened', async () => {
    outbox.failing = true;
    const gina = await t.signIn({ name: 'Gina Granted', email: 'gina@example.test', tfp: 'investors' });
    expect((await t.request('/investor', { method: 'PUT', token: gina.token, json: investorBody })).status).toBe(200);
    await t.request('/internal/activate', { token: cast.staff, json: { investor_id: gina.id, decision: 'activate' } });
    expect((await signAs(t, gina.token, opportunityId, { typed_full_name: 'Gina Granted' })).status).toBe(200);
    const asked = await json<DataroomRequest>(await t.request('/sign-and-commit-opp/dataroom_request', { token: gina.token, json: { opportunity_id: opportunityId } }));
    expect((await grant(t, cast.owner, { request_id: asked.id, folder_id: room.folderA })).status).toBe(200);
    expect((await t.request('/sign-and-commit-opp/revoke', { token: cast.owner, json: { request_id: asked.id } })).status).toBe(200);
    expect(outbox.sent.filter((message) => message.to === 'gina@example.test')).toEqual([]);
  });
});
