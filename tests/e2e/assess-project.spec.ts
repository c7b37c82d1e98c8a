// Journey 1, "Assess a project", as a new developer lives it: create a biochar project from the dashboard,
// answer questions of every type, leave and come back, read a wiki article, autofill, complete and unlock,
// compute, upload and download a file, and export the questionnaire as CSV.
import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { signUpFromHeader, waitForTokenCookie } from './helpers/auth';
import { createProjectFromDashboard, expectAllSaved, questionCard, setCompanyProfile } from './helpers/projects';
import { horizontalOverflow, saveScreenshot, SCREEN_SIZES } from './helpers/screenshots';
import { newTestUser } from './helpers/users';

const PROJECT = 'Loire valley biochar plant';
const SUMMARY = 'A 3 MW pyrolysis plant turning vineyard prunings and forestry residues into biochar for local farms and vineyards.';

test('a developer assesses a biochar project from creation to results and export', async ({ page, context, origin, request, pageErrors }) => {
  test.setTimeout(360_000);
  const user = newTestUser('assess');

  await test.step('sign up, describe the company, and create a project from the biochar template', async () => {
    await signUpFromHeader(page, origin, user);
    const token = await waitForTokenCookie(context, origin);
    await setCompanyProfile(request, origin, token, { company_name: user.company, country: 'FR', website: 'https://loire-biochar.example' });
    await createProjectFromDashboard(page, PROJECT, /Biochar/i);
    await expect(page.getByText('Not started').first()).toBeVisible();
    await expect(page.getByText('Locked').first()).toBeVisible();
  });

  await test.step('open the first assessment and answer questions of every type, saved as given', async () => {
    await page
      .getByRole('button', { name: /^Start Project profile/ })
      .or(page.getByRole('link', { name: /^Start Project profile/ }))
      .first()
      .click();
    await page.waitForURL(/\/assessments\/[0-9a-f-]{36}/);
    await expect(page.getByRole('heading', { name: 'Project profile' }).first()).toBeVisible();

    await questionCard(page, /^Project name/)
      .getByRole('textbox')
      .fill('Loire biochar, phase one');
    await questionCard(page, /^Summarise the project/)
      .getByRole('textbox')
      .fill(SUMMARY);
    const location = questionCard(page, /^Where will the plant be built/);
    await location.getByLabel('Latitude').fill('47.2602');
    await location.getByLabel('Longitude').fill('-0.0769');
    await questionCard(page, /^Current stage of the project/)
      .getByText('Feasibility study')
      .click();
    await questionCard(page, /^Expected start of commercial operation/)
      .getByRole('textbox')
      .fill('2028-03-01');
    await expectAllSaved(page);
    await expect(page.getByText(/Saved/).first()).toBeVisible();
  });

  await test.step('the team section: number, multiple choice, table, yes/no and the question it reveals', async () => {
    await page.getByRole('navigation', { name: 'Sections of the assessment' }).getByText('Team').first().click();
    await questionCard(page, /^How many people work on the project/)
      .getByRole('textbox')
      .fill('6');
    const skills = questionCard(page, /^Which skills does the team already have/);
    await skills.getByLabel('Operating pyrolysis or thermal plants').check();
    await skills.getByLabel('Project finance').check();
    const people = questionCard(page, /^Key people on the project/);
    await people.getByRole('button', { name: 'Add a row' }).click();
    await people.getByLabel('Name, row 1').fill('Camille Durand');
    await people.getByLabel('Role, row 1').fill('Plant manager');
    await people.getByLabel('Years of experience, row 1').fill('12');
    await expect(questionCard(page, /^Describe those projects/)).toHaveCount(0);
    await questionCard(page, /^Has the team delivered a biochar/)
      .getByText('Yes', { exact: true })
      .click();
    await expect(questionCard(page, /^Describe those projects/)).toBeVisible();
    // The question worked on last is remembered on the server as the position in the assessment.
    const positionStored = page.waitForResponse(
      (response) =>
        response.request().method() === 'PATCH' &&
        new URL(response.url()).pathname === '/api/assessment' &&
        (response.request().postData() ?? '').includes('"current_question":"prior_projects"'),
    );
    await questionCard(page, /^Describe those projects/)
      .getByRole('textbox')
      .fill('A 1 MW pilot kiln run for three years.');
    expect((await positionStored).status()).toBe(200);
    await expectAllSaved(page);
  });

  await test.step('leave and come back to the same section and question', async () => {
    await page.getByRole('navigation', { name: 'You are here' }).getByRole('link', { name: PROJECT }).click();
    await page.waitForURL(/\/projects\/[0-9a-f-]{36}$/);
    await expect(page.getByText('In progress').first()).toBeVisible();
    await page
      .getByRole('button', { name: /^Continue Project profile/ })
      .or(page.getByRole('link', { name: /^Continue Project profile/ }))
      .first()
      .click();
    await page.waitForURL(/\/assessments\//);
    await expect(questionCard(page, /^Key people on the project/)).toBeVisible();
    await expect(questionCard(page, /^Key people on the project/).getByLabel('Name, row 1')).toHaveValue('Camille Durand');
    // Back at the question worked on last: scrolled into view.
    await expect(questionCard(page, /^Describe those projects/)).toBeInViewport();
  });

  await test.step('autofill proposes answers from the company profile; accept one, reject the other', async () => {
    await page.getByRole('button', { name: 'Autofill' }).click();
    const review = page.getByRole('dialog', { name: 'Review the proposed answers' });
    await expect(review).toBeVisible();
    await review
      .getByRole('listitem', { name: /Country of the plant/ })
      .getByText('Accept', { exact: true })
      .click();
    await review
      .getByRole('listitem', { name: /Website of the developer/ })
      .getByText('Reject', { exact: true })
      .click();
    await review.getByRole('button', { name: 'Apply my decisions' }).click();
    await expect(review).toBeHidden();
    await page.getByRole('navigation', { name: 'Sections of the assessment' }).getByText('Project identity').first().click();
    await expect(questionCard(page, /^Country of the plant/).getByRole('textbox')).toHaveValue('FR');
    await expect(questionCard(page, /^Website of the developer/).getByRole('textbox')).toHaveValue('');
  });

  await test.step('complete the assessment: congrats, and the next assessment unlocks', async () => {
    await expect(page.getByText('100 %').first()).toBeVisible();
    await page.getByRole('button', { name: 'Complete the assessment' }).click();
    const congrats = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Go to the next assessment' }) });
    await expect(congrats).toBeVisible();
    await congrats.getByRole('button', { name: 'Go to the next assessment' }).click();
    await page.waitForURL(/\/assessments\//);
    await expect(page.getByRole('heading', { name: 'Feedstock and eligibility' }).first()).toBeVisible();
  });

  await test.step('a question\'s "?" opens its knowledge-hub article', async () => {
    await page.getByRole('button', { name: /Learn more about: Which feedstocks/ }).click();
    const wiki = page
      .getByRole('dialog')
      .filter({ hasText: /feedstock/i })
      .first();
    await expect(wiki.getByRole('heading').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(wiki).toBeHidden();
  });

  await test.step('answer numbers and attach a file to a file question', async () => {
    await questionCard(page, /^Which feedstocks will the reactor process/)
      .getByLabel('Forestry residues')
      .check();
    await questionCard(page, /^Dry feedstock processed per year/)
      .getByRole('textbox')
      .fill('12000');
    await questionCard(page, /^Average moisture content/)
      .getByRole('textbox')
      .fill('12');
    const evidence = questionCard(page, /^Evidence that the feedstock is sustainable/);
    const chooser = page.waitForEvent('filechooser');
    await evidence.getByLabel('Drop files here or click to attach them').click();
    await (await chooser).setFiles({ name: 'supplier-declaration.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n') });
    await expect(evidence.getByText('supplier-declaration.pdf')).toBeVisible();
    await expectAllSaved(page);
  });

  await test.step('compute the results on the project page', async () => {
    await page.getByRole('navigation', { name: 'You are here' }).getByRole('link', { name: PROJECT }).click();
    await page.waitForURL(/\/projects\/[0-9a-f-]{36}$/);
    await page.getByRole('tab', { name: 'Results' }).click();
    await page.getByRole('button', { name: /Compute the results|Compute again/ }).click();
    await expect(page.getByText('Overall readiness')).toBeVisible();
    await expect(page.getByText('Key figures')).toBeVisible();
    await expect(page.getByText(/gaps? to close/).first()).toBeVisible();
    await saveScreenshot(page, '/projects/[id]/results', SCREEN_SIZES[1]);
  });

  await test.step('the file is kept with the project and downloads', async () => {
    await page.getByRole('tab', { name: 'Files' }).click();
    await expect(page.getByRole('cell', { name: 'supplier-declaration.pdf' }).or(page.getByText('supplier-declaration.pdf')).first()).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download supplier-declaration.pdf' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('supplier-declaration.pdf');
    expect((await readFile(await file.path())).subarray(0, 5).toString()).toBe('%PDF-');
  });

  await test.step('export the questionnaire as data.csv', async () => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export (CSV)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('data.csv');
    const csv = await readFile(await file.path(), 'utf8');
    expect(csv.split('\n')[0]).toContain('question_id');
    expect(csv).toContain('Loire biochar, phase one');
    expect(csv).toContain('Camille Durand');
  });

  await test.step('the project and questionnaire pages fit a phone and a desktop', async () => {
    const projectPath = new URL(page.url()).pathname;
    await page.getByRole('tab', { name: 'Steps' }).click();
    const assessmentLink = page.getByRole('link', { name: /^(Continue|Start) Feedstock and eligibility/ });
    const assessmentPath = new URL((await assessmentLink.getAttribute('href')) ?? '', origin).pathname;
    for (const size of SCREEN_SIZES) {
      await page.setViewportSize({ width: size.width, height: size.height });
      for (const [route, path] of [
        ['/projects/[id]', projectPath],
        ['/assessment', assessmentPath],
      ] as const) {
        await page.goto(`${origin}${path}`);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        await saveScreenshot(page, route, size);
        const { scrollWidth, innerWidth } = await horizontalOverflow(page);
        expect(scrollWidth, `no horizontal overflow on ${route} at ${size.width}px`).toBeLessThanOrEqual(innerWidth);
      }
    }
  });

  expect(pageErrors.messages).toEqual([]);
});
