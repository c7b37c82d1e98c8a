// Issue 12, journey 2 up to the first question: a developer publishes from a computed project, staff approve it, a
// new investor signs up through the investor policy and fills their profile, staff activate them, the investor filters
// the list (on a phone), opens the opportunity and asks a question, and the developer replies. Staff work in French.
import { expect, test } from './fixtures';
import { signUpFromHeader, submitSignUpForm, waitForTokenCookie } from './helpers/auth';
import { answerEverything, browserOf, pause, staffMember, staffUser, type Person } from './helpers/investment';
import { createProjectFromDashboard } from './helpers/projects';
import { saveScreenshot, SCREEN_SIZES } from './helpers/screenshots';
import { newTestUser } from './helpers/users';

const PROJECT = 'Drôme biochar cooperative';
const TITLE = 'Drôme biochar: second pyrolysis line';
const PHONE = { width: 390, height: 844 };

test('a developer publishes, staff approve, an activated investor asks and the developer replies', async ({ browser, ownServer, request }) => {
  test.setTimeout(600_000);
  const staff = staffUser();
  // Staff are the confirmed ADMIN_EMAILS. The API keeps a user for USER_CACHE_SECONDS (10 by default) by subject, so the
  // staff role granted by the sign-in after the confirmation would otherwise wait up to ten seconds.
  const server = await ownServer({ name: 'investment', env: { ADMIN_EMAILS: staff.email, USER_CACHE_SECONDS: '1' } });
  const origin = server.origin;
  let developer: Person;
  let reviewer: Person;
  let investor: Person;

  await test.step('the developer assesses a project to the end and computes its results', async () => {
    const user = newTestUser('developer');
    const { context, page } = await browserOf(browser);
    await signUpFromHeader(page, origin, user);
    developer = { user, context, page, token: await waitForTokenCookie(context, origin) };
    const projectId = await createProjectFromDashboard(page, PROJECT, /Biochar/i);
    await answerEverything(request, origin, developer.token, projectId);
    await page.reload();
    await page.getByRole('tab', { name: 'Results' }).click();
    await page.getByRole('button', { name: /Compute the results|Compute again/ }).click();
    await expect(page.getByText('Overall readiness')).toBeVisible();
  });

  await test.step('the developer writes the publication from the project page and submits it', async () => {
    const page = developer.page;
    await page.getByRole('link', { name: 'Raise investment' }).click();
    await page.waitForURL(/\/projects\/[0-9a-f-]{36}\/publication$/);
    await expect(page.getByRole('heading', { name: 'Publication', level: 1 })).toBeVisible();
    // The figures come from the computed results, with their date.
    await expect(page.getByText(/tCO₂e \/ year/).first()).toBeVisible();
    await expect(page.getByText(/results computed on/)).toBeVisible();
    await page.getByRole('textbox', { name: 'Title' }).fill(TITLE);
    await page.getByRole('textbox', { name: 'Summary' }).fill('A second line for orchard prunings; offtake agreed with the member farms.');
    await page.getByRole('textbox', { name: 'Ticket from' }).fill('300000');
    await page.getByRole('textbox', { name: 'Ticket up to' }).fill('1200000');
    await page.getByRole('checkbox', { name: 'Expected removals' }).check();
    await pause(page);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Saved.')).toBeVisible();
    await page.getByRole('button', { name: 'Submit to the Groundwork team' }).click();
    await expect(page.getByText('Under review')).toBeVisible();
    await saveScreenshot(page, '/projects/[id]/publication-submitted', SCREEN_SIZES[1]);
  });

  await test.step('staff approve it (in French)', async () => {
    reviewer = await staffMember(browser, origin, request, staff, (page) => signUpFromHeader(page, origin, staff));
    const page = reviewer.page;
    await reviewer.context.addCookies([{ name: 'language', value: 'fr', url: origin }]);
    await page.goto(`${origin}/staff/publications`);
    await expect(page.getByRole('heading', { name: 'Publications à examiner', level: 1 })).toBeVisible();
    const item = page.getByRole('article', { name: TITLE });
    await expect(item).toBeVisible();
    await saveScreenshot(page, '/staff/publications-fr', SCREEN_SIZES[1]);
    await pause(page);
    await item.getByRole('button', { name: 'Approuver et publier' }).click();
    await expect(page.getByRole('article', { name: TITLE })).toHaveCount(0);
  });

  await test.step('a new investor signs up through the investor policy and fills the profile', async () => {
    const user = newTestUser('investor');
    const { context, page } = await browserOf(browser, PHONE);
    await page.goto(`${origin}/opportunities`);
    await expect(page.getByText(TITLE)).toBeVisible();
    await page.getByRole('button', { name: 'Create an investor account' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Investor sign-in|Create an investor account/);
    if ((await page.getByRole('heading', { level: 1 }).textContent()) === 'Investor sign-in') await page.getByRole('link', { name: 'Create an account' }).click();
    await submitSignUpForm(page, user);
    await page.waitForURL(`${origin}/investor`, { timeout: 60_000 });
    investor = { user, context, page, token: await waitForTokenCookie(context, origin) };
    await expect(page.getByRole('heading', { name: 'Tell us about your organisation' })).toBeVisible();
    await page.getByLabel(/^Organisation/).fill('Valence Climate Partners');
    await page.getByRole('textbox', { name: /Ticket from/ }).fill('200000');
    await page.getByRole('textbox', { name: /Ticket up to/ }).fill('2000000');
    for (const name of ['Equity', 'Europe', 'Construction']) await page.getByRole('checkbox', { name, exact: true }).check();
    await page.getByLabel(/Accreditation statement/).fill('A professional investor regulated by the AMF, investing in carbon removal.');
    await pause(page);
    await page.getByRole('button', { name: 'Save the profile' }).click();
    await expect(page.getByText('Pending review')).toBeVisible();
  });

  await test.step('staff activate the investor', async () => {
    const page = reviewer.page;
    await page.goto(`${origin}/staff/investors`);
    const item = page.getByRole('article', { name: 'Valence Climate Partners' });
    await expect(item).toContainText(investor.user.email);
    await pause(page);
    await item.getByRole('button', { name: 'Activer' }).click();
    await expect(page.getByRole('article', { name: 'Valence Climate Partners' })).toHaveCount(0);
  });

  await test.step('on the phone, the investor filters the list, opens the opportunity and asks a question', async () => {
    const page = investor.page;
    await page.goto(`${origin}/opportunities`);
    await page.reload();
    const filters = page.getByRole('search', { name: 'Filter the opportunities' });
    await expect(filters).toBeVisible();
    await filters.getByRole('combobox', { name: 'Stage' }).click();
    await page.getByRole('option', { name: 'Development' }).click();
    await pause(page);
    await filters.getByRole('textbox', { name: 'Ticket from' }).fill('500000');
    await expect(page.getByRole('status').filter({ hasText: /opportunit/ })).toHaveText('1 opportunity');
    await saveScreenshot(page, '/opportunities-filtered', SCREEN_SIZES[0]);
    await page.getByRole('link', { name: TITLE }).click();
    await expect(page.getByRole('heading', { name: TITLE, level: 1 })).toBeVisible();
    await page.getByLabel('Your question to the developer').fill('Who buys the biochar, and for how long?');
    await pause(page);
    await page.getByRole('button', { name: 'Ask the developer' }).click();
    await expect(page.getByText('Who buys the biochar, and for how long?')).toBeVisible();
  });

  await test.step('the developer replies from the publication page, and the investor reads it', async () => {
    const page = developer.page;
    await page.reload();
    const thread = page.getByRole('region', { name: `With ${investor.user.name}` });
    await expect(thread).toContainText('Who buys the biochar, and for how long?');
    await thread.getByLabel('Your reply').fill('The member farms, under ten-year contracts.');
    await thread.getByRole('button', { name: 'Send' }).click();
    await expect(thread).toContainText('The member farms, under ten-year contracts.');
    await saveScreenshot(page, '/projects/[id]/publication-questions', SCREEN_SIZES[1]);
    await investor.page.reload();
    await expect(investor.page.getByText('The member farms, under ten-year contracts.')).toBeVisible();
  });
});
