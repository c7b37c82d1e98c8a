// Issue 24, to-dos, as a new developer lives them: answer part of a questionnaire, compute the results, and see the
// gaps become to-dos on the project's to-dos tab and on the dashboard; answer a gap's question and see its to-do
// close within a minute (the `todo.recheck` job of the server's job runner); make a to-do by hand from a question,
// assign it, date it today and receive the day's reminder; make one from the dashboard; read the tab in French on
// a phone.
import { expect, test } from './fixtures';
import { signUpFromHeader } from './helpers/auth';
import { linkIn, waitForMail } from './helpers/outbox';
import { createProjectFromDashboard, expectAllSaved, questionCard } from './helpers/projects';
import { horizontalOverflow, saveScreenshot, SCREEN_SIZES } from './helpers/screenshots';
import { newTestUser } from './helpers/users';
import type { Page } from '@playwright/test';

const PROJECT = 'Sologne biochar kiln';
/** How long a person waits, reloading, for a gap's to-do to close after answering its question. */
const CLOSE_WITHIN_MS = 60_000;

/** The to-dos of the list shown now whose title is given. */
const todoNamed = (page: Page, title: RegExp) => page.getByTestId('todo').filter({ has: page.getByText(title) });

/** How long the to-dos tab may take to show its list (its panel and data load after the page, on a busy machine). */
const LIST_TIMEOUT_MS = 60_000;

/** Opens the project's to-dos tab at its address and waits for its list. */
async function gotoTodos(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.getByTestId('todo').first()).toBeVisible({ timeout: LIST_TIMEOUT_MS });
}

/** Opens the project's to-dos tab from its page. */
async function openTodosTab(page: Page, tab: RegExp = /^To-dos$/): Promise<void> {
  await page.getByRole('tab', { name: tab }).click();
  await expect(page).toHaveURL(/tab=todos/);
  await expect(page.getByTestId('todo').first()).toBeVisible({ timeout: LIST_TIMEOUT_MS });
}

