// Issue 24, items 6 and 7 (docs/pending/support.md): a developer on a phone (390 px), on a questionnaire page, opens
// Help and sends a request with a file; after a reload they read it in plain words. Staff answer from the inbox in
// French: an internal note, then a reply. The developer reads the reply, never the note.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signUpFromHeader, waitForTokenCookie } from './helpers/auth';
import { browserOf, pause, staffMember, staffUser } from './helpers/investment';
import { waitForMail } from './helpers/outbox';
import { createProjectFromDashboard } from './helpers/projects';
import { saveScreenshot, SCREEN_SIZES } from './helpers/screenshots';
import { newTestUser } from './helpers/users';

const [PHONE, DESKTOP] = SCREEN_SIZES as [(typeof SCREEN_SIZES)[number], (typeof SCREEN_SIZES)[number]];
const SUBJECT = 'Moisture question unclear';
const NOTE = 'Internal: check the template wording first';
const REPLY = 'Give the moisture of the feedstock as received, in percent.';

async function openFirstAssessment(page: Page): Promise<string> {
  await page
    .getByRole('button', { name: /^Start Project profile/ })
    .or(page.getByRole('link', { name: /^Start Project profile/ }))
    .first()
    .click();
  await page.waitForURL(/\/assessments\/[0-9a-f-]{36}/);
  await expect(page.getByRole('heading', { name: 'Project profile' }).first()).toBeVisible();
  return new URL(page.url()).pathname;
}

test('a request sent from a questionnaire page is answered by staff from the inbox', async ({ browser, ownServer, request }) => {
  test.setTimeout(300_000);
  const staff = staffUser();
  const { origin } = await ownServer({ name: 'support-desk', env: { ADMIN_EMAILS: staff.email } });
  const developer = newTestUser('support-dev');
  const { context, page } = await browserOf(browser, { width: PHONE.width, height: PHONE.height });
  let questionnaire = '';

  await test.step('on a phone, from a questionnaire page, the developer opens Help and sends a request with a file', async () => {
    await signUpFromHeader(page, origin, developer);
    await waitForTokenCookie(context, origin);
    await createProjectFromDashboard(page, 'Support kiln', /Biochar/i);
    questionnaire = await openFirstAssessment(page);
    await pause(page);
    await page.getByRole('banner').getByRole('button', { name: 'Help' }).click();
    const drawer = page.getByRole('dialog', { name: 'Ask the Groundwork team' });
    await expect(drawer.getByText(`Sent from ${questionnaire}`)).toBeVisible();
    await drawer.getByLabel('Subject').fill(SUBJECT);
    await pause(page, 400);
    await drawer.getByLabel('Your message').fill('What unit does the moisture question expect?');
    await drawer.locator('input[type="file"]').setInputFiles({ name: 'screen.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n%%EOF\n') });
    await saveScreenshot(page, '/support-help-drawer', PHONE);
    await drawer.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Your request was sent.')).toBeVisible();
    await expect(drawer).toBeHidden();
  });

  await test.step('after a reload of their list, the developer reads the request in plain words', async () => {
    await page.goto(`${origin}/support`);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'My support requests' })).toBeVisible();
    await expect(page.getByRole('link', { name: SUBJECT })).toBeVisible();
    await expect(page.getByText('Sent — the team will answer soon')).toBeVisible();
    await saveScreenshot(page, '/support', PHONE);
  });

  await test.step('staff, in French, add an internal note and reply from the inbox', async () => {
    const reviewer = await staffMember(browser, origin, request, staff, (staffPage) => signUpFromHeader(staffPage, origin, staff));
    const staffPage = reviewer.page;
    await reviewer.context.addCookies([{ name: 'language', value: 'fr', url: origin }]);
    await staffPage.setViewportSize({ width: DESKTOP.width, height: DESKTOP.height });
    await staffPage.goto(`${origin}/staff/support`);
    await expect(staffPage.getByRole('heading', { level: 1, name: 'Boîte d’assistance' })).toBeVisible();
    await staffPage.getByRole('button', { name: new RegExp(SUBJECT) }).click();
    const thread = staffPage.getByRole('region', { name: SUBJECT });
    await expect(thread.getByText(`Envoyée depuis ${questionnaire}`)).toBeVisible();
    await expect(thread.getByRole('button', { name: 'Pièce jointe : screen.pdf' })).toBeVisible();
    await thread.getByLabel('Répondre').fill(NOTE);
    await thread.getByLabel(/Note interne/).check();
    await thread.getByRole('button', { name: 'Envoyer' }).click();
    await expect(thread.getByText(NOTE)).toBeVisible();
    await pause(staffPage);
    await thread.getByLabel('Répondre').fill(REPLY);
    await thread.getByRole('button', { name: 'Envoyer' }).click();
    await expect(thread.getByText(REPLY)).toBeVisible();
    await expect(staffPage.getByRole('list', { name: 'Boîte d’assistance' }).getByText('En attente de l’utilisateur')).toBeVisible();
    await saveScreenshot(staffPage, '/staff/support-fr', DESKTOP);
  });

  await test.step('the developer is told by mail, reads the reply, and never the note', async () => {
    await waitForMail(request, origin, developer.email, /The team answered your request/);
    await page.goto(`${origin}/support`);
    await page.getByRole('link', { name: SUBJECT }).click();
    await expect(page.getByRole('heading', { level: 1, name: SUBJECT })).toBeVisible();
    await expect(page.getByText(REPLY)).toBeVisible();
    await expect(page.getByText('The team answered — your turn')).toBeVisible();
    await expect(page.getByText(NOTE)).toHaveCount(0);
    await saveScreenshot(page, '/support/thread', PHONE);
  });
});
