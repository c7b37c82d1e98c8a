// Issue 10, defect 2: a grant made to an e-mail address (an invitation, an ownership transfer) is honoured only once
// the address is confirmed by its holder; issue 9: an invitation sends a mail; "Change my password" is a real form.
import { desc, eq } from 'drizzle-orm';
import type { CreatedShare, OwnershipTransfer, PendingOwnership, ProjectList } from '@/lib/schemas/projects';
import type { Me } from '@/lib/schemas/users';
import { users } from '@/server/db/schema';
import { mailOutbox } from '@/server/db/schema/idp';
import { authenticate, createLocalAccount, upsertFederatedAccount } from '@/server/idp/accounts';
import { confirmEmail } from '@/server/idp/email-verification';
import { createLocalAccounts } from '@/server/idp/local-accounts';
import { createLogger } from '@/server/logger';
import { createMailer } from '@/server/mail/mailer';
import { createAccountService, OTHER_PROVIDER_ADDRESS, OTHER_PROVIDER_PASSWORD } from '@/server/modules/users/account-service';
import { createTestApp, errorMessage, type TestApp } from './helpers/app';
import { createProject, templateId } from './helpers/projects';

jest.setTimeout(120_000);

let t: TestApp;
let template: string;
const logger = createLogger({ level: 'silent' });

beforeAll(async () => {
  t = await createTestApp({
    deps: (database) => {
      const mailer = createMailer({ db: database.db, logger });
      return { mailer, localAccounts: createLocalAccounts({ db: database.db, mailer, issuer: 'https://groundwork.test/idp', logger }) };
    },
  });
  template = await templateId(t);
});

afterAll(async () => {
  await t?.close();
});

async function mailTo(to: string) {
  return t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.createdAt));
}

/** An account of the built-in provider and a token for it, with the address confirmed or not (as at sign-up). */
async function localUser(email: string, options: { verified?: boolean; password?: string } = {}) {
  const account = await createLocalAccount(t.database.db, { email, password: options.password ?? 'a good password 1', name: email.split('@')[0], policy: 'signin' });
  const token = await t.tokens.mint({ sub: account.id, email, name: account.name, emailVerified: options.verified ?? false });
  return { account, token };
}

async function me(token: string): Promise<Me> {
  return (await (await t.request('/me', { token })).json()) as Me;
}

describe('grants made to an address', () => {
  const heir = 'heir@example.test';
  let ownerToken: string;
  let projectId: string;
  let transferId: string;

  beforeAll(async () => {
    ownerToken = (await t.signIn({ email: 'giver@example.test', name: 'Gina Giver' })).token;
    projectId = (await createProject(t, ownerToken, template, 'Kiln in Kisumu')).id;
    const invited = await t.request('/share', { token: ownerToken, json: { project_id: projectId, kind: 'invite', email: heir, right: 'edit' } });
    expect(invited.status).toBe(200);
    expect(((await invited.json()) as CreatedShare & { kind: 'invite' }).grant.user).toBeNull();
    const transfer = await t.request('/ownership', { token: ownerToken, json: { project_id: projectId, email: heir } });
    transferId = ((await transfer.json()) as OwnershipTransfer).id;
  });

  it('tells the invitee by mail, with a link to the project', async () => {
    const [transferMail, inviteMail] = await mailTo(heir);
    expect(inviteMail.subject).toBe('Gina Giver shared the project “Kiln in Kisumu” with you on Groundwork');
    expect(inviteMail.text).toContain(`https://groundwork.test/projects/${projectId}`);
    expect(transferMail.subject).toBe('Gina Giver offers you the project “Kiln in Kisumu” on Groundwork');
  });

  it('gives nothing to whoever signs up first with the address without confirming it', async () => {
    const squatter = await localUser(heir);
    expect(await me(squatter.token)).toMatchObject({ email: heir, email_verified: false });
    expect((await t.request(`/project?id=${projectId}`, { token: squatter.token })).status).toBe(404);
    const shared = (await (await t.request('/projects?scope=shared', { token: squatter.token })).json()) as ProjectList;
    expect(shared.items).toEqual([]);
    const pending = (await (await t.request('/get_ownership', { token: squatter.token })).json()) as PendingOwnership;
    expect(pending.incoming).toEqual([]);
    const take = await t.request('/ownership', { method: 'PUT', token: squatter.token, json: { id: transferId, decision: 'accept' } });
    expect(take.status).toBe(403);
    expect(await errorMessage(take)).toMatch(/^Confirm your e-mail address first/);
    const list = (await (await t.request(`/share?project_id=${projectId}`, { token: ownerToken })).json()) as { grants: { user: unknown }[] };
    expect(list.grants[0].user).toBeNull();
  });

  it('opens them once the holder follows the link, with the token they already hold', async () => {
    const holder = await localUser('holder@example.test');
    const sent = await t.request('/me/verification', { method: 'POST', token: holder.token });
    expect(sent.status).toBe(200);
    const [mail] = await mailTo('holder@example.test');
    const token = /\/idp\/verify\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1] ?? '';
    expect(await me(holder.token)).toMatchObject({ email_verified: false });
    expect(await confirmEmail(t.database.db, 'https://groundwork.test/idp', token)).toMatchObject({ emailVerified: true });
    expect(await me(holder.token)).toMatchObject({ email_verified: true });
    // The link works once.
    expect(await confirmEmail(t.database.db, 'https://groundwork.test/idp', token)).toBeUndefined();
  });

  it('counts an address confirmed by the provider (email_verified) as confirmed', async () => {
    const verified = await t.signIn({ email: heir, name: 'Real Heir', emailVerified: true });
    expect((await t.request(`/project?id=${projectId}`, { token: verified.token })).status).toBe(200);
    const pending = (await (await t.request('/get_ownership', { token: verified.token })).json()) as PendingOwnership;
    expect(pending.incoming.map((transfer) => transfer.id)).toEqual([transferId]);
    const accepted = await t.request('/ownership', { method: 'PUT', token: verified.token, json: { id: transferId, decision: 'accept' } });
    expect(accepted.status).toBe(200);
  });
});

