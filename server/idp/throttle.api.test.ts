// Issue 10, defect 7: failures slow guessing down with growing delays, without locking the owner out.
import { eq } from 'drizzle-orm';
import { idpRateLimits } from '@/server/db/schema/idp';
import { delayAfter, recordFailure, secondsToWait, throttleRule } from './rate-limit';
import { TestBrowser, type Visit } from './testing/browser';
import { authorize, startTestIdp, TEST_MAX_FAILURES, type TestIdp } from './testing/harness';

// The first suite of a run makes the migrated template the provider's database comes from (migrating from nothing):
// slow on a loaded machine, and 30 s was once too short.
jest.setTimeout(120_000);

const PASSWORD = 'the owner password 1';

let testIdp: TestIdp;

beforeAll(async () => {
  // A first delay long enough that no test outlives it, however slow the machine.
  testIdp = await startTestIdp({ LOGIN_FIRST_DELAY_SECONDS: '120' });
});

afterAll(async () => {
  await testIdp.close();
});

async function signUp(email: string): Promise<TestBrowser> {
  const browser = new TestBrowser();
  const { visit } = await authorize(browser, testIdp, { signup: true });
  const done = await browser.submit(visit, { name: 'Owner', email, password: PASSWORD }, `${testIdp.origin}/?`);
  expect(done.url.startsWith(`${testIdp.origin}/?`)).toBe(true);
  return browser;
}

/** Signs in with a fresh interaction of this browser (prompt=login, as after a sign-out). */
async function signIn(browser: TestBrowser, email: string, password: string): Promise<Visit> {
  const { visit } = await authorize(browser, testIdp, { prompt: 'login' });
  return browser.submit(visit, { email, password }, `${testIdp.origin}/?`);
}

const reachedApp = (visit: Visit) => visit.url.startsWith(`${testIdp.origin}/?`) && new URL(visit.url).searchParams.has('code');

describe('an attacker guessing a password', () => {
  it('does not keep the owner out: the right password from the owner’s browser still signs in', async () => {
    const owner = await signUp('owner@example.com');
    const attacker = new TestBrowser();
    const answers: number[] = [];
    for (let attempt = 0; attempt < TEST_MAX_FAILURES + 4; attempt += 1) {
      answers.push((await signIn(attacker, 'owner@example.com', `guess number ${attempt}`)).status);
    }
    // The guesses are slowed: after the free failures the attempts are not even checked.
    expect(answers.slice(0, TEST_MAX_FAILURES)).toEqual(Array(TEST_MAX_FAILURES).fill(401));
    expect(answers.slice(TEST_MAX_FAILURES)).toEqual(Array(4).fill(429));

    const back = await signIn(owner, 'owner@example.com', PASSWORD);
    expect(reachedApp(back)).toBe(true);
  });

  it('makes the attacker wait, even with the right password, from a browser the account never used', async () => {
    await signUp('slowed@example.com');
    const attacker = new TestBrowser();
    for (let attempt = 0; attempt < TEST_MAX_FAILURES; attempt += 1) await signIn(attacker, 'slowed@example.com', `wrong ${attempt}`);
    const refused = await signIn(attacker, 'slowed@example.com', PASSWORD);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.body).toContain('Too many failed attempts');
    expect(reachedApp(refused)).toBe(false);
  });

  it('does not keep the other users of a shared address out', async () => {
    const colleague = await signUp('colleague@example.com');
    const attacker = new TestBrowser();
    // Failures on many accounts from one address (every test browser shares 127.0.0.1).
    for (let attempt = 0; attempt < TEST_MAX_FAILURES * 5; attempt += 1) {
      await signIn(attacker, `someone-${attempt}@example.com`, 'not it at all');
    }
    expect(await secondsToWait(testIdp.database.db, ['login:address:127.0.0.1'])).toBeGreaterThan(0);
    expect(reachedApp(await signIn(colleague, 'colleague@example.com', PASSWORD))).toBe(true);
  });

  it('stops trusting a known browser that fails too often itself', async () => {
    const owner = await signUp('stolen-laptop@example.com');
    for (let attempt = 0; attempt < TEST_MAX_FAILURES; attempt += 1) {
      expect((await signIn(owner, 'stolen-laptop@example.com', `thief ${attempt}`)).status).toBe(401);
    }
    // Its failures count now like anybody's: the shared address is slowed down by the test above.
    expect((await signIn(owner, 'stolen-laptop@example.com', PASSWORD)).status).toBe(429);
  });
});

describe('the growing delay', () => {
  const rule = throttleRule(5, 15);

  it('lets the first failures pass, then doubles the wait up to the longest delay', () => {
    expect([1, 4, 5, 6, 7, 8].map((failures) => delayAfter(failures, rule))).toEqual([0, 0, 2, 4, 8, 16]);
    expect(delayAfter(40, rule)).toBe(15 * 60);
  });

  it('stores when the next attempt may come, and forgets a run of failures after a day', async () => {
    const db = testIdp.database.db;
    const key = 'login:email:delay@example.com';
    const start = new Date('2026-01-01T00:00:00Z');
    for (let failure = 1; failure <= 7; failure += 1) await recordFailure(db, key, rule, start);
    expect(await secondsToWait(db, [key], start)).toBe(8);
    expect(await secondsToWait(db, [key], new Date(start.getTime() + 9_000))).toBe(0);
    const nextDay = new Date(start.getTime() + 25 * 3600_000);
    expect(await recordFailure(db, key, rule, nextDay)).toBe(1);
    const [row] = await db.select().from(idpRateLimits).where(eq(idpRateLimits.key, key));
    expect(row.lockedUntil).toBeNull();
  });
});
