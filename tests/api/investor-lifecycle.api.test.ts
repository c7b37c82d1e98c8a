import { eq } from 'drizzle-orm';
import type { InvestorHome, StaffInvestor } from '@/lib/schemas/investors';
import { dataroomGrants, investors, opportunities, requestMessages, users } from '@/server/db/schema';
import { ADMIN_EMAIL, type TestApp } from './helpers/app';
import { buildRoom, grant, grantedInvestor, json, requestRoom } from './helpers/dataroom';
import { castOf, investmentApp, investorBody, publish, type Cast } from './helpers/opportunities';

// Issue 21, items 2, 4, 10, 17 (requirements ): a role takes effect on the next request,
// an activated investor who replaces their organisation or accreditation goes back to review, activation needs a
// confirmed address (staff see it), staff deactivate an investor, and the investor home says what is new.

jest.setTimeout(120_000);

let t: TestApp;
let mail: Awaited<ReturnType<typeof investmentApp>>['mail'];
let cast: Cast;

beforeAll(async () => {
  ({ t, mail } = await investmentApp());
  cast = await castOf(t);
});

afterAll(async () => {
  await t?.close();
});

const decide = (token: string, body: Record<string, unknown>) => t.request('/internal/activate', { token, json: body });
const mine = async (token: string) => (await (await t.request('/investor', { token })).json()) as { status: string };
const me = async (token: string) => (await (await t.request('/me', { token })).json()) as { roles: string[]; investor_activated: boolean };

describe('a role', () => {
  it('takes effect on the next request once the staff address is confirmed, with the token issued before', async () => {
    const staff = await t.signIn({ name: 'New Staff', email: ADMIN_EMAIL, emailVerified: false });
    expect(staff.roles).not.toContain('admin');
    expect((await t.request('/internal/investor', { token: staff.token })).status).toBe(403);
    // The provider's confirmation link writes the record; the token still says email_verified: false.
    await t.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, staff.id));
    expect((await t.request('/internal/investor', { token: staff.token })).status).toBe(200);
    expect((await me(staff.token)).roles).toContain('admin');
  });

  it('given by staff takes effect on the user’s next request', async () => {
    const person = await t.signIn({ name: 'Pat Promoted' });
    expect((await t.request('/internal/investor', { token: person.token })).status).toBe(403);
    const changed = await t.request('/users', { method: 'PATCH', token: cast.staff, json: { user_id: person.id, roles: ['developer', 'admin'] } });
    expect(changed.status).toBe(200);
    expect((await t.request('/internal/investor', { token: person.token })).status).toBe(200);
  });
});

describe('activation', () => {
  it('is refused while the investor’s address is unconfirmed, and staff see it on the queue', async () => {
    const investor = await t.signIn({ name: 'Una Unconfirmed', email: 'una@example.test', emailVerified: false, tfp: 'investors' });
    await t.request('/investor', { method: 'PUT', token: investor.token, json: investorBody });
    const queue = await json<{ items: StaffInvestor[] }>(await t.request('/internal/investor?status=pending&search=una', { token: cast.staff }));
    expect(queue.items.map((item: StaffInvestor) => [item.email, item.email_verified])).toEqual([['una@example.test', false]]);
    const refused = await decide(cast.staff, { investor_id: investor.id, decision: 'activate' });
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain('confirmed');
    expect((await mine(investor.token)).status).toBe('pending');
    await t.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, investor.id));
    expect((await decide(cast.staff, { investor_id: investor.id, decision: 'activate' })).status).toBe(200);
    expect((await me(investor.token)).investor_activated).toBe(true);
  });

  it('ends when an activated investor replaces their organisation or accreditation, not when they change a ticket', async () => {
    const ticket = await t.request('/investor', { method: 'PUT', token: cast.activated, json: { ...investorBody, ticket_max: 3_000_000 } });
    expect((await ticket.json()) as { status: string }).toMatchObject({ status: 'activated' });
    const sent = mail.sent.length;
    const renamed = await t.request('/investor', { method: 'PUT', token: cast.activated, json: { ...investorBody, organisation: 'Another Fund' } });
    expect((await renamed.json()) as { status: string }).toMatchObject({ status: 'pending' });
    expect((await me(cast.activated)).investor_activated).toBe(false);
    expect((await t.request('/opportunity?sort=newest', { token: cast.activated })).status).toBe(200);
    expect((await t.request('/investor/home', { token: cast.activated })).status).toBe(403);
    expect(mail.sent.slice(sent).map((message) => message.to)).toContain('abel@example.test');
    expect((await decide(cast.staff, { investor_id: cast.activatedId, decision: 'activate' })).status).toBe(200);
    const accredited = await t.request('/investor', {
      method: 'PUT',
      token: cast.activated,
      json: { ...investorBody, organisation: 'Another Fund', accreditation: `${investorBody.accreditation} Now a family office.` },
    });
    expect((await accredited.json()) as { status: string }).toMatchObject({ status: 'pending' });
    expect((await decide(cast.staff, { investor_id: cast.activatedId, decision: 'activate' })).status).toBe(200);
  });
});

