// Issue 9, defect 8 (identity pages): the app's favicon, green and logo; the language switch after a validation
// error; the event sign-up does not give the valid code away.
import { TestBrowser } from './testing/browser';
import { authorize, startTestIdp, type TestIdp } from './testing/harness';

// The first suite of a run makes the migrated template the provider's database comes from (migrating from nothing):
// slow on a loaded machine, and 30 s was once too short.
jest.setTimeout(120_000);

let testIdp: TestIdp;

beforeAll(async () => {
  testIdp = await startTestIdp({ EVENT_CODES: 'DEMO2026,CLIMATEWEEK' });
});

afterAll(async () => {
  await testIdp.close();
});

const switchHref = (body: string) => /<a class="lang" href="([^"]+)"/.exec(body)?.[1]?.replace(/&amp;/g, '&');

describe('the provider pages', () => {
  it("use the app's favicon, green and logo", async () => {
    const { visit } = await authorize(new TestBrowser(), testIdp);
    expect(visit.body).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml">');
    expect(visit.body).toContain('--brand-700:#2c7a4d');
    expect(visit.body).toContain('<rect width="32" height="32" rx="8" fill="#2c7a4d"/>');
    expect(visit.body).not.toMatch(/#14a38b|#0b3b32/i);
  });

  it('keep the language switch, and the language chosen, after a validation error', async () => {
    const browser = new TestBrowser();
    const { visit } = await authorize(browser, testIdp, { signup: true });
    const french = await browser.visit(new URL(switchHref(visit.body) ?? '', visit.url).href);
    expect(french.body).toContain('Créer votre compte Groundwork');
    expect(browser.cookieNames(testIdp.origin)).toContain('language');

    const invalid = await browser.submit(french, { name: '', email: 'not-an-email', password: 'short' });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toContain('lang="fr"');
    const href = switchHref(invalid.body) ?? '';
    expect(href).toMatch(/\/idp\/interaction\/[^/?]+\?screen=signup&lang=en$/);
    const english = await browser.visit(new URL(href, invalid.url).href);
    expect(english.status).toBe(200);
    expect(english.body).toContain('Create your Groundwork account');
  });

  it('do not show a valid event code as the example', async () => {
    const { visit } = await authorize(new TestBrowser(), testIdp, { policy: 'events', signup: true });
    expect(visit.body).toContain('name="eventCode"');
    for (const code of testIdp.settings.eventCodes) expect(visit.body.toUpperCase()).not.toContain(code);
  });
});
