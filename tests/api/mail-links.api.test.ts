// Issue 19, part 4 (mail): every kind of mail the API sends goes out in the language kept on the recipient's account
// (the `language` header of their own requests), and every link in it opens a page of `pages/` (not the catch-all
// 404) from which the recipient can read, through the API that page calls, the record the mail names.
import { LANGUAGES, type Language } from '@/lib/schemas/common';
import type { Alarm } from '@/lib/schemas/monitoring-alarms';
import type { InformationRequest } from '@/lib/schemas/information-requests';
import type { Publication } from '@/lib/schemas/opportunities';
import { COMPANY_MAIL } from '@/server/mail/catalogues/companies';
import { ERASURE_MAIL } from '@/server/mail/catalogues/erasure';
import { INVESTMENT_MAIL } from '@/server/mail/catalogues/investment';
import { MONITORING_MAIL } from '@/server/mail/catalogues/monitoring';
import { PROJECT_MAIL } from '@/server/mail/catalogues/projects';
import { TODO_MAIL } from '@/server/mail/catalogues/todos';
import type { MailMessage } from '@/server/mail/message';
import { createMailSender } from '@/server/mail/sender';
import { createLogger } from '@/server/logger';
import { createAlarmEvaluator } from '@/server/modules/monitoring/alarms-evaluator';
import { remindTodosAt } from './helpers/todos';
import { ADMIN_EMAIL, createTestApp, TEST_ORIGIN, type TestApp } from './helpers/app';
import { signAs } from './helpers/commitments';
import { buildRoom, grant, json } from './helpers/dataroom';
import { PAGE_READS } from './helpers/mail-page-reads';
import { createPlant, ingestOk, share } from './helpers/monitoring';
import { castOf, investorBody, publicationBody, recordingMailer, type Cast } from './helpers/opportunities';
import { pageRouteOf } from './helpers/page-routes';
import { proposalMailSteps } from './helpers/proposal-mail';
import { oemMailSteps } from './helpers/oem-mail';
import { OEM_MAIL } from '@/server/mail/catalogues/oems';
import { PROPOSALS_MAIL } from '@/server/mail/catalogues/proposals';
import { SUPPORT_MAIL } from '@/server/mail/catalogues/support';
import { supportMailSteps } from './helpers/support-mail';
import { companyInvitationSteps } from './helpers/company-mail';

jest.setTimeout(240_000);

/** Words only the mail of one language holds: its signature. */
const SIGNATURE: Record<Language, string> = { en: 'The Groundwork team', fr: 'L’équipe Groundwork' };

