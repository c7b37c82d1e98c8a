// Issue 10, defect 1: without SMTP, mail reaches only the person running the server (the outbox's secret address
// and the log); with SMTP there is no outbox at all.
import { Writable } from 'node:stream';
import { createLogger } from '@/server/logger';
import { createMailer } from '@/server/mail/mailer';
import { TestBrowser } from './testing/browser';
import { authorize, startTestIdp, type TestIdp } from './testing/harness';

// The first suite of a run makes the migrated template the provider's database comes from (migrating from nothing):
// slow on a loaded machine, and 30 s was once too short.
jest.setTimeout(120_000);

const VICTIM = 'victim@example.com';

/** A logger whose JSON lines are kept in memory. */
function capturedLogger() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  return { logger: createLogger({ level: 'info', destination }), lines };
}

async function askReset(testIdp: TestIdp, email: string) {
  const browser = new TestBrowser();
  const reset = await authorize(browser, testIdp, { policy: 'reset' });
  const sent = await browser.submit(reset.visit, { email });
  expect(sent.body).toContain('Check your inbox');
}

describe('the outbox without SMTP', () => {
  let testIdp: TestIdp;
  const log = capturedLogger();

  beforeAll(async () => {
    testIdp = await startTestIdp({}, { logger: log.logger });
    const browser = new TestBrowser();
    const { visit } = await authorize(browser, testIdp, { signup: true });
    await browser.submit(visit, { name: 'Vic Tim', email: VICTIM, password: 'victim password 1' }, `${testIdp.origin}/?`);
    await askReset(testIdp, VICTIM);
  });

  afterAll(async () => {
    await testIdp.close();
  });

  it("does not give a victim's reset link to anyone who asks, loopback included", async () => {
    const issuer = testIdp.settings.issuer;
    const guesses = [
      `${issuer}/dev/outbox?format=json&to=${VICTIM}`,
      `${issuer}/dev/outbox`,
      `${issuer}/dev/outbox/`,
      `${issuer}/dev/outbox/not-the-secret?format=json`,
      `${issuer}/dev/outbox/${testIdp.mailer.outboxSecret?.slice(0, -1)}?format=json`,
    ];
    for (const url of guesses) {
      const response = await fetch(url);
      const body = await response.text();
      expect({ url, status: response.status }).toEqual({ url, status: 404 });
      expect(body).not.toContain('/idp/reset/');
    }
  });

  it('shows the mail at the secret address printed in the log at start', async () => {
    const secret = testIdp.mailer.outboxSecret ?? '';
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(testIdp.idp.outboxUrl).toBe(`${testIdp.settings.issuer}/dev/outbox/${secret}`);
    expect(log.lines.some((line) => line.includes(`/idp/dev/outbox/${secret}`))).toBe(true);

    const response = await fetch(`${testIdp.idp.outboxUrl}?format=json&to=${VICTIM}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const mail = (await response.json()) as { subject: string; text: string }[];
    expect(mail.some((entry) => entry.text.includes('/idp/reset/'))).toBe(true);
  });

  it('writes the text of every mail to the log', async () => {
    const mailLine = log.lines.find((line) => line.includes('mail kept in the outbox') && line.includes(VICTIM) && line.includes('/idp/reset/'));
    expect(mailLine).toBeDefined();
  });
});

describe('with SMTP configured', () => {
  let testIdp: TestIdp;

  beforeAll(async () => {
    testIdp = await startTestIdp(
      {},
      {
        mailer: (database, logger) => createMailer({ db: database.db, logger, smtpUrl: 'smtp://127.0.0.1:9' }),
      },
    );
  });

  afterAll(async () => {
    await testIdp.close();
  });

  it('has no outbox at any address', async () => {
    expect(testIdp.mailer.outboxSecret).toBeUndefined();
    expect(testIdp.idp.outboxUrl).toBeUndefined();
    for (const path of ['/dev/outbox', '/dev/outbox/anything', '/dev/outbox?format=json']) {
      const response = await fetch(`${testIdp.settings.issuer}${path}`);
      expect(response.status).toBe(404);
    }
  });
});
