// The questionnaire as a person uses it: answers given a few real seconds apart (the pauses are the test: the
// position of the user is remembered on the server between them), reloads, a second tab, drafts that break a
// rule, and the views that must follow a fact when it changes.
import { expect, test } from './fixtures';
import { signUpFromHeader } from './helpers/auth';
import { createProjectFromDashboard, expectAllSaved, questionCard } from './helpers/projects';
import { newTestUser } from './helpers/users';
import type { Page } from '@playwright/test';

/** The pause a person takes between two answers. */
const PAUSE_MS = 3000;

/** The questionnaire's two figures as shown: completion (required questions) and progress (all questions). */
async function figures(page: Page): Promise<{ completion: number; progress: number }> {
  const progressText = await page.getByText(/% of all questions answered/).first().textContent();
  const progress = Number(/(\d+)/.exec(progressText ?? '')?.[1] ?? NaN);
  const completionText = await page.locator('#assessment-completion-label').locator('xpath=..').textContent();
  const completion = Number(/(\d+)\s*%/.exec(completionText ?? '')?.[1] ?? NaN);
  return { completion, progress };
}

const conflictBanner = (page: Page) => page.getByText('This answer was changed meanwhile');

async function openFirstAssessment(page: Page): Promise<string> {
  await page.getByRole('button', { name: /^Start Project profile/ }).or(page.getByRole('link', { name: /^Start Project profile/ })).first().click();
  await page.waitForURL(/\/assessments\/[0-9a-f-]{36}/);
  await expect(page.getByRole('heading', { name: 'Project profile' }).first()).toBeVisible();
  return page.url();
}

async function openSection(page: Page, name: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Sections of the assessment' }).getByText(name).first().click();
  await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
}

test('answers given seconds apart stay on screen, progress only rises, and only another tab makes a conflict', async ({ page, context, origin }) => {
  test.setTimeout(240_000);
  const user = newTestUser('steady');
  await signUpFromHeader(page, origin, user);
  await createProjectFromDashboard(page, 'Answers that stay', /Biochar/i);
  const address = await openFirstAssessment(page);

  const seen: number[] = [];
  const record = async () => {
    const now = await figures(page);
    seen.push(now.progress);
    return now;
  };

  const name = questionCard(page, /^Project name/).getByRole('textbox');
  const skills = questionCard(page, /^Which skills does the team already have/);
  const people = questionCard(page, /^How many people work on the project/).getByRole('textbox');

  await test.step('a text, then a number, then two boxes of one multiple choice, a few seconds apart', async () => {
    await record();
    await name.fill('Loire biochar, phase one');
    await name.blur();
    await expectAllSaved(page);
    await record();
    await page.waitForTimeout(PAUSE_MS);

    await openSection(page, 'Team');
    await people.fill('6');
    await people.blur();
    await expectAllSaved(page);
    await record();
    await page.waitForTimeout(PAUSE_MS);

    await skills.getByLabel('Operating pyrolysis or thermal plants').check();
    await expectAllSaved(page);
    await record();
    await page.waitForTimeout(PAUSE_MS);

    // Every answer still shows what was given, while the remembered position went to the server meanwhile.
    await expect(people).toHaveValue('6');
    await expect(skills.getByLabel('Operating pyrolysis or thermal plants')).toBeChecked();

    await skills.getByLabel('Project finance').check();
    await expectAllSaved(page);
    await page.waitForTimeout(PAUSE_MS);
    await record();

    await expect(conflictBanner(page)).toHaveCount(0);
    await expect(people).toHaveValue('6');
    await expect(skills.getByLabel('Operating pyrolysis or thermal plants')).toBeChecked();
    await expect(skills.getByLabel('Project finance')).toBeChecked();
    await openSection(page, 'Project identity');
    await expect(name).toHaveValue('Loire biochar, phase one');
    await record();
    await page.waitForTimeout(PAUSE_MS);
    await expect(name).toHaveValue('Loire biochar, phase one');
    await record();

    // Progress only rises: never below a figure seen before.
    for (let index = 1; index < seen.length; index += 1) expect(seen[index], `progress seen: ${seen.join(' → ')}`).toBeGreaterThanOrEqual(seen[index - 1]);
    expect(seen[seen.length - 1]).toBeGreaterThan(seen[0]);
  });

  await test.step('the same after a reload', async () => {
    const before = seen[seen.length - 1];
    await page.reload();
    await expect(name).toHaveValue('Loire biochar, phase one');
    expect((await figures(page)).progress).toBe(before);
    await openSection(page, 'Team');
    await expect(people).toHaveValue('6');
    await expect(skills.getByLabel('Operating pyrolysis or thermal plants')).toBeChecked();
    await expect(skills.getByLabel('Project finance')).toBeChecked();
    await expect(conflictBanner(page)).toHaveCount(0);
  });

  await test.step('a second tab changes an answer: the first tab, saving it too, is told it was another tab', async () => {
    const second = await context.newPage();
    await second.goto(address);
    await openSection(second, 'Team');
    const secondPeople = questionCard(second, /^How many people work on the project/).getByRole('textbox');
    await expect(secondPeople).toHaveValue('6');
    await secondPeople.fill('8');
    await secondPeople.blur();
    await expectAllSaved(second);
    await second.waitForTimeout(PAUSE_MS);

    await page.bringToFront();
    await people.fill('7');
    await people.blur();
    await expect(conflictBanner(page)).toBeVisible();
    await expect(questionCard(page, /^How many people work on the project/)).toContainText('in another tab');
    await expect(questionCard(page, /^How many people work on the project/)).not.toContainText(`${user.name} saved`);
    await second.close();
  });
});
