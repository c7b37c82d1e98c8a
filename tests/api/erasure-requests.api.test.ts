// Issue 24, items 10 and 11: a user asks for the erasure of their account; the request waits on staff's console (its
// home counts it, the user's page shows it, the search filters on it) until staff decline it with a reason or carry
// out the erasure; the user gets a mail in their language either way, whose link opens a page.
import type { StaffConsole } from '@/lib/schemas/console';
import type { MyErasureRequest } from '@/lib/schemas/erasure-requests';
import type { StaffUserDetails, StaffUsersPage } from '@/lib/schemas/staff-users';
import { verifyAuditChain } from '@/server/modules/audit/public';
import { createTestApp, errorMessage, TEST_ORIGIN, type TestApp } from './helpers/app';
import { recordingMailer } from './helpers/opportunities';

jest.setTimeout(90_000);

const outbox = recordingMailer();
let t: TestApp;
let staff: { token: string; id: string };

beforeAll(async () => {
  t = await createTestApp({ deps: () => ({ mailer: outbox }) });
  staff = await t.signIn({ email: 'staff@groundwork.test', name: 'Staff Member' });
});

afterAll(async () => {
  await t?.close();
});

async function json<T>(response: Response, status = 200): Promise<T> {
  expect({ status: response.status, body: response.status === status ? null : await response.text() }).toEqual({ status, body: null });
  return (await response.json()) as T;
}

const erasuresWaiting = async () => (await json<StaffConsole>(await t.request('/internal/console', { token: staff.token }))).counters.find((counter) => counter.key === 'erasures');
const details = (userId: string) => t.request(`/internal/users/details?user_id=${userId}`, { token: staff.token }).then((response) => json<StaffUserDetails>(response));
const mailTo = (email: string) => outbox.sent.filter((message) => message.to === email);

it('waits on the console until staff decline it, mailed in the user’s language with the reason', async () => {
  const user = await t.signIn({ name: 'Félicie Fournier', email: 'felicie@example.test' });
  expect((await t.request('/me', { token: user.token, headers: { language: 'fr' } })).status).toBe(200);
  expect(await json<MyErasureRequest>(await t.request('/me/erasure', { token: user.token }))).toEqual({ request: null });
  const unconfirmed = await t.request('/me/erasure', { token: user.token, json: { confirm: false } });
  expect(unconfirmed.status).toBe(400);
  expect(await errorMessage(unconfirmed)).toMatch(/confirm/i);
  expect((await erasuresWaiting())?.count).toBe(0);

  const asked = await json<MyErasureRequest>(await t.request('/me/erasure', { token: user.token, json: { confirm: true } }));
  expect(asked.request).toMatchObject({ state: 'pending', decided_at: null, decline_reason: null });
  const again = await t.request('/me/erasure', { token: user.token, json: { confirm: true } });
  expect(again.status).toBe(409);
  expect(await erasuresWaiting()).toMatchObject({ count: 1, path: '/staff/users?erasure=requested' });
  expect((await details(user.id)).erasure_request).toMatchObject({ id: asked.request?.id, state: 'pending' });
  const listed = await json<StaffUsersPage>(await t.request('/internal/users?erasure=requested', { token: staff.token }));
  expect(listed.items.map((item) => item.id)).toEqual([user.id]);

  expect((await t.request('/internal/user_delete/decline', { token: staff.token, json: { user_id: user.id, reason: '  ' } })).status).toBe(400);
  const declined = await json<StaffUserDetails>(
    await t.request('/internal/user_delete/decline', { token: staff.token, json: { user_id: user.id, reason: 'Une facture ouverte doit d’abord être réglée.' } }),
  );
  expect(declined.erasure_request).toBeNull();
  expect((await erasuresWaiting())?.count).toBe(0);
  expect((await t.request('/internal/user_delete/decline', { token: staff.token, json: { user_id: user.id, reason: 'Twice' } })).status).toBe(404);
  const mine = await json<MyErasureRequest>(await t.request('/me/erasure', { token: user.token }));
  expect(mine.request).toMatchObject({ state: 'declined', decline_reason: 'Une facture ouverte doit d’abord être réglée.' });
  const [mail] = mailTo('felicie@example.test');
  expect(mail.subject).toBe('Votre demande d’effacement de compte a été refusée');
  expect(mail.text).toContain('Une facture ouverte doit d’abord être réglée.');
  expect(mail.text).toContain(`${TEST_ORIGIN}/account`);
  // The developer is not staff: they cannot decline anyone's request.
  expect((await t.request('/internal/user_delete/decline', { token: user.token, json: { user_id: user.id, reason: 'Mine' } })).status).toBe(403);
  expect(await verifyAuditChain(t.database.db, 'user', user.id)).toMatchObject({ valid: true, length: 2 });
});

it('is carried out by the erasure, which mails the address it had, in English, linking to the landing page', async () => {
  const user = await t.signIn({ name: 'Evan Erase', email: 'evan@example.test' });
  expect((await t.request('/me', { token: user.token, headers: { language: 'en' } })).status).toBe(200);
  await json<MyErasureRequest>(await t.request('/me/erasure', { token: user.token, json: { confirm: true } }));
  expect((await erasuresWaiting())?.count).toBe(1);
  await json(
    await t.request('/internal/user_delete', { token: staff.token, json: { user_id: user.id, confirm_email: 'evan@example.test', reason: 'Asked from the account page' } }),
  );
  expect((await erasuresWaiting())?.count).toBe(0);
  const [mail] = mailTo('evan@example.test');
  expect(mail.subject).toBe('Your Groundwork account has been erased');
  expect(mail.text).toContain('Signed investment commitments are kept');
  expect(mail.text).toContain(`${TEST_ORIGIN}/\n`);
  // Staff erased someone who had not asked: no mail.
  const other = await t.signIn({ name: 'Quiet Quinn', email: 'quinn@example.test' });
  await json(await t.request('/internal/user_delete', { token: staff.token, json: { user_id: other.id, confirm_email: 'quinn@example.test', reason: 'Duplicate account' } }));
  expect(mailTo('quinn@example.test')).toEqual([]);
});
