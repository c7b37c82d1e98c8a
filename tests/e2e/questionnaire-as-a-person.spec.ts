// The questionnaire as a person uses it: answers given a few real seconds apart (the pauses are the test: the
// position of the user is remembered on the server between them), reloads, a second tab, drafts that break a
// rule, and the views that must follow a fact when it changes.
import { expect, test } from './fixtures';
import { signUpFromHeader, waitForTokenCookie } from './helpers/auth';
import { createProjectFromDashboard, expectAllSaved, questionCard, setCompanyProfile } from './helpers/projects';
import { saveScreenshot, SCREEN_SIZES } from './helpers/screenshots';
import { newTestUser } from './helpers/users';
import type { Page } from '@playwright/test';

/** The pause a person takes between two answers. */
const PAUSE_MS = 3000;

/** The questionnaire's two figures as shown: completion (required questions) and progress (all questions). */
async function figures(page: Page): Promise<{ completion: number; progress: number }> {
  const progressText = await page
    .getByText(/% of all questions answered/)
    .first()
    .textContent();
  const progress = Number(/(\d+)/.exec(progressText ?? '')?.[1] ?? NaN);
  const completionText = await page.locator('#assessment-completion-label').locator('xpath=..').textContent();
  const completion = Number(/(\d+)\s*%/.exec(completionText ?? '')?.[1] ?? NaN);
  return { completion, progress };
}

const conflictBanner = (page: Page) => page.getByText('This answer was changed meanwhile');

async function openFirstAssessment(page: Page): Promise<string> {
  await page
    .getByRole('button', { name: /^Start Project profile/ })
    .or(page.getByRole('link', { name: /^Start Project profile/ }))
    .first()
    .click();
  await page.waitForURL(/\/assessments\/[0-9a-f-]{36}/);
  await expect(page.getByRole('heading', { name: 'Project profile' }).first()).toBeVisible();
  return page.url();
}

async function openSection(page: Page, name: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Sections of the assessment' }).getByText(name).first().click();
  await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
}