test('a developer sees gaps become to-dos, closes one by answering, and is reminded of one made by hand', async ({ page, origin, request, pageErrors }) => {
  test.setTimeout(420_000);
  const user = newTestUser('todos');
  const today = new Date().toISOString().slice(0, 10);
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  let projectPath = '';

  await test.step('sign up, create a project, and answer part of its first questionnaire', async () => {
    await signUpFromHeader(page, origin, user);
    await createProjectFromDashboard(page, PROJECT, /Biochar/i);
    projectPath = new URL(page.url()).pathname;
    await page
      .getByRole('button', { name: /^Start Project profile/ })
      .or(page.getByRole('link', { name: /^Start Project profile/ }))
      .first()
      .click();
    await page.waitForURL(/\/assessments\/[0-9a-f-]{36}/);
    await questionCard(page, /^Summarise the project/)
      .getByRole('textbox')
      .fill('A 1 MW kiln turning forestry residues from the Sologne into biochar for market gardens.');
    await page.waitForTimeout(700);
    await questionCard(page, /^Country of the plant/)
      .getByRole('textbox')
      .fill('FR');
    await expectAllSaved(page);
  });

  await test.step('compute the results: each gap becomes a to-do, on the tab and on the dashboard', async () => {
    await page.goto(`${origin}${projectPath}?tab=results`);
    await page.getByRole('button', { name: /Compute the results|Compute again/ }).click();
    await expect(page.getByText(/gaps? to close/).first()).toBeVisible();
    await openTodosTab(page);
    await expect(todoNamed(page, /^Project name$/)).toHaveCount(1);
    await expect(todoNamed(page, /^Current stage of the project$/)).toHaveCount(1);
    // An answered question is no gap.
    await expect(todoNamed(page, /^Summarise the project/)).toHaveCount(0);
    // Computing again opens no second to-do for the same gap.
    await page.getByRole('tab', { name: 'Results' }).click();
    await page.getByRole('button', { name: /Compute again|Compute the results/ }).click();
    await expect(page.getByText(/gaps? to close/).first()).toBeVisible();
    await openTodosTab(page);
    await expect(todoNamed(page, /^Project name$/)).toHaveCount(1);

    await page.goto(`${origin}/homepage`);
    const card = page.getByRole('region', { name: 'My to-dos' });
    await expect(card.getByTestId('todo').first()).toBeVisible();
    await expect(card.getByText('Current stage of the project')).toBeVisible();
    await expect(card.getByRole('link', { name: PROJECT }).first()).toBeVisible();
  });

  await test.step('answer the gap’s question from its to-do, and see the to-do close within a minute', async () => {
    await gotoTodos(page, `${origin}${projectPath}?tab=todos`);
    await todoNamed(page, /^Project name$/)
      .getByRole('link', { name: 'Open the question' })
      .click();
    await page.waitForURL(/\/assessments\/[0-9a-f-]{36}\?question=project_name/);
    const name = questionCard(page, /^Project name/).getByRole('textbox');
    await expect(name).toBeVisible();
    // A person reads the question before answering.
    await page.waitForTimeout(1_200);
    await name.fill('Sologne biochar, first kiln');
    await expectAllSaved(page);

    // Reloading the open to-dos now and then, as a person would, until the job of the answer's window has run. Other
    // gaps stay open, so the list is there each time; the answered one leaves it.
    await gotoTodos(page, `${origin}${projectPath}?tab=todos`);
    await expect
      .poll(
        async () => {
          await page.reload();
          await page.getByTestId('todo').first().waitFor({ timeout: LIST_TIMEOUT_MS });
          return todoNamed(page, /^Project name$/).count();
        },
        { timeout: CLOSE_WITHIN_MS, intervals: [5_000] },
      )
      .toBe(0);
    // Closed, with a note of what closed it.
    await page.getByRole('combobox', { name: 'State', exact: true }).click();
    await page.getByRole('option', { name: 'Any state' }).click();
    const closed = todoNamed(page, /^Project name$/);
    await expect(closed).toHaveAttribute('data-state', 'done');
    await expect(closed.getByTestId('todo-note')).toHaveText('Closed: the question was answered and the gap is gone');
  });

  await test.step('make a to-do by hand from a question, assign it, due today: the day’s reminder arrives', async () => {
    await page.goto(`${origin}${projectPath}`);
    await page
      .getByRole('button', { name: /^Continue Project profile/ })
      .or(page.getByRole('link', { name: /^Continue Project profile/ }))
      .first()
      .click();
    await page.waitForURL(/\/assessments\//);
    await page.getByRole('button', { name: /^Make a to-do of: Where will the plant be built/ }).click();
    const dialog = page.getByRole('dialog', { name: 'New to-do' });
    await expect(dialog.getByLabel('What needs doing')).toHaveValue(/^Where will the plant be built/);
    await dialog.getByLabel('What needs doing').fill('Pin the kiln site on the map');
    await dialog.getByLabel('Details').fill('Ask the landowner for the parcel number first.');
    await dialog.getByLabel('Due date').fill(today);
    await dialog.getByRole('combobox', { name: 'Assignee', exact: true }).click();
    await page.getByRole('option', { name: user.name }).click();
    await dialog.getByRole('button', { name: 'Add the to-do' }).click();
    await expect(dialog).toBeHidden();

    const mail = await waitForMail(request, origin, user.email, /^Due today: “Pin the kiln site on the map”/);
    expect(mail.text).toContain(PROJECT);
    await gotoTodos(page, linkIn(mail, origin));
    await expect(page).toHaveURL(/tab=todos/);
    const made = todoNamed(page, /^Pin the kiln site on the map$/);
    await expect(made.getByRole('combobox', { name: /^Assignee: / }).locator('option:checked')).toHaveText(user.name);
    // The to-do leads back to its question.
    await made.getByRole('link', { name: 'Open the question' }).click();
    await page.waitForURL(/\?question=project_location/);
    await expect(questionCard(page, /^Where will the plant be built/)).toBeInViewport();
  });

  await test.step('make a to-do from the dashboard', async () => {
    await page.goto(`${origin}/homepage`);
    const card = page.getByRole('region', { name: 'My to-dos' });
    await card.getByRole('button', { name: 'New to-do' }).click();
    const dialog = page.getByRole('dialog', { name: 'New to-do' });
    await expect(dialog.getByRole('combobox', { name: 'Project', exact: true })).toHaveValue(PROJECT);
    await dialog.getByLabel('What needs doing').fill('Call the market gardeners');
    // Dated, it comes before the undated gaps in the card's first to-dos.
    await dialog.getByLabel('Due date').fill(tomorrow);
    await dialog.getByRole('button', { name: 'Add the to-do' }).click();
    await expect(dialog).toBeHidden();
    await expect(card.getByText('Call the market gardeners')).toBeVisible();
  });

  await test.step('the to-dos tab and the dashboard card in English and French, on a phone and a desktop', async () => {
    for (const language of ['en', 'fr'] as const) {
      await page.context().addCookies([{ name: 'language', value: language, url: origin }]);
      for (const size of SCREEN_SIZES) {
        await page.setViewportSize({ width: size.width, height: size.height });
        await gotoTodos(page, `${origin}${projectPath}?tab=todos`);
        expect((await horizontalOverflow(page)).scrollWidth).toBeLessThanOrEqual(size.width);
        await saveScreenshot(page, `/projects/[id]/todos-${language}`, size);
        await page.goto(`${origin}/homepage`);
        await expect(page.locator('section[aria-labelledby="dashboard-todos"]').getByTestId('todo').first()).toBeVisible({ timeout: LIST_TIMEOUT_MS });
        await saveScreenshot(page, `/homepage/todos-${language}`, size);
      }
    }
  });

  await test.step('in French on a phone: change a to-do’s state on the tab', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoTodos(page, `${origin}${projectPath}?tab=todos`);
    await expect(page.getByRole('tab', { name: 'Tâches' })).toBeVisible();
    const made = todoNamed(page, /^Pin the kiln site on the map$/);
    await made.getByRole('combobox', { name: /^État: / }).selectOption({ label: 'En cours' });
    await page.reload();
    await expect(todoNamed(page, /^Pin the kiln site on the map$/)).toHaveAttribute('data-state', 'in_progress');
  });

  expect(pageErrors.messages).toEqual([]);
});
