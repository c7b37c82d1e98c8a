// Issue 21, items 5, 11 and 18 (requirements ), as a developer and a French visitor meet
// them: two tabs edit one publication, the second tab's save is refused naming the field the first one changed, and
// it keeps both changes; the landing page and the dashboard log no hydration error (React #418); a browser asking for
// French gets French on its first visit, and a field the API refuses shows a French message beside it.
import { expect, test } from './fixtures';
import { signUpFromHeader } from './helpers/auth';
import { pause } from './helpers/investment';
import { collectPageErrors } from './helpers/page-errors';
import { createProjectFromDashboard } from './helpers/projects';
import { newTestUser } from './helpers/users';

const HYDRATION = /#418|#423|#425|hydrat/i;

test('two tabs editing one publication, then French on a first visit and beside a refused field', async ({ browser, origin }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const tabA = await context.newPage();
  const errorsA = collectPageErrors(tabA);
  await signUpFromHeader(tabA, origin, newTestUser('editor'));
  // The dashboard, reached after sign-up, hydrates without a mismatch.
  await expect(tabA.getByRole('button', { name: 'New project' }).first()).toBeVisible();
  const projectId = await createProjectFromDashboard(tabA, 'Loire biochar, two tabs', /Biochar/i);
  const editor = `${origin}/projects/${projectId}/publication`;

  await test.step('the first draft is saved; the readiness rule shows before anything is computed', async () => {
    await tabA.goto(editor);
    await expect(tabA.getByText(/must reach a readiness score of \d+%/)).toBeVisible();
    await tabA.getByRole('textbox', { name: 'Summary' }).fill('A second pyrolysis line for vineyard prunings.');
    await tabA.getByRole('textbox', { name: 'Ticket from' }).fill('3000000');
    await tabA.getByRole('textbox', { name: 'Ticket up to' }).fill('6000000');
    await tabA.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(tabA.getByText('Saved.')).toBeVisible();
  });

  const tabB = await context.newPage();
  await test.step('two tabs read the same version; A saves the ticket, B saves a title and is told what A changed', async () => {
    await tabB.goto(editor);
    await tabA.reload();
    await expect(tabB.getByRole('textbox', { name: 'Ticket from' })).toHaveValue('3 000 000');
    await tabA.getByRole('textbox', { name: 'Ticket from' }).fill('3500000');
    await pause(tabA);
    await tabA.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(tabA.getByText('Saved.')).toBeVisible();

    await tabB.bringToFront();
    await tabB.getByRole('textbox', { name: 'Title' }).fill('Loire biochar, phase 2');
    await pause(tabB);
    await tabB.getByRole('button', { name: 'Save', exact: true }).click();
    const conflict = tabB.getByRole('alert').filter({ hasText: 'Saved meanwhile by someone else' });
    await expect(conflict).toBeVisible();
    await expect(conflict.getByRole('list', { name: 'Fields changed meanwhile' })).toHaveText('Ticket from');
    await conflict.getByRole('button', { name: 'Keep my changes over theirs' }).click();
    await expect(tabB.getByText('Saved.')).toBeVisible();
  });

  await test.step('both changes are kept', async () => {
    await tabA.reload();
    await expect(tabA.getByRole('textbox', { name: 'Title' })).toHaveValue('Loire biochar, phase 2');
    await expect(tabA.getByRole('textbox', { name: 'Ticket from' })).toHaveValue('3 500 000');
  });

  await test.step('the same editor in French: a title of spaces is refused beside the field, in French', async () => {
    await context.addCookies([{ name: 'language', value: 'fr', url: origin }]);
    await tabA.reload();
    const title = tabA.getByRole('textbox', { name: 'Titre' });
    await title.fill('   ');
    await tabA.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await expect(title).toHaveAccessibleDescription(/Obligatoire/);
    await expect(tabA.getByRole('alert').filter({ hasText: 'Certains champs sont à corriger' })).toBeVisible();
    await expect(tabA.getByText(/title is required|Invalid body/)).toHaveCount(0);
  });

  await test.step('a French browser on its first visit gets the landing page in French, without a hydration error', async () => {
    const french = await browser.newContext({ locale: 'fr-FR', viewport: { width: 390, height: 844 } });
    const page = await french.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`${origin}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Construisez des projets climat/);
    expect((await french.cookies()).find((cookie) => cookie.name === 'language')?.value).toBe('fr');
    await pause(page, 1_000);
    expect(errors.messages.filter((line) => HYDRATION.test(line))).toEqual([]);
    await french.close();
  });

  // Signed in (and now French), the landing page loads whole and hydrates without a mismatch (the dashboard did above).
  await tabA.goto(`${origin}/`);
  await expect(tabA.locator('html')).toHaveAttribute('lang', 'fr');
  await pause(tabA);
  expect(errorsA.messages.filter((line) => HYDRATION.test(line))).toEqual([]);
  await context.close();
});
