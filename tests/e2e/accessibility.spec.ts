// Accessibility: axe-core (WCAG 2.2 A/AA and best practices) on every page of the product, signed out and signed
// in, in French at phone width (390 px) and in English at desktop width (1440 px) (scanSizesFor), and on the dialogs a person opens
// (new project, article, access key, deletion); the investment screens signed in are in accessibility-investment.spec.ts.
// Any serious or critical violation fails. Each scanned state is
// also saved as a screenshot under tests/artifacts/screens/ (a11y-*) for review.
import { randomUUID } from 'node:crypto';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { appHeader, expectOnProvider, openSignInFromHeader, signInFromHeader, signUpFromHeader } from './helpers/auth';
import { describeViolations, elementsPastRightEdge, scanPage } from './helpers/axe';
import { createProjectFromDashboard } from './helpers/projects';
import { horizontalOverflow, saveScreenshot, scanSizesFor, type ScreenSize } from './helpers/screenshots';
import { newTestUser } from './helpers/users';
import { MESSAGES } from '../../lib/i18n/messages';

type Language = 'en' | 'fr';
const ARTICLE = '/knowledge-hub/biochar-permanence';
const PROJECT_TABS = ['results', 'files', 'sharing', 'support', 'settings'];
const DEMO = { name: 'Dana Demo', email: 'demo@groundwork.eco', password: 'groundwork-demo' };

// Transitions end at once, so that a scan never meets a half-faded element.
test.use({ reducedMotion: 'reduce' });

/** Waits until the page shows its content: loaded, no skeleton left, the network quiet. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.mantine-Skeleton-root[data-visible]')).toHaveCount(0, { timeout: 20_000 });
  await expect(page.locator('main, [role="main"]').first()).toBeVisible();
}

/**
 * Scans what the page shows now; serious and critical violations fail the test (after the other scans ran), and so
 * does content wider than the window (WCAG 1.4.10, reflow: nothing to scroll sideways at 390 px).
 */
async function expectAccessible(page: Page, name: string): Promise<void> {
  const { scrollWidth, innerWidth } = await horizontalOverflow(page);
  const past = scrollWidth > innerWidth ? (await elementsPastRightEdge(page)).join(', ') : '';
  expect.soft(scrollWidth, `${name}: content wider than the window: ${past}`).toBeLessThanOrEqual(innerWidth);
  const scan = await scanPage(page);
  if (scan.advisory.length > 0) {
    test.info().annotations.push({ type: 'axe (moderate or minor)', description: `${name}\n${describeViolations(scan.advisory)}` });
  }
  const found = scan.blocking.map((violation) => violation.id);
  expect.soft(found, `${name}: serious or critical axe violations\n${describeViolations(scan.blocking)}`).toEqual([]);
}

/** Opens a path, waits for its content (and what `ready` waits for), scans it and saves its screenshot. */
async function visitAndScan(page: Page, shot: string, path: string, size: ScreenSize, ready?: (page: Page) => Promise<void>): Promise<void> {
  await page.goto(path);
  if (ready) await ready(page);
  await settled(page);
  await expectAccessible(page, `${shot} at ${size.width}px`);
  await saveScreenshot(page, `a11y-${shot}`, size);
}

