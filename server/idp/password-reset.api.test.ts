import { desc, eq } from 'drizzle-orm';
import { mailOutbox } from '@/server/db/schema/idp';
import { TestBrowser } from './testing/browser';
import { authorize, redeem, startTestIdp, type TestIdp } from './testing/harness';

// The first suite of a run makes the migrated template the provider's database comes from (migrating from nothing):
// slow on a loaded machine, and 30 s was once too short.
jest.setTimeout(120_000);

const OLD_PASSWORD = 'the old password 1';
const NEW_PASSWORD = 'a brand new password 2';

let testIdp: TestIdp;

beforeAll(async () => {
  testIdp = await startTestIdp();
  const browser = new TestBrowser();
  const { visit } = await authorize(browser, testIdp, { signup: true });
  await browser.submit(visit, { name: 'Rita Reset', email: 'rita@example.com', password: OLD_PASSWORD }, `${testIdp.origin}/?`);
});

afterAll(async () => {
  await testIdp.close();
});

async function latestMailTo(to: string) {
  const [mail] = await testIdp.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.createdAt)).limit(1);
  return mail;
}

async function signIn(password: string) {
  const browser = new TestBrowser();
  const authorization = await authorize(browser, testIdp);
  const done = await browser.submit(authorization.visit, { email: 'rita@example.com', password }, `${testIdp.origin}/?`);
  return { authorization, done };
}

describe('password reset by e-mailed link', () => {
  it('sends a link, sets the new password through it, and retires the old one', async () => {
    const browser = new TestBrowser();
    const reset = await authorize(browser, testIdp, { policy: 'reset' });
    expect(reset.visit.body).toContain('Reset your password');
    const sent = await browser.submit(reset.visit, { email: 'Rita@example.com' });
    expect(sent.status).toBe(200);
    expect(sent.body).toContain('Check your inbox');

    const mail = await latestMailTo('rita@example.com');
    expect(mail.subject).toBe('Reset your Groundwork password');
    const link = /https?:\/\/\S+\/idp\/reset\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
    expect(link).toBeDefined();

    const linkBrowser = new TestBrowser();
    const form = await linkBrowser.visit(link ?? '');
    expect(form.body).toContain('Choose a new password');
    const mismatch = await linkBrowser.submit(form, { password: NEW_PASSWORD, confirmPassword: 'something else 3' });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body).toContain('The two passwords differ.');
    const done = await linkBrowser.submit(mismatch, { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(done.body).toContain('Your password has been changed');

    const reused = await linkBrowser.visit(link ?? '');
    expect(reused.status).toBe(410);

    const withNew = await signIn(NEW_PASSWORD);
    const tokens = await redeem(testIdp, withNew.authorization, withNew.done);
    expect((await testIdp.verifier.verify(tokens.access_token)).email).toBe('rita@example.com');
    const withOld = await signIn(OLD_PASSWORD);
    expect(withOld.done.status).toBe(401);
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const browser = new TestBrowser();
    const reset = await authorize(browser, testIdp, { policy: 'reset' });
    const sent = await browser.submit(reset.visit, { email: 'nobody@example.com' });
    expect(sent.body).toContain('Check your inbox');
    expect(await latestMailTo('nobody@example.com')).toBeUndefined();
  });

  it('offers the reset from the sign-in page and lists the mail in the development outbox', async () => {
    const browser = new TestBrowser();
    const { visit } = await authorize(browser, testIdp);
    const resetHref = /href="([^"]*\/reset)"/.exec(visit.body)?.[1];
    expect(resetHref).toBeDefined();
    const form = await browser.visit(new URL(resetHref ?? '', visit.url).href);
    await browser.submit(form, { email: 'rita@example.com' });
    const outbox = await browser.visit(`${testIdp.idp.outboxUrl}?to=rita@example.com`);
    expect(outbox.body).toContain('Development outbox');
    expect(outbox.body).toContain('/idp/reset/');
    const json = (await (await fetch(`${testIdp.idp.outboxUrl}?format=json`)).json()) as { to: string }[];
    expect(json[0]).toMatchObject({ to: 'rita@example.com' });
  });
});
