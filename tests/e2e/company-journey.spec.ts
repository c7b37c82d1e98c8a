// Issue 23, the company screens as people use them: a developer creates their company, links
// their project and invites a colleague by mail; the colleague, on a phone and in French, opens the link, is told to
// confirm the address first, confirms it, comes back (a reload) and joins. Screenshots at 390 and 1440 px.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signUpFromHeader, waitForTokenCookie } from './helpers/auth';
import { linkIn, waitForMail } from './helpers/outbox';
import { createProjectFromDashboard } from './helpers/projects';
import { saveScreenshot, SCREEN_SIZES } from './helpers/screenshots';
import { newTestUser, type TestUser } from './helpers/users';

interface Person {
  user: TestUser;
  context: BrowserContext;
  page: Page;
}

async function signedUp(browser: Browser, origin: string, label: string, phone = false): Promise<Person> {
  const context = await browser.newContext(phone ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : {});
  const page = await context.newPage();
  const user = newTestUser(label);
  await signUpFromHeader(page, origin, user);
  await waitForTokenCookie(context, origin);
  return { user, context, page };
}

const [PHONE, DESKTOP] = SCREEN_SIZES as [(typeof SCREEN_SIZES)[number], (typeof SCREEN_SIZES)[number]];

test('a developer creates a company, links a project and invites a colleague who joins once confirmed', async ({ browser, origin, request }) => {
  test.setTimeout(300_000);
  const admin = await signedUp(browser, origin, 'company-admin');
  const colleague = await signedUp(browser, origin, 'company-colleague', true);
  const project = 'Loire husk biochar';

  await test.step('the developer creates the company from the account menu and links their project', async () => {
    const page = admin.page;
    await createProjectFromDashboard(page, project, /Biochar/i);
    await page.goto(`${origin}/company`);
    await expect(page.getByRole('heading', { level: 1, name: 'Create your company' })).toBeVisible();
    await page.getByLabel('Legal name').fill('Ceres Biochar SAS');
    await page.getByLabel('Country').fill('FR');
    await page.getByLabel('Description').fill('We build biochar plants in the Loire valley.');
    await page.getByRole('button', { name: 'Create the company' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ceres Biochar SAS' })).toBeVisible();
    await page.getByLabel('Project to link', { exact: true }).first().click();
    await page.getByRole('option', { name: project }).click();
    await page.getByRole('button', { name: 'Link', exact: true }).click();
    await expect(page.getByRole('link', { name: project })).toBeVisible();
  });

  await test.step('the developer invites the colleague; the invitation waits in the list', async () => {
    const page = admin.page;
    await page.getByLabel('E-mail address').fill(colleague.user.email);
    await page.getByRole('button', { name: 'Send the invitation' }).click();
    await expect(page.getByText(`Invitation sent to ${colleague.user.email}.`)).toBeVisible();
    await page.reload();
    await expect(page.getByText(colleague.user.email)).toBeVisible();
    await page.setViewportSize({ width: DESKTOP.width, height: DESKTOP.height });
    await saveScreenshot(page, '/company', DESKTOP);
  });

  await test.step('the colleague, in French on a phone, opens the link and is asked to confirm the address first', async () => {
    const page = colleague.page;
    await colleague.context.addCookies([{ name: 'language', value: 'fr', url: origin }]);
    const mail = await waitForMail(request, origin, colleague.user.email, /Ceres Biochar SAS/);
    const link = linkIn(mail, origin);
    expect(link).toMatch(/\/company\/join\?token=/);
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Rejoindre Ceres Biochar SAS' })).toBeVisible();
    await expect(page.getByText(/Confirmez d’abord votre adresse/)).toBeVisible();
    await expect(page.getByRole('button', { name: /Rejoindre/ })).toHaveCount(0);
    await saveScreenshot(page, '/company/join-fr-unconfirmed', PHONE);

    await page.goto(`${origin}/homepage`);
    await page.getByRole('button', { name: /Renvoyer|Send the link again/ }).click();
    const confirmation = await waitForMail(request, origin, colleague.user.email, /Confirm|Confirmez/);
    await page.goto(linkIn(confirmation, origin));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await page.goto(link);
    await page.reload();
    const join = page.getByRole('button', { name: 'Rejoindre Ceres Biochar SAS' });
    await expect(join).toBeVisible();
    await page.waitForTimeout(800);
    await join.click();
    await expect(page.getByText('Vous êtes désormais membre de Ceres Biochar SAS.')).toBeVisible();
    await page.getByRole('link', { name: 'Ouvrir l’entreprise' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ceres Biochar SAS' })).toBeVisible();
    await expect(page.getByRole('link', { name: project })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Modifier' })).toHaveCount(0);
    await saveScreenshot(page, '/company-fr-member', PHONE);
  });

  await test.step('the developer sees the new member, then opens the developer page and shows it to investors', async () => {
    const page = admin.page;
    await page.reload();
    await expect(page.getByText(colleague.user.email)).toBeVisible();
    await page.getByRole('link', { name: 'See the developer page' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ceres Biochar SAS' })).toBeVisible();
    await expect(page.getByText(project)).toBeVisible();
    const investors = page.getByRole('switch', { name: 'Investors' });
    await expect(investors).not.toBeChecked();
    await investors.click({ force: true });
    await expect(investors).toBeChecked();
    await saveScreenshot(page, '/developers/page', DESKTOP);
    await colleague.page.goto(page.url());
    await expect(colleague.page.getByRole('heading', { level: 2, name: 'Références' })).toBeVisible();
    await expect(colleague.page.getByRole('switch')).toHaveCount(0);
    await saveScreenshot(colleague.page, '/developers/page-fr', PHONE);
  });
});