describe.each(LANGUAGES)('mail to readers of %s', (language) => {
  const outbox = recordingMailer();
  const tokens = new Map<string, string>();
  const kindsSeen = new Set<string>();
  let t: TestApp;
  let cast: Cast;
  let opportunityId: string;

  /** A request of the person's own, with the `language` header their browser sends: the account keeps that language. */
  const speak = async (email: string, token: string) => {
    tokens.set(email, token);
    expect((await t.request('/me', { token, headers: { language } })).status).toBe(200);
  };

  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: 'true' }, deps: () => ({ mailer: outbox }) });
    cast = await castOf(t);
    for (const [email, token] of [
      ['dana@example.test', cast.owner],
      ['abel@example.test', cast.activated],
      [ADMIN_EMAIL, cast.staff],
    ] as const)
      await speak(email, token);
  });

  afterAll(async () => {
    await t?.close();
  });

  /**
   * Runs a step, then checks each mail `expected` names: one to that address, in the test's language, each link of it
   * under the app's origin opening a page of `pages/` whose API shows the recipient `names` (an id, a title).
   */
  async function step(run: () => Promise<Response>, expected: { kind: string; to: string; names: string }[]): Promise<void> {
    const before = outbox.sent.length;
    const response = await run();
    if (response.status !== 200 && response.status !== 201) throw new Error(`The step answered ${response.status}: ${await response.text()}`);
    const sent = outbox.sent.slice(before);
    for (const { kind, to, names } of expected) {
      const mail = sent.filter((message: MailMessage) => message.to === to);
      expect({ kind, count: mail.length }).toEqual({ kind, count: 1 });
      const [message] = mail;
      expect({ kind, signed: message?.text.includes(SIGNATURE[language]) }).toEqual({ kind, signed: true });
      const links = [...(message?.text ?? '').matchAll(/https?:\/\/\S+/g)].map((match) => new URL(match[0]));
      expect({ kind, links: links.length > 0 }).toEqual({ kind, links: true });
      for (const link of links) {
        expect(link.origin).toBe(TEST_ORIGIN);
        const page = pageRouteOf(link.pathname);
        expect({ kind, path: link.pathname, page: page?.file ?? 'the 404 page' }).toEqual({ kind, path: link.pathname, page: expect.not.stringMatching(/404/) });
        const readPage = PAGE_READS[page?.file ?? ''];
        expect({ kind, page: page?.file, read: Boolean(readPage) }).toEqual({ kind, page: page?.file, read: true });
        const token = tokens.get(to) ?? '';
        const seen = await readPage!(t, token, { ...Object.fromEntries(link.searchParams), ...page!.params }, link.hash.slice(1));
        expect(seen).toContain(names);
        if (link.hash) expect(seen).toContain(link.hash.slice(1));
      }
      kindsSeen.add(kind);
    }
  }

  it('keeps on the account the language of the latest request that names one, and no other', async () => {
    const other = LANGUAGES.find((code) => code !== language) ?? language;
    const lea = await t.signIn({ name: 'Lea Later' });
    const languageOf = async (headers: Record<string, string>) => (await json<{ language: string }>(await t.request('/me', { token: lea.token, headers }))).language;
    expect(await languageOf({ language: `${language.toUpperCase()}-XX` })).toBe(language);
    expect(await languageOf({})).toBe(language);
    expect(await languageOf({ language: 'de' })).toBe(language);
    expect(await languageOf({ language: other })).toBe(other);
  });

  it('an investor profile: submitted, to review, refused, activated and deactivated', async () => {
    const nora = await t.signIn({ name: 'Nora Nouvelle', email: 'nora@example.test', tfp: 'investors' });
    const olga = await t.signIn({ name: 'Olga Other', email: 'olga@example.test', tfp: 'investors' });
    await speak('nora@example.test', nora.token);
    await speak('olga@example.test', olga.token);
    const submit = (token: string) => () => t.request('/investor', { method: 'PUT', token, json: investorBody });
    await step(submit(nora.token), [
      { kind: 'investorSubmitted', to: 'nora@example.test', names: nora.id },
      { kind: 'investorToReview', to: ADMIN_EMAIL, names: nora.id },
    ]);
    await step(
      () => t.request('/internal/activate', { token: cast.staff, json: { investor_id: nora.id, decision: 'activate' } }),
      [{ kind: 'investorActivated', to: 'nora@example.test', names: nora.id }],
    );
    await step(
      () => t.request('/internal/activate', { token: cast.staff, json: { investor_id: nora.id, decision: 'deactivate' } }),
      [{ kind: 'investorDeactivated', to: 'nora@example.test', names: nora.id }],
    );
    await submit(olga.token)();
    await step(
      () => t.request('/internal/activate', { token: cast.staff, json: { investor_id: olga.id, decision: 'refuse', reason: 'No accreditation.' } }),
      [{ kind: 'investorRefused', to: 'olga@example.test', names: olga.id }],
    );
  });

  it('a publication: submitted, to review, rejected, approved', async () => {
    await t.request('/publication', { method: 'PUT', token: cast.owner, json: publicationBody(cast.projectId) });
    const submit = () => t.request('/publication', { token: cast.owner, json: { project_id: cast.projectId, action: 'submit' } });
    await step(submit, [
      { kind: 'publicationSubmitted', to: 'dana@example.test', names: cast.projectId },
      { kind: 'publicationToReview', to: ADMIN_EMAIL, names: 'Loire biochar, phase 2' },
    ]);
    opportunityId = (await json<Publication>(await t.request(`/publication?project_id=${cast.projectId}`, { token: cast.owner }))).id;
    const decide = (decision: 'approve' | 'reject') => () =>
      t.request('/internal/publication', {
        token: cast.staff,
        json: { publication_id: opportunityId, decision, ...(decision === 'reject' ? { reason: 'Name the offtaker.' } : {}) },
      });
    await step(decide('reject'), [{ kind: 'publicationRejected', to: 'dana@example.test', names: 'Name the offtaker.' }]);
    await submit();
    await step(decide('approve'), [{ kind: 'publicationApproved', to: 'dana@example.test', names: opportunityId }]);
  });

  it('an information request: the investor asks, the developer answers, each opens the thread', async () => {
    await step(
      () => t.request('/request', { token: cast.activated, json: { opportunity_id: opportunityId, message: 'Who buys the heat?' } }),
      [{ kind: 'requestToDeveloper', to: 'dana@example.test', names: 'Who buys the heat?' }],
    );
    const [thread] = await json<InformationRequest[]>(await t.request(`/request?opportunity_id=${opportunityId}`, { token: cast.owner }));
    await step(
      () => t.request('/request', { method: 'PUT', token: cast.owner, json: { request_id: thread?.id, message: 'The farms nearby.' } }),
      [{ kind: 'requestToInvestor', to: 'abel@example.test', names: 'The farms nearby.' }],
    );
  });

  it('a commitment signed, and the data room asked for, opened and withdrawn', async () => {
    await step(
      () => signAs(t, cast.activated, opportunityId),
      [
        { kind: 'commitmentSigned', to: 'abel@example.test', names: opportunityId },
        { kind: 'commitmentReceived', to: 'dana@example.test', names: opportunityId },
      ],
    );
    const room = await buildRoom(t, cast, opportunityId);
    let requestId = '';
    await step(async () => {
      const response = await t.request('/sign-and-commit-opp/dataroom_request', {
        token: cast.activated,
        json: { opportunity_id: opportunityId, message: 'The offtake contract.' },
      });
      requestId = ((await response.clone().json()) as { id: string }).id;
      return response;
    }, [{ kind: 'dataroomRequested', to: 'dana@example.test', names: 'A. Technical' }]);
    await step(() => grant(t, cast.owner, { request_id: requestId, folder_id: room.folderA }), [{ kind: 'dataroomGranted', to: 'abel@example.test', names: 'A. Technical' }]);
    await step(
      () => t.request('/sign-and-commit-opp/revoke', { token: cast.owner, json: { request_id: requestId } }),
      [{ kind: 'dataroomRevoked', to: 'abel@example.test', names: opportunityId }],
    );
    // requirements: staff unpublish the opportunity, its developer reads why; the grants left end
    // as at a close, and that mail opens what was signed (a developer's close sends the same: signing-after-close).
    await grant(t, cast.owner, { request_id: requestId, folder_id: room.folderB });
    await step(
      () => t.request('/internal/publication', { token: cast.staff, json: { publication_id: opportunityId, decision: 'unpublish', reason: 'The offtake lapsed.' } }),
      [
        { kind: 'publicationUnpublished', to: 'dana@example.test', names: 'The offtake lapsed.' },
        { kind: 'dataroomClosed', to: 'abel@example.test', names: opportunityId },
      ],
    );
  });

  it('a project shared and offered, to an address whose account speaks the language', async () => {
    const ines = await t.signIn({ name: 'Ines Invited', email: 'ines@example.test' });
    await speak('ines@example.test', ines.token);
    await step(
      () => t.request('/share', { token: cast.owner, json: { project_id: cast.projectId, kind: 'invite', email: 'ines@example.test', right: 'read' } }),
      [{ kind: 'invitation', to: 'ines@example.test', names: cast.projectId }],
    );
    await step(
      () => t.request('/ownership', { token: cast.owner, json: { project_id: cast.projectId, email: 'ines@example.test' } }),
      [{ kind: 'transfer', to: 'ines@example.test', names: cast.projectId }],
    );
  });

  it('an alarm raised on a plant, to the project’s owner; left unacknowledged, to its editors', async () => {
    const owner = await t.signIn({ name: 'Plant Owner', email: 'plant.owner@example.test' });
    await speak('plant.owner@example.test', owner.token);
    const plant = await createPlant(t, owner.token);
    await share(t, plant.owner, plant.projectId, 'ines@example.test', 'read');
    await t.request('/monitoring/alarms/rules', { token: plant.owner, json: { parameter_id: plant.temperature.id, kind: 'out_of_range' } });
    const at = (minute: number) => new Date(Date.UTC(2026, 10, 24, 6, minute)).toISOString();
    await step(async () => {
      await ingestOk(t, plant.device.key, [{ parameter: 'temperature', time: at(0), value: 990 }]);
      return t.request(`/monitoring/alarms?reactor_id=${plant.reactor.id}&state=active`, { token: plant.owner });
    }, [{ kind: 'alarmRaised', to: 'plant.owner@example.test', names: plant.reactor.id }]);
    const [alarm] = await json<Alarm[]>(await t.request(`/monitoring/alarms?reactor_id=${plant.reactor.id}&state=active`, { token: plant.owner }));
    expect(alarm?.message).toContain('above 700');

    // Left unacknowledged past its rule's delay, it goes to the project's editors (the sweep's clock moved ahead).
    const editor = await t.signIn({ name: 'Plant Editor', email: 'plant.editor@example.test' });
    await speak('plant.editor@example.test', editor.token);
    await share(t, plant.owner, plant.projectId, 'plant.editor@example.test', 'edit');
    const logger = createLogger({ level: 'silent' });
    const evaluator = createAlarmEvaluator(t.database.db, { logger, mail: createMailSender({ mailer: outbox, logger, appOrigin: TEST_ORIGIN }) });
    await step(async () => {
      await evaluator.sweepEscalations(new Date(Date.now() + 2 * 3_600_000));
      return new Response('{}', { status: 200 });
    }, [{ kind: 'alarmEscalated', to: 'plant.editor@example.test', names: alarm?.id ?? 'the alarm' }]);
  });

  it('a to-do’s reminders, three days before its due date and on it (R-24.12)', async () => {
    const due = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    expect((await t.request('/jtbd/create', { token: cast.owner, json: { project_id: cast.projectId, title: 'Send the lab report', due_date: due } })).status).toBe(200);
    const dueAt = Date.parse(`${due}T12:00:00Z`);
    await step(() => remindTodosAt(t, outbox, new Date(dueAt - 3 * 86_400_000)), [{ kind: 'todoDueSoon', to: 'dana@example.test', names: cast.projectId }]);
    await step(() => remindTodosAt(t, outbox, new Date(dueAt)), [{ kind: 'todoDueToday', to: 'dana@example.test', names: cast.projectId }]);
  });

  it('a proposal: sent, asked, answered, revised, accepted and declined, each to the other side', () => proposalMailSteps(t, cast, speak, step));
  it('a company invitation, in the language of the invitee’s account, opening the page that joins (R-23.19)', () => companyInvitationSteps(t, cast, speak, step));
  it('an OEM: refused, verified, then the digests of a strong match to both sides', () => oemMailSteps(t, cast.staff, speak, step));
  it('the support desk: a new request, a reply each way, and a late first reply (issue 24)', () => supportMailSteps(t, cast, outbox, step));

  it('an erasure asked for: declined with staff’s reason, then carried out (issue 24)', async () => {
    const email = `leaver-${language}@example.test`;
    const leaver = await t.signIn({ name: 'Lena Leaver', email });
    await speak(email, leaver.token);
    const ask = async () => expect((await t.request('/me/erasure', { token: leaver.token, json: { confirm: true } })).status).toBe(200);
    await ask();
    const reason = 'An open invoice must be settled first';
    await step(
      () => t.request('/internal/user_delete/decline', { token: cast.staff, json: { user_id: leaver.id, reason } }),
      [{ kind: 'erasureDeclined', to: email, names: reason }],
    );
    await ask();
    // The last mail to the address: its link opens the landing page, which names nothing of the erased account.
    await step(
      () => t.request('/internal/user_delete', { token: cast.staff, json: { user_id: leaver.id, confirm_email: email, reason: 'Asked from the account page' } }),
      [{ kind: 'erasureCarriedOut', to: email, names: '' }],
    );
  });

  it('has sent and followed every kind of every catalogue', () => {
    const kinds = [INVESTMENT_MAIL, PROJECT_MAIL, MONITORING_MAIL, TODO_MAIL, PROPOSALS_MAIL, COMPANY_MAIL, OEM_MAIL, SUPPORT_MAIL, ERASURE_MAIL].flatMap((catalogue) =>
      Object.keys(catalogue[language]),
    );
    expect([...kindsSeen].sort()).toEqual(kinds.sort());
  });
});