/** Opens a dialog, waits until it shows its content, scans the page with it open and saves its screenshot. */
async function scanDialog(page: Page, shot: string, size: ScreenSize, open: () => Promise<void>): Promise<void> {
  await open();
  const dialog = page.getByRole('dialog').last();
  await expect(dialog).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(dialog.locator('.mantine-Skeleton-root[data-visible]')).toHaveCount(0, { timeout: 20_000 });
  await expectAccessible(page, `${shot} at ${size.width}px`);
  await saveScreenshot(page, `a11y-${shot}`, size);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

async function useLanguage(context: BrowserContext, origin: string, language: Language): Promise<void> {
  await context.addCookies([{ name: 'language', value: language, url: origin }]);
}

const heading = (page: Page) => expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

/** Waits for the signed-in header (its account menu names the user). */
const signedInAs = (name: string) => (page: Page) => expect(appHeader(page).getByRole('button', { name: new RegExp(name) })).toBeVisible({ timeout: 20_000 });

/** The questionnaires a project page links to. */
async function assessmentPaths(page: Page): Promise<string[]> {
  // The steps are read after the page's start: wait for the first link before collecting them.
  await expect(page.locator('main a[href*="/assessments/"]').first()).toBeVisible({ timeout: 20_000 });
  const hrefs = await page.locator('main a[href*="/assessments/"]').evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
  return [...new Set(hrefs)];
}

test('the scanner reports violations on a page under a strict Content-Security-Policy', async ({ page, origin }) => {
  const fixture = `${origin}/a11y-fixture-${randomUUID()}`;
  await page.route(fixture, (route) =>
    route.fulfill({
      status: 200,
      headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': "default-src 'none'" },
      body: `<!doctype html><html lang="en"><head><title>Fixture</title></head><body><main><h1>Fixture</h1>
        <div><div role="progressbar" aria-valuenow="40" aria-valuemin="0" aria-valuemax="100"></div></div>
        <img src="/plant.png">
        <script>document.title = 'inline script ran'</script></main></body></html>`,
    }),
  );
  await page.goto(fixture);
  // The policy is in force: the page's own inline script did not run.
  await expect(page).toHaveTitle('Fixture');
  const scan = await scanPage(page);
  expect(scan.blocking.map((violation) => violation.id).sort()).toEqual(['aria-progressbar-name', 'image-alt']);
});

for (const language of ['en', 'fr'] as const) {
  test(`every page signed out has no serious accessibility violation (${language})`, async ({ page, context, origin }) => {
    test.setTimeout(300_000);
    // The provider's pages are reached from the header; their addresses hold the interaction, and serve again.
    await openSignInFromHeader(page, origin);
    const signInUrl = page.url();
    await page.goto('/');
    const signUp = /^sign ?up$/i;
    await appHeader(page)
      .getByRole('link', { name: signUp })
      .or(appHeader(page).getByRole('button', { name: signUp }))
      .first()
      .click();
    await expectOnProvider(page, origin);
    const signUpUrl = page.url();
    await useLanguage(context, origin, language);

    for (const size of scanSizesFor(language)) {
      await test.step(`${size.width}px`, async () => {
        await page.setViewportSize({ width: size.width, height: size.height });
        const shot = (name: string) => `${language}-out-${name}`;
        await visitAndScan(page, shot('landing'), '/', size, heading);
        await visitAndScan(page, shot('knowledge-hub'), '/knowledge-hub', size, heading);
        await visitAndScan(page, shot('article'), ARTICLE, size, heading);
        await visitAndScan(page, shot('homepage'), '/homepage', size);
        await visitAndScan(page, shot('projects'), '/projects', size);
        await visitAndScan(page, shot('project'), `/projects/${randomUUID()}`, size);
        await visitAndScan(page, shot('not-found'), '/no-such-page', size);
        await visitAndScan(page, shot('maintenance'), '/maintenance', size, heading);
        await visitAndScan(page, shot('opportunities'), '/opportunities', size, heading);
        await visitAndScan(page, shot('investor'), '/investor', size);
        for (const [name, url] of [
          ['idp-sign-in', signInUrl],
          ['idp-sign-up', signUpUrl],
        ]) {
          await page.goto(url);
          await heading(page);
          await page.waitForLoadState('networkidle');
          await expectAccessible(page, `${shot(name)} at ${size.width}px`);
          await saveScreenshot(page, `a11y-${shot(name)}`, size);
        }
      });
    }
  });

  test(`a newcomer's pages and dialogs have no serious accessibility violation (${language})`, async ({ page, context, origin }) => {
    test.setTimeout(420_000);
    const words = MESSAGES[language];
    const user = newTestUser('a11y');
    await signUpFromHeader(page, origin, user);
    const signedIn = signedInAs(user.name);
    // Created with the English dialog (the helper reads it); the dialog itself is scanned in each language below.
    const projectId = await createProjectFromDashboard(page, 'Accessible biochar plant', /Biochar/i);
    await page.getByRole('link', { name: /^Start Project profile/ }).click();
    await page.waitForURL(/\/assessments\/[0-9a-f-]{36}/);
    const assessmentPath = new URL(page.url()).pathname;
    await page
      .getByRole('article', { name: /^Project name/ })
      .getByRole('textbox')
      .fill('Accessible biochar, phase one');
    await expect(page.getByText(/Saving…/)).toHaveCount(0, { timeout: 20_000 });
    await useLanguage(context, origin, language);

    for (const size of scanSizesFor(language)) {
      await test.step(`pages at ${size.width}px`, async () => {
        await page.setViewportSize({ width: size.width, height: size.height });
        const shot = (name: string) => `${language}-in-${name}`;
        await visitAndScan(page, shot('landing'), '/', size, signedIn);
        await visitAndScan(page, shot('homepage'), '/homepage', size, async (target) => {
          await signedIn(target);
          await expect(target.getByRole('link', { name: /Accessible biochar plant/ }).first()).toBeVisible();
        });
        await visitAndScan(page, shot('projects'), '/projects', size, signedIn);
        await visitAndScan(page, shot('project'), `/projects/${projectId}`, size, signedIn);
        for (const tab of PROJECT_TABS) {
          await visitAndScan(page, shot(`project-${tab}`), `/projects/${projectId}?tab=${tab}`, size, async (target) => {
            await signedIn(target);
            await expect(target.getByRole('tabpanel')).toBeVisible();
          });
        }
        await visitAndScan(page, shot('assessment'), assessmentPath, size, async (target) => {
          await signedIn(target);
          await expect(target.getByRole('article').first()).toBeVisible();
        });
        await visitAndScan(page, shot('knowledge-hub'), '/knowledge-hub', size, signedIn);
        await visitAndScan(page, shot('article'), ARTICLE, size, signedIn);
        await visitAndScan(page, shot('not-found'), '/no-such-page', size, signedIn);
      });

      await test.step(`dialogs at ${size.width}px`, async () => {
        const shot = (name: string) => `${language}-in-dialog-${name}`;
        await scanDialog(page, shot('new-project'), size, async () => {
          await page.goto('/homepage');
          await signedIn(page);
          await page.getByRole('button', { name: words.homepage.projectsNew }).first().click();
        });
        await scanDialog(page, shot('access-key'), size, async () => {
          await page.goto(`/projects/${projectId}?tab=sharing`);
          await signedIn(page);
          const form = page.locator('section[aria-labelledby="share-key"]');
          await form.getByRole('textbox').fill(`Consultant ${size.name}`);
          await form.getByRole('button', { name: words.projects.keyCreate }).click();
        });
        await scanDialog(page, shot('delete-project'), size, async () => {
          await page.goto(`/projects/${projectId}?tab=settings`);
          await signedIn(page);
          await page.getByRole('button', { name: words.projects.delete }).click();
        });
      });
    }
  });

  test(`the demo account's part-answered project has no serious accessibility violation (${language})`, async ({ page, context, origin }) => {
    test.setTimeout(300_000);
    const words = MESSAGES[language];
    await signInFromHeader(page, origin, DEMO.email, DEMO.password);
    const signedIn = signedInAs(DEMO.name);
    await useLanguage(context, origin, language);
    await page.goto('/projects');
    await page.locator('main a[href^="/projects/"]').first().click();
    await page.waitForURL(/\/projects\/[0-9a-f-]{36}$/);
    const projectPath = new URL(page.url()).pathname;
    await signedIn(page);
    const questionnaires = await assessmentPaths(page);
    // Two completed assessments and one in progress (technology), whose questions link to articles.
    expect(questionnaires.length).toBeGreaterThanOrEqual(3);

    for (const size of scanSizesFor(language)) {
      await test.step(`${size.width}px`, async () => {
        await page.setViewportSize({ width: size.width, height: size.height });
        const shot = (name: string) => `${language}-demo-${name}`;
        await visitAndScan(page, shot('homepage'), '/homepage', size, signedIn);
        await visitAndScan(page, shot('project'), projectPath, size, signedIn);
        await visitAndScan(page, shot('project-results'), `${projectPath}?tab=results`, size, async (target) => {
          await signedIn(target);
          await expect(target.getByRole('tabpanel')).toBeVisible();
        });
        for (const [index, path] of questionnaires.entries()) {
          await visitAndScan(page, shot(`assessment-${index + 1}`), path, size, async (target) => {
            await signedIn(target);
            await expect(target.getByRole('article').first()).toBeVisible();
          });
        }
        // The in-progress questionnaire: a question's "?" opens its article in a dialog.
        await scanDialog(page, shot('dialog-article'), size, async () => {
          await page.goto(questionnaires[questionnaires.length - 1]);
          await signedIn(page);
          await page
            .getByRole('button', { name: words.assessments.articleOpenFor.split('{')[0].trim() })
            .first()
            .click();
        });
      });
    }
  });
}