test('answers given seconds apart stay on screen, progress only rises, and only another tab makes a conflict', async ({ page, context, origin, pageErrors }) => {
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

    // The questionnaire's progress is its own labelled bar: no thin bar along the top that looks like loading.
    await expect(page.getByRole('progressbar', { name: 'Progress', exact: true })).toHaveCount(0);
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
    // Loaded directly, the page rendered on the server hydrates without a mismatch. (Map tiles cannot load offline:
    // the location question says so on the page; the browser's own line about each tile is not the product's.)
    expect(pageErrors.messages.filter((line) => !/tile\.openstreetmap\.org/.test(line))).toEqual([]);
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

test('text that breaks a rule stays as a draft with a friendly message, and what can be normalised is', async ({ page, context, origin }) => {
  test.setTimeout(180_000);
  await signUpFromHeader(page, origin, newTestUser('drafts'));
  await createProjectFromDashboard(page, 'Drafts that stay', /Biochar/i);
  await openFirstAssessment(page);
  const countryCard = questionCard(page, /^Country of the plant/);
  const summaryCard = questionCard(page, /^Summarise the project/);
  const country = countryCard.getByRole('textbox');
  const summary = summaryCard.getByRole('textbox');
  const formatRule = 'Expected: two capital letters, the ISO code of the country (e.g. FR, KE).';

  await test.step('a country name and a short summary are kept, with the rule beside each field', async () => {
    await country.fill('France');
    await country.blur();
    await expect(countryCard).toContainText(formatRule);
    await summary.fill('A pyrolysis plant.');
    await summary.blur();
    await expect(summaryCard).toContainText('Write at least 50 characters (18 so far).');
    await expect(page.getByText(/Invalid answer|expected format \(|\^\[A-Z\]/)).toHaveCount(0);
    await page.waitForTimeout(PAUSE_MS);
  });

  await test.step('a reload brings the drafts back', async () => {
    await page.reload();
    await expect(country).toHaveValue('France');
    await expect(summary).toHaveValue('A pyrolysis plant.');
    await expect(countryCard).toContainText(formatRule);
    await expect(summaryCard).toContainText('Write at least 50 characters (18 so far).');
  });

  await test.step('in French, the rule is said in French', async () => {
    await context.addCookies([{ name: 'language', value: 'fr', url: origin }]);
    await page.reload();
    await expect(summaryCard.or(questionCard(page, /^Résumez le projet/))).toContainText('Écrivez au moins 50 caractères (18 pour l’instant).');
    await expect(page.getByText('Format attendu : deux lettres majuscules, le code ISO du pays (par ex. FR, KE).')).toBeVisible();
    await context.addCookies([{ name: 'language', value: 'en', url: origin }]);
    await page.reload();
    await expect(country).toHaveValue('France');
  });

  await test.step('a code typed in small letters with spaces is saved in capitals, and the draft is gone', async () => {
    await country.fill(' fr ');
    await country.blur();
    await expect(country).toHaveValue('FR');
    await expectAllSaved(page);
    await expect(countryCard).toContainText('Saved');
    await expect(countryCard).not.toContainText(formatRule);
    await page.waitForTimeout(PAUSE_MS);
    await page.reload();
    await expect(country).toHaveValue('FR');
    await expect(countryCard).not.toContainText(formatRule);
    await expect(summary).toHaveValue('A pyrolysis plant.');
  });
});

/** The overall score the results show, from the gauge's name. */
async function shownOverall(page: Page): Promise<number> {
  const label = await page.getByRole('img', { name: /^Overall score \d+ out of 100/ }).getAttribute('aria-label');
  return Number(/Overall score (\d+)/.exec(label ?? '')?.[1] ?? NaN);
}

/** The "latest score" of the project's header. */
const headerScore = (page: Page) => page.getByText('latest score', { exact: true }).locator('xpath=preceding-sibling::*[1]');

test('every view of a fact follows it: autofill banner, header score, dashboard to-dos', async ({ page, context, origin, request }) => {
  test.setTimeout(300_000);
  const user = newTestUser('views');
  const project = 'Views that follow';
  await signUpFromHeader(page, origin, user);
  const token = await waitForTokenCookie(context, origin);
  await setCompanyProfile(request, origin, token, { company_name: user.company, country: 'FR', website: 'https://views.example' });
  await createProjectFromDashboard(page, project, /Biochar/i);
  await openFirstAssessment(page);

  await test.step('answer every required question of the first assessment', async () => {
    await questionCard(page, /^Project name/)
      .getByRole('textbox')
      .fill('Views plant');
    await questionCard(page, /^Summarise the project/)
      .getByRole('textbox')
      .fill('A 3 MW pyrolysis plant turning vineyard prunings into biochar for local farms.');
    const location = questionCard(page, /^Where will the plant be built/);
    await location.getByLabel('Latitude').fill('47.2602');
    await location.getByLabel('Longitude').fill('-0.0769');
    await questionCard(page, /^Current stage of the project/)
      .getByText('Feasibility study')
      .click();
    await questionCard(page, /^Expected start of commercial operation/)
      .getByRole('textbox')
      .fill('2028-03-01');
    await openSection(page, 'Team');
    await questionCard(page, /^How many people work on the project/)
      .getByRole('textbox')
      .fill('6');
    await questionCard(page, /^Which skills does the team already have/)
      .getByLabel('Project finance')
      .check();
    await expectAllSaved(page);
  });

  await test.step('autofill: accept the country, leave the website for later: the banner says proposals wait', async () => {
    await page.getByRole('button', { name: 'Autofill' }).click();
    const review = page.getByRole('dialog', { name: 'Review the proposed answers' });
    await review
      .getByRole('listitem', { name: /Country of the plant/ })
      .getByText('Accept', { exact: true })
      .click();
    await review.getByRole('button', { name: 'Apply my decisions' }).click();
    await page.keyboard.press('Escape');
    await expect(review).toBeHidden();
    await expect(page.getByText('Proposed answers are waiting')).toBeVisible();
  });

  await test.step('complete it and go to the next assessment: no banner there', async () => {
    await expect(page.getByText('100 %').first()).toBeVisible();
    await page.getByRole('button', { name: 'Complete the assessment' }).first().click();
    const congrats = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Go to the next assessment' }) });
    await congrats.getByRole('button', { name: 'Go to the next assessment' }).click();
    await expect(page.getByRole('heading', { name: 'Feedstock and eligibility' }).first()).toBeVisible();
    await expect(questionCard(page, /^Which feedstocks will the reactor process/)).toBeVisible();
    await expect(page.getByText('Proposed answers are waiting')).toHaveCount(0);
    await page.waitForTimeout(1000);
    await expect(page.getByText('Proposed answers are waiting')).toHaveCount(0);
  });

  const projectPath = await test.step('compute on the project page: the header shows the score computed', async () => {
    await page.getByRole('navigation', { name: 'You are here' }).getByRole('link', { name: project }).click();
    await page.waitForURL(/\/projects\/[0-9a-f-]{36}$/);
    const path = new URL(page.url()).pathname;
    await page.getByRole('tab', { name: 'Results' }).click();
    await page.getByRole('button', { name: /Compute the results|Compute again/ }).click();
    const first = await shownOverall(page);
    await expect(headerScore(page)).toHaveText(String(first));
    return path;
  });

  await test.step('the dashboard lists the gaps as to-dos', async () => {
    await page.goto(`${origin}/homepage`);
    const todos = page.getByRole('region', { name: 'My to-dos' });
    // Each gap the compute found is a to-do of the project, listed with a link to it.
    await expect(todos.getByRole('link', { name: project }).first()).toBeVisible();
    await expect(todos.getByText(/Nothing waits for you/)).toHaveCount(0);
  });

  await test.step('answer more, compute again: the header follows the new score', async () => {
    await page.goto(`${origin}${projectPath}?tab=results`);
    const before = await shownOverall(page);
    await page.getByRole('tab', { name: 'Steps' }).click();
    await page.getByRole('link', { name: /^(Continue|Start) Feedstock and eligibility/ }).click();
    await page.waitForURL(/\/assessments\//);
    await questionCard(page, /^Which feedstocks will the reactor process/)
      .getByLabel('Forestry residues')
      .check();
    await questionCard(page, /^Dry feedstock processed per year/)
      .getByRole('textbox')
      .fill('12000');
    await questionCard(page, /^Average moisture content/)
      .getByRole('textbox')
      .fill('12');
    await expectAllSaved(page);
    await page.getByRole('navigation', { name: 'You are here' }).getByRole('link', { name: project }).click();
    await page.waitForURL(/\/projects\/[0-9a-f-]{36}$/);
    await page.getByRole('tab', { name: 'Results' }).click();
    await page.getByRole('button', { name: 'Compute again' }).click();
    await expect.poll(() => shownOverall(page)).not.toBe(before);
    const after = await shownOverall(page);
    await expect(headerScore(page)).toHaveText(String(after));
  });
});

test('the questionnaire at phone and desktop widths, in English and in French, for review', async ({ page, context, origin }) => {
  test.setTimeout(180_000);
  await signUpFromHeader(page, origin, newTestUser('looks'));
  await createProjectFromDashboard(page, 'Looks of the questionnaire', /Biochar/i);
  const address = await openFirstAssessment(page);
  const country = questionCard(page, /^Country of the plant/).getByRole('textbox');
  await country.fill('France');
  await country.blur();
  await questionCard(page, /^Project name/)
    .getByRole('textbox')
    .fill('Looks plant');
  await expectAllSaved(page);
  for (const language of ['en', 'fr'] as const) {
    await context.addCookies([{ name: 'language', value: language, url: origin }]);
    for (const size of SCREEN_SIZES) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.goto(address);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await saveScreenshot(page, `/questionnaire-${language}`, size);
      const widths = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        inner: window.innerWidth,
        header: document.querySelector('header')?.firstElementChild?.getBoundingClientRect().width ?? 0,
        page: document.querySelector('main .mantine-Container-root')?.getBoundingClientRect().width ?? 0,
      }));
      expect(widths.scroll, `no horizontal overflow at ${size.width}px in ${language}`).toBeLessThanOrEqual(widths.inner);
      expect(widths.page, 'the questionnaire is no wider than the header').toBeLessThanOrEqual(widths.header + 1);
    }
  }
});
