// Journey 1, sharing and ownership: the owner shares a project read-only with a colleague, who is told by mail,
// confirms their address (nothing shared reaches an unconfirmed address), can look but not answer; then the owner
// hands the project over and the colleague accepts it from the dashboard.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signUpFromHeader, waitForTokenCookie } from './helpers/auth';
import { linkIn, waitForMail } from './helpers/outbox';
import { createProjectFromDashboard, questionCard } from './helpers/projects';
import { newTestUser, type TestUser } from './helpers/users';

interface Member {
  user: TestUser;
  context: BrowserContext;
  page: Page;
}

async function signedUp(browser: Browser, origin: string, label: string): Promise<Member> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const user = newTestUser(label);
  await signUpFromHeader(page, origin, user);
  await waitForTokenCookie(context, origin);
  return { user, context, page };
}

test('a read-only collaborator cannot answer, and a transferred project changes owner', async ({ browser, origin, request }) => {
  test.setTimeout(300_000);
  const owner = await signedUp(browser, origin, 'owner');
  const colleague = await signedUp(browser, origin, 'colleague');
  const name = 'Shared Kenyan husk project';

  await test.step('the owner creates a project and invites the colleague with read access', async () => {
    await createProjectFromDashboard(owner.page, name, /Biochar/i);
    await owner.page.getByRole('link', { name: /^Start Project profile/ }).click();
    await questionCard(owner.page, /^Project name/)
      .getByRole('textbox')
      .fill('Husk to biochar, Kisumu');
    await expect(owner.page.getByText(/Saving…/)).toHaveCount(0, { timeout: 20_000 });
    await owner.page.getByRole('navigation', { name: 'You are here' }).getByRole('link', { name }).click();
    await owner.page.getByRole('tab', { name: 'Sharing' }).click();
    await owner.page.getByLabel('E-mail address').first().fill(colleague.user.email);
    await owner.page.getByText('Read only', { exact: true }).first().click();
    await owner.page.getByRole('button', { name: 'Send the invitation' }).click();
    await expect(owner.page.getByText(`${colleague.user.email} has been invited.`).first()).toBeVisible();
  });

  await test.step('the colleague is told by mail, and confirms their address before the project opens', async () => {
    const invitation = await waitForMail(request, origin, colleague.user.email, /shared the project/);
    expect(invitation.subject).toContain(`shared the project “${name}” with you on Groundwork`);
    expect(linkIn(invitation, origin)).toMatch(/\/projects\/[0-9a-f-]{36}$/);

    const page = colleague.page;
    await page.goto(`${origin}/homepage`);
    const notice = page.getByRole('region', { name: 'Confirm your e-mail address' });
    await expect(notice).toContainText(`Projects shared with ${colleague.user.email}`);
    await expect(page.getByRole('region', { name: 'Shared with me' }).getByRole('link', { name })).toHaveCount(0);
    await notice.getByRole('button', { name: 'Send the link again' }).click();
    await expect(page.getByText(/A link was sent less than a minute ago|A new link is on its way/).first()).toBeVisible();

    const confirmation = await waitForMail(request, origin, colleague.user.email, /Confirm your e-mail address/);
    await page.goto(linkIn(confirmation, origin));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your e-mail address is confirmed');
    await page.getByRole('link', { name: 'Back to Groundwork' }).click();
  });

  await test.step('the colleague sees it as shared, reads the answers, and cannot change them', async () => {
    const page = colleague.page;
    await page.goto(`${origin}/homepage`);
    await expect(page.getByRole('region', { name: 'Confirm your e-mail address' })).toHaveCount(0);
    const shared = page
      .getByRole('region', { name: 'Shared with me' })
      .or(page.locator('section, div').filter({ has: page.getByRole('heading', { name: 'Shared with me' }) }))
      .first();
    await shared.getByRole('link', { name }).first().click();
    await page.waitForURL(/\/projects\/[0-9a-f-]{36}$/);
    await expect(page.getByText('Read only').first()).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Sharing' })).toHaveCount(0);
    await page.getByRole('link', { name: /^(View|Review|Continue) Project profile/ }).click();
    const answer = questionCard(page, /^Project name/).getByRole('textbox');
    await expect(answer).toHaveValue('Husk to biochar, Kisumu');
    await expect(answer).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Autofill' })).toHaveCount(0);
  });

  await test.step('the owner asks to transfer ownership; the colleague accepts from the dashboard', async () => {
    await owner.page.getByRole('tab', { name: 'Settings' }).click();
    await owner.page.getByLabel('E-mail address of the new owner').fill(colleague.user.email);
    await owner.page.getByRole('button', { name: 'Ask to transfer' }).click();
    await expect(owner.page.getByText(`The transfer request has been sent to ${colleague.user.email}.`).first()).toBeVisible();

    const page = colleague.page;
    await page.goto(`${origin}/homepage`);
    await expect(page.getByText(`wants to hand “${name}” over to you.`)).toBeVisible();
    await page.getByRole('button', { name: `Accept “${name}”` }).click();
    await expect(page.getByText(`You are now the owner of “${name}”.`).first()).toBeVisible();
    await page.goto(`${origin}/projects`);
    await page.getByRole('link', { name }).first().click();
    await expect(page.getByRole('tab', { name: 'Sharing' })).toBeVisible();
  });

  await test.step('the former owner keeps edit access', async () => {
    await owner.page.reload();
    await expect(owner.page.getByText('Can edit').first()).toBeVisible();
  });

  await owner.context.close();
  await colleague.context.close();
});
