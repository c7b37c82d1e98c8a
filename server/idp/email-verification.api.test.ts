// Issue 10, defect 2: local sign-up sends a confirmation link; tokens say email_verified truthfully; federated
// identities count as confirmed only by their provider's email_verified claim.
import { desc, eq } from 'drizzle-orm';
import { idpAccounts, mailOutbox } from '@/server/db/schema/idp';
import { authenticate, createLocalAccount, findAccountByEmail, upsertFederatedAccount } from './accounts';
import { TestBrowser } from './testing/browser';
import { authorize, payloadOf, redeem, startTestIdp, type TestIdp } from './testing/harness';

// The first suite of a run makes the migrated template the provider's database comes from (migrating from nothing):
// slow on a loaded machine, and 30 s was once too short.
jest.setTimeout(120_000);

const PASSWORD = 'a password for tests';
let testIdp: TestIdp;

beforeAll(async () => {
  testIdp = await startTestIdp();
});

afterAll(async () => {
  await testIdp.close();
});

async function latestMailTo(to: string) {
  const [mail] = await testIdp.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.createdAt)).limit(1);
  return mail;
}

async function tokensAfterSignIn(browser: TestBrowser, email: string) {
  const authorization = await authorize(browser, testIdp, { prompt: 'login' });
  const done = await browser.submit(authorization.visit, { email, password: PASSWORD }, `${testIdp.origin}/?`);
  return redeem(testIdp, authorization, done);
}

describe('confirming the address of a local account', () => {
  it('sends a link at sign-up; the account works at once, its tokens say email_verified until the link is followed', async () => {
    const browser = new TestBrowser();
    const signUp = await authorize(browser, testIdp, { signup: true });
    const done = await browser.submit(signUp.visit, { name: 'Vera Verify', email: 'Vera@example.com', password: PASSWORD }, `${testIdp.origin}/?`);
    const first = await redeem(testIdp, signUp, done);
    expect(payloadOf(first.access_token)).toMatchObject({ email: 'vera@example.com', email_verified: false });
    expect((await testIdp.verifier.verify(first.access_token)).emailVerified).toBe(false);

    const mail = await latestMailTo('vera@example.com');
    expect(mail.subject).toBe('Confirm your e-mail address for Groundwork');
    const link = /https?:\/\/\S+\/idp\/verify\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0] ?? '';
    expect(link).not.toBe('');

    // Any browser: the link is what proves the address.
    const page = await new TestBrowser().visit(link);
    expect(page.status).toBe(200);
    expect(page.body).toContain('Your e-mail address is confirmed');
    const again = await new TestBrowser().visit(link);
    expect(again.status).toBe(410);

    const renewed = await tokensAfterSignIn(browser, 'vera@example.com');
    expect(payloadOf(renewed.access_token)).toMatchObject({ email_verified: true });
    expect(payloadOf(renewed.id_token)).toMatchObject({ email_verified: true });
  });

  it('refuses a made-up or expired link', async () => {
    const made = await new TestBrowser().visit(`${testIdp.settings.issuer}/verify/not-a-real-token`);
    expect(made.status).toBe(410);
    expect(made.body).toContain('This link no longer works');
  });
});

describe('federated identities', () => {
  const identity = { issuer: 'https://accounts.google.example', name: 'Fred Federated', policy: 'google' as const };

  it('are confirmed only when their provider says email_verified', async () => {
    const db = testIdp.database.db;
    const unverified = await upsertFederatedAccount(db, { ...identity, subject: 'g-1', email: 'fred@example.com', emailVerified: false });
    expect(unverified.emailVerified).toBe(false);
    const later = await upsertFederatedAccount(db, { ...identity, subject: 'g-1', email: 'fred@example.com', emailVerified: true });
    expect(later.emailVerified).toBe(true);
    const stays = await upsertFederatedAccount(db, { ...identity, subject: 'g-1', email: 'fred@example.com', emailVerified: false });
    expect(stays.emailVerified).toBe(true);
  });

  it('take over an unconfirmed local account of their address without leaving its password to whoever made it', async () => {
    const db = testIdp.database.db;
    await createLocalAccount(db, { email: 'owned@example.com', password: 'squatter password', name: 'Squatter', policy: 'signin' });
    const linked = await upsertFederatedAccount(db, { ...identity, subject: 'g-2', email: 'owned@example.com', emailVerified: true });
    expect(linked.emailVerified).toBe(true);
    expect(await authenticate(db, 'owned@example.com', 'squatter password')).toBeUndefined();
    const [row] = await db.select().from(idpAccounts).where(eq(idpAccounts.email, 'owned@example.com'));
    expect(row.passwordHash).toBeNull();
    expect((await findAccountByEmail(db, 'owned@example.com'))?.federatedSubject).toBe('g-2');
  });
});