describe('a former owner', () => {
  it('keeps the edit access the transfer left them, confirmed address or not', async () => {
    const seller = await localUser('seller-unconfirmed@example.test');
    const projectId = (await createProject(t, seller.token, template, 'Handed over')).id;
    const buyer = await t.signIn({ email: 'buyer-confirmed@example.test', emailVerified: true });
    const transfer = await t.request('/ownership', { token: seller.token, json: { project_id: projectId, email: 'buyer-confirmed@example.test' } });
    const { id } = (await transfer.json()) as OwnershipTransfer;
    expect((await t.request('/ownership', { method: 'PUT', token: buyer.token, json: { id, decision: 'accept' } })).status).toBe(200);

    const after = await t.request(`/project?id=${projectId}`, { token: seller.token });
    expect(after.status).toBe(200);
    expect(((await after.json()) as { access: string }).access).toBe('edit');
    const shared = (await (await t.request('/projects?scope=shared', { token: seller.token })).json()) as ProjectList;
    expect(shared.items.map((item) => item.id)).toEqual([projectId]);
  });
});

describe('POST /me/verification', () => {
  it('sends a new link at most once a minute, and only while the address is unconfirmed', async () => {
    const user = await localUser('again@example.test');
    expect((await t.request('/me/verification', { method: 'POST', token: user.token })).status).toBe(200);
    const soon = await t.request('/me/verification', { method: 'POST', token: user.token });
    expect(soon.status).toBe(429);
    expect((await mailTo('again@example.test')).length).toBe(1);

    const confirmed = await t.signIn({ email: 'confirmed@example.test', emailVerified: true });
    const already = await t.request('/me/verification', { method: 'POST', token: confirmed.token });
    expect(already.status).toBe(409);
    expect(await errorMessage(already)).toBe('Your e-mail address is already confirmed');
  });

  it('leaves the addresses of Google and LinkedIn identities to their provider', async () => {
    const account = await upsertFederatedAccount(t.database.db, {
      issuer: 'https://accounts.google.example',
      subject: 'google-42',
      email: 'federated@example.test',
      emailVerified: false,
      name: 'Fed Erated',
      policy: 'google',
    });
    const token = await t.tokens.mint({ sub: account.id, email: account.email, emailVerified: false, tfp: 'google' });
    const response = await t.request('/me/verification', { method: 'POST', token });
    expect(response.status).toBe(409);
    expect(await errorMessage(response)).toBe(OTHER_PROVIDER_ADDRESS);
    expect(await mailTo('federated@example.test')).toEqual([]);
  });

  it('sends people of another provider back to it (Azure AD B2C: no built-in provider)', async () => {
    const user = await t.signIn({ email: 'elsewhere@example.test', emailVerified: false });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    const accounts = createAccountService(undefined);
    await expect(accounts.resendVerification(row)).rejects.toThrow(OTHER_PROVIDER_ADDRESS);
    await expect(accounts.changePassword(row, { current_password: 'x', new_password: 'y' })).rejects.toThrow(OTHER_PROVIDER_PASSWORD);
  });
});

describe('PUT /me/password', () => {
  it('changes the password given the current one', async () => {
    const user = await localUser('changer@example.test', { password: 'the first password' });
    const change = (json: unknown) => t.request('/me/password', { method: 'PUT', token: user.token, json });

    const wrong = await change({ current_password: 'not the password', new_password: 'the second password' });
    expect(wrong.status).toBe(422);
    expect(await errorMessage(wrong)).toBe('The current password is not right');
    const short = await change({ current_password: 'the first password', new_password: 'short' });
    expect(short.status).toBe(400);
    expect(await errorMessage(short)).toMatch(/at least 10 characters/);
    expect(await authenticate(t.database.db, 'changer@example.test', 'the first password')).toBeDefined();

    const done = await change({ current_password: 'the first password', new_password: 'the second password' });
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ changed: true });
    expect(await authenticate(t.database.db, 'changer@example.test', 'the first password')).toBeUndefined();
    expect(await authenticate(t.database.db, 'changer@example.test', 'the second password')).toBeDefined();
  });

  it('slows repeated wrong passwords down', async () => {
    const user = await localUser('guessed@example.test');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const response = await t.request('/me/password', { method: 'PUT', token: user.token, json: { current_password: `guess ${attempt}`, new_password: 'whatever password' } });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
  });
});
