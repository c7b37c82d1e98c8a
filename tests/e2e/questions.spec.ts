// Issue 21, item 1 (requirements ): a question has a page of its own. An activated investor asks about one
// document of the data room from the opportunity's page; the developer follows the link of the mail (signed out in
// that browser, so through sign-in and back to the thread) and answers; the investor sees the unread count in the
// navigation after a reload, opens the inbox and reads the answer, and the count goes. The set-up (an opportunity
// with a granted data room) goes through the API and the developer's data-room page (helpers/granted-dataroom.ts).
import { expect, test } from './fixtures';
import { submitSignInForm } from './helpers/auth';
import { grantedDataroom } from './helpers/granted-dataroom';
import { browserOf, pause, pdfOf, staffUser } from './helpers/investment';
import { linkIn, waitForMail } from './helpers/outbox';

test('an investor asks about a data-room document; the developer answers from the mail’s link; the investor sees it', async ({ browser, ownServer, request }) => {
  test.setTimeout(180_000);
  const staff = staffUser();
  const { origin } = await ownServer({ name: 'questions', env: { ADMIN_EMAILS: staff.email } });
  const documents = [{ name: 'kiln-design.pdf', pages: 2, buffer: await pdfOf('Kiln design', 2) }];
  const { developer, investor, opportunityId } = await grantedDataroom(browser, request, origin, staff, documents);
  const navCount = (page: typeof investor.page) => page.getByRole('banner').getByTestId('questions-nav');

  await test.step('the investor asks about one document of the data room, from the opportunity', async () => {
    const page = investor.page;
    await page.goto(`${origin}/opportunities/${opportunityId}`);
    await page.getByRole('combobox', { name: 'About' }).click();
    await page.getByRole('option', { name: 'kiln-design.pdf' }).click();
    await pause(page);
    await page.getByRole('textbox', { name: 'Your question' }).fill('What throughput does the kiln reach, in tonnes an hour?');
    await page.getByRole('button', { name: 'Ask', exact: true }).click();
    await page.waitForURL(/\/requests\/[0-9a-f-]{36}$/);
    await expect(page.getByText('Data-room document: kiln-design.pdf')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open the document' })).toHaveAttribute('href', `/opportunities/${opportunityId}/dataroom`);
  });

  await test.step('the developer follows the mail’s link, signs in and answers on the thread’s page', async () => {
    const mail = await waitForMail(request, origin, developer.user.email, /An investor wrote about/);
    expect(mail.text).toContain('kiln-design.pdf');
    const link = linkIn(mail, origin);
    expect(new URL(link).pathname).toMatch(/^\/requests\/[0-9a-f-]{36}$/);
    // A browser where the developer is not signed in: the page asks for sign-in, then comes back to the thread.
    const fresh = await browserOf(browser, { width: 390, height: 844 });
    await fresh.page.goto(link);
    await expect(fresh.page.getByRole('heading', { name: 'Sign in to read this question' })).toBeVisible();
    await fresh.page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
    await submitSignInForm(fresh.page, developer.user.email, developer.user.password);
    await fresh.page.waitForURL(link, { timeout: 30_000 });
    const page = fresh.page;
    await expect(page.getByText('What throughput does the kiln reach, in tonnes an hour?')).toBeVisible();
    await expect(page.getByText(/Open for/)).toBeVisible();
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Write your message first.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Your reply' }).fill('About 1.2 t an hour on walnut shells; the design note says so on page 1.');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('About 1.2 t an hour on walnut shells; the design note says so on page 1.')).toBeVisible();
    await expect(page.getByText(/Open for/)).toHaveCount(0);
    await fresh.context.close();
  });

  await test.step('the investor sees the unread count after a reload, reads the answer in the inbox, and the count goes', async () => {
    const page = investor.page;
    await page.goto(`${origin}/opportunities`);
    await page.reload();
    await expect(navCount(page)).toHaveAccessibleName('Questions, 1 unread');
    await navCount(page).click();
    await page.waitForURL(`${origin}/requests`);
    const summary = page.getByTestId('thread-summary').first();
    await expect(summary).toContainText('1 new message');
    await expect(summary).toContainText('kiln-design.pdf');
    await pause(page);
    await summary.click();
    await expect(page.getByText('About 1.2 t an hour on walnut shells; the design note says so on page 1.')).toBeVisible();
    await expect(navCount(page)).toHaveAccessibleName('Questions, 0 unread');
    await page.reload();
    await expect(page.getByText('About 1.2 t an hour on walnut shells; the design note says so on page 1.')).toBeVisible();
    await expect(navCount(page)).toHaveAccessibleName('Questions, 0 unread');
  });
});