describe('deactivation', () => {
  it('withdraws an activation, tells the investor what they lose, and is refused to a pending investor and to non-staff', async () => {
    const fresh = await castOf(t);
    expect((await decide(fresh.activated, { investor_id: fresh.activatedId, decision: 'deactivate' })).status).toBe(403);
    expect((await decide(fresh.staff, { investor_id: fresh.investorId, decision: 'deactivate' })).status).toBe(409);
    const done = await json<StaffInvestor>(await decide(fresh.staff, { investor_id: fresh.activatedId, decision: 'deactivate', reason: 'Accreditation lapsed.' }));
    expect(done.status).toBe('deactivated');
    expect((await me(fresh.activated)).investor_activated).toBe(false);
    expect((await t.request('/investor/home', { token: fresh.activated })).status).toBe(403);
    expect(mail.sent.at(-1)).toMatchObject({ to: 'abel@example.test', subject: 'Your investor account was deactivated', text: expect.stringContaining('data rooms') });
    expect(mail.sent.at(-1)?.text).toContain('Accreditation lapsed.');
    // Editing the profile sends it back to review; staff may activate again.
    const edited = await t.request('/investor', { method: 'PUT', token: fresh.activated, json: investorBody });
    expect((await edited.json()) as { status: string }).toMatchObject({ status: 'pending' });
    expect((await decide(fresh.staff, { investor_id: fresh.activatedId, decision: 'activate' })).status).toBe(200);
  });

  it('is written in the investor’s language', async () => {
    const fresh = await castOf(t);
    await t.request('/me', { token: fresh.activated, headers: { language: 'fr' } });
    await decide(fresh.staff, { investor_id: fresh.activatedId, decision: 'deactivate' });
    expect(mail.sent.at(-1)).toMatchObject({ subject: 'Votre compte investisseur a été désactivé', text: expect.stringContaining('salles de données') });
  });
});

describe('the investor home', () => {
  it('lists saved opportunities, questions, commitments and data rooms, and what is new since the previous visit', async () => {
    const fresh = await castOf(t);
    const gina = await grantedInvestor(t);
    const first = await json<InvestorHome>(await t.request('/investor/home', { token: gina.token }));
    expect(first).toMatchObject({ previous_visit_at: null, saved: [], questions: [], commitments: [], datarooms: [], new_opportunities: 0 });
    // The previous visit was long ago: what follows is new since then.
    await t.database.db
      .update(investors)
      .set({ visitedAt: new Date(Date.now() - 3600_000) })
      .where(eq(investors.userId, gina.id));
    const opportunityId = await publish(t, fresh);
    await t.request('/opportunity', { method: 'PUT', token: gina.token, json: { opportunity_id: opportunityId, saved: true } });
    const asked = await json<{ id: string }>(await t.request('/request', { token: gina.token, json: { opportunity_id: opportunityId, message: 'Who buys the heat?' } }));
    await t.request('/request', { method: 'PUT', token: fresh.owner, json: { request_id: asked.id, message: 'A greenhouse next door.' } });
    const room = await buildRoom(t, fresh, opportunityId);
    const request = await requestRoom(t, gina, opportunityId);
    await json(await grant(t, fresh.owner, { request_id: request.id, folder_id: room.folderA, can_download: false }));

    const home = await json<InvestorHome>(await t.request('/investor/home', { token: gina.token }));
    expect(home.previous_visit_at).not.toBeNull();
    expect(home.new_opportunities).toBeGreaterThanOrEqual(1);
    expect(home.saved).toEqual([expect.objectContaining({ opportunity_id: opportunityId, title: 'Loire biochar, phase 2', is_new: true })]);
    expect(home.questions).toEqual([expect.objectContaining({ request_id: asked.id, opportunity_id: opportunityId, messages: 2, awaiting_reply: false, is_new: true })]);
    expect(home.commitments).toEqual([expect.objectContaining({ opportunity_id: opportunityId, title: 'Loire biochar, phase 2', currency: 'EUR' })]);
    expect(home.datarooms).toEqual([expect.objectContaining({ opportunity_id: opportunityId, folders: 1, is_new: true })]);

    // A reload within the same visit keeps its news; the next visit, after a pause, starts from this one.
    const reloaded = await json<InvestorHome>(await t.request('/investor/home', { token: gina.token }));
    expect(reloaded.previous_visit_at).toBe(home.previous_visit_at);
    expect(reloaded.saved[0]?.is_new).toBe(true);
    // Everything happened two hours ago; the last visit was one hour ago, and ended.
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
    await t.database.db.update(opportunities).set({ publishedAt: twoHoursAgo });
    await t.database.db.update(dataroomGrants).set({ grantedAt: twoHoursAgo });
    await t.database.db.update(requestMessages).set({ createdAt: twoHoursAgo });
    await t.database.db
      .update(investors)
      .set({ visitedAt: new Date(Date.now() - 3600_000) })
      .where(eq(investors.userId, gina.id));
    const later = await json<InvestorHome>(await t.request('/investor/home', { token: gina.token }));
    expect(later.saved[0]?.is_new).toBe(false);
    expect(later.datarooms[0]?.is_new).toBe(false);
    expect(later.questions[0]?.is_new).toBe(false);
    expect(later.new_opportunities).toBe(0);
  });

  it('is refused to a pending investor, a developer and a visitor', async () => {
    expect((await t.request('/investor/home', { token: cast.investor })).status).toBe(403);
    expect((await t.request('/investor/home', { token: cast.owner })).status).toBe(403);
    expect((await t.request('/investor/home')).status).toBe(401);
  });
});
