// Issue 23, OEM matching as people use it: an equipment maker signs up as an OEM with its offer, staff verify it (in
// French); a developer sees the OEM among the project's matches with every criterion explained, answers a missing
// question and sees the score move; the OEM, on a phone, sends a proposal from its matched projects; the developer asks
// a question and accepts it. Then, on a server with "show OEM" off, no OEM page or API route answers.
import { expect, test } from './fixtures';
import { signUpFromHeader, waitForTokenCookie } from './helpers/auth';
import { apiHeaders, browserOf, pause, staffMember, staffUser } from './helpers/investment';
import { waitForMail } from './helpers/outbox';
import { createProjectFromDashboard, expectAllSaved, questionCard } from './helpers/projects';
import { answerByApi, assessmentIds, screens, shownScore } from './helpers/oem-journey';
import { newTestUser } from './helpers/users';

const PHONE = { width: 390, height: 844 };
const SOME_ID = '00000000-0000-4000-8000-000000000000';

test('an OEM signs up and is verified, a developer sees it matched, answers, receives its proposal and accepts it; hidden when "show OEM" is off', async ({
  browser,
  ownServer,
  request,
}) => {
  test.setTimeout(420_000);
  const staff = staffUser();
  const [{ origin }, hidden] = await Promise.all([
    ownServer({ name: 'oem-journey', env: { ADMIN_EMAILS: staff.email } }),
    ownServer({ name: 'oem-hidden', env: { SHOW_OEM: 'false' } }),
  ]);
  const oemUser = newTestUser('oem');
  const oemName = `Pyrotec ${oemUser.email.slice(4, 12)} GmbH`;
  const project = 'Vendée straw biochar';
  const model = 'PyroLine 900';

  const oem = await browserOf(browser);
  await signUpFromHeader(oem.page, origin, oemUser);
  await waitForTokenCookie(oem.context, origin);

  await test.step('the OEM signs up with its offer and waits for verification', async () => {
    const page = oem.page;
    await page.goto(`${origin}/oem`);
    await expect(page.getByRole('heading', { level: 1, name: 'Your OEM offer' })).toBeVisible();
    await expect(page.getByRole('status').first()).toHaveText(/Not signed up yet/);
    await page.getByLabel('Company name').fill(oemName);
    await page.getByLabel('Country (two letters)').fill('DE');
    await page.getByLabel('About the company').fill('Continuous pyrolysis reactors for agricultural residues.');
    await pause(page);
    const reactor = page.getByRole('group', { name: 'Model 1' });
    await reactor.getByLabel('Name').fill(model);
    await reactor.getByLabel('Minimum capacity (t dry a year)').fill('500');
    await reactor.getByLabel('Maximum capacity (t dry a year)').fill('5000');
    await reactor.getByRole('checkbox', { name: 'agricultural residues' }).check();
    await reactor.getByRole('checkbox', { name: 'forestry residues' }).check();
    await reactor.getByRole('checkbox', { name: 'Puro' }).check();
    await pause(page);
    const regions = page.getByRole('combobox', { name: /^Regions served/ });
    await regions.fill('FR');
    await regions.press('Enter');
    await regions.fill('DE');
    await regions.press('Enter');
    await page.getByLabel('Lowest price (EUR)').fill('900000');
    await page.getByLabel('Highest price (EUR)').fill('1800000');
    await page.getByLabel('Lead time (months)').fill('8');
    await page.getByLabel('References').fill('Two plants in Lower Saxony since 2023.');
    await pause(page);
    await page.getByRole('button', { name: 'Save the offer' }).click();
    await expect(page.getByText('Offer saved')).toBeVisible();
    await page.reload();
    await expect(page.getByText("Waiting for our team's verification", { exact: false })).toBeVisible();
    await expect(page.getByLabel('Company name')).toHaveValue(oemName);
  });

  await test.step('staff, in French, verify the OEM; it is told by mail', async () => {
    const { context, page } = await staffMember(browser, origin, request, staff, (signUpPage) => signUpFromHeader(signUpPage, origin, staff));
    await context.addCookies([{ name: 'language', value: 'fr', url: origin }]);
    await page.goto(`${origin}/staff/oems`);
    await expect(page.getByRole('heading', { level: 1, name: 'Fabricants à vérifier' })).toBeVisible();
    const card = page.getByRole('article', { name: oemName });
    await expect(card.getByText(`1 modèle: ${model} (500–5000 t)`)).toBeVisible();
    await pause(page);
    await card.getByRole('button', { name: 'Vérifier' }).click();
    await expect(card).toHaveCount(0);
    await waitForMail(request, origin, oemUser.email, new RegExp(`${oemName} is verified`));
    await context.close();
  });

  const developer = await browserOf(browser);
  const developerUser = newTestUser('developer');
  await signUpFromHeader(developer.page, origin, developerUser);
  const token = await waitForTokenCookie(developer.context, origin);
  let projectId = '';

  await test.step('the developer creates a project and answers a few questions, one by one', async () => {
    const page = developer.page;
    projectId = await createProjectFromDashboard(page, project, /Biochar/i);
    await page
      .getByRole('button', { name: /^Start Project profile/ })
      .or(page.getByRole('link', { name: /^Start Project profile/ }))
      .first()
      .click();
    await page.waitForURL(/\/assessments\/[0-9a-f-]{36}/);
    await questionCard(page, /^Project name/)
      .getByRole('textbox')
      .fill(project);
    await pause(page);
    const country = questionCard(page, /^Country of the plant/).getByRole('textbox');
    await country.fill('FR');
    await country.blur();
    await pause(page);
    await questionCard(page, /^Current stage of the project/)
      .getByText('Development (permits, contracts)')
      .click();
    await pause(page);
    await questionCard(page, /^Expected start of commercial operation/)
      .getByRole('textbox')
      .fill('2028-06-01');
    await expectAllSaved(page);
    // The rest of the profile and the feedstock answers (not their tonnage) as the questionnaire's API takes them.
    await answerByApi(request, origin, token, projectId, {
      project_profile: [
        ['project_summary', 'A pyrolysis plant near La Roche-sur-Yon turning wheat straw from twenty farms into biochar.'],
        ['project_location', { lat: 46.6705, lng: -1.426, label: 'La Roche-sur-Yon' }],
        ['team_size', 5],
        ['team_experience', ['agronomy', 'project_finance']],
      ],
    });
    const completed = await request.post(`${origin}/api/assessment`, { headers: apiHeaders(token), data: { id: assessmentIds.get('project_profile'), action: 'complete' } });
    expect(completed.status(), await completed.text()).toBe(200);
    await answerByApi(request, origin, token, projectId, {
      feedstock_eligibility: [
        ['feedstock_types', ['agricultural_residues']],
        ['feedstock_moisture', 15],
        ['registry', 'puro'],
      ],
    });
  });

  let before = 0;
  let proposalPath = '';
  await test.step('the developer sees the OEM among the matches, every criterion explained, and lets OEMs find the project', async () => {
    const page = developer.page;
    await page.goto(`${origin}/projects/${projectId}`);
    await page.getByRole('link', { name: 'Equipment makers' }).first().click();
    await page.waitForURL(`${origin}/projects/${projectId}/oems`);
    await expect(page.getByRole('heading', { level: 1, name: 'OEMs for this project' })).toBeVisible();
    const card = page.getByRole('article', { name: oemName });
    await expect(card).toBeVisible();
    const criteria = card.locator('li[data-criterion]');
    await expect(criteria).toHaveCount(7);
    for (const name of ['Feedstock', 'Capacity', 'Region', 'Budget', 'Site', 'Certification', 'Timing']) {
      const row = card.locator('li[data-criterion]').filter({ has: page.getByText(name, { exact: true }) });
      await expect(row).toHaveCount(1);
      await expect(row.getByText(/^Their term — /)).toBeVisible();
    }
    await expect(card.locator('li[data-criterion="feedstock"]')).toContainText('Every feedstock of the project is accepted.');
    await expect(card.locator('li[data-criterion="region"]')).toContainText("The OEM serves the project's country.");
    await expect(card.locator('li[data-criterion="capacity"]')).toContainText('The project has not answered what this criterion needs.');
    before = await shownScore(page, oemName);

    const discover = page.getByRole('region', { name: 'Let OEMs find this project' });
    await discover.getByRole('switch', { name: 'Discoverable by verified OEMs' }).click({ force: true });
    await discover.getByRole('checkbox', { name: 'Country' }).check();
    await discover.getByRole('checkbox', { name: 'Capacity' }).check();
    await pause(page);
    await discover.getByRole('button', { name: 'Save' }).click();
    await expect(discover.getByText('Saved', { exact: true })).toBeVisible();
  });

  await test.step('the developer answers the missing capacity question and sees the score move', async () => {
    const page = developer.page;
    const missing = page.getByRole('region', { name: 'Answers that would sharpen the scores' });
    // The design capacity is asked in a step still locked: the list says what opens it and links to that step.
    const locked = missing.getByRole('listitem').filter({ hasText: /^Design capacity of the plant/ });
    await expect(locked).toContainText('asked in the step “Technology”, which opens once “Feedstock and eligibility” is completed.');
    const opener = locked.getByRole('link', { name: 'Continue “Feedstock and eligibility”' });
    await expect(opener).toHaveAttribute('href', /\/assessments\/[0-9a-f-]{36}$/);
    // The developer follows it; the tonnage the capacity criterion also needs is asked in that step: they answer it there.
    await opener.click();
    await page.waitForURL(/\/assessments\/[0-9a-f-]{36}$/);
    const tonnes = questionCard(page, /^Dry feedstock processed per year/).getByRole('textbox');
    await expect(tonnes).toBeEditable();
    await tonnes.fill('1200');
    await tonnes.blur();
    await expectAllSaved(page);
    await pause(page);
    await page.goto(`${origin}/projects/${projectId}/oems`);
    const card = page.getByRole('article', { name: oemName });
    await expect
      .poll(
        async () => {
          await page.reload();
          await expect(card).toBeVisible();
          return shownScore(page, oemName);
        },
        { message: 'the score follows the new answer', timeout: 60_000, intervals: [2_000, 5_000] },
      )
      .toBeGreaterThan(before);
    await expect(card.locator('li[data-criterion="capacity"]')).toContainText("The project's tonnage is within a model's range.");
  });

  await test.step('the OEM, on a phone, finds the project among its matches and sends a proposal', async () => {
    const page = oem.page;
    await page.setViewportSize(PHONE);
    await page.goto(`${origin}/oems/matches`);
    await expect(page.getByRole('heading', { level: 1, name: 'Projects matching your offer' })).toBeVisible();
    const card = page.getByRole('article', { name: project });
    await expect
      .poll(
        async () => {
          await page.reload();
          // The list comes after the page has loaded: look for a few seconds, as a person would, before reloading.
          return card.waitFor({ state: 'visible', timeout: 5_000 }).then(
            () => true,
            () => false,
          );
        },
        { message: 'the project appears among the OEM’s matches', timeout: 60_000, intervals: [1_000, 3_000] },
      )
      .toBe(true);
    await expect(card.getByText('Country: FR')).toBeVisible();
    await pause(page);
    await card.getByRole('button', { name: 'Send a proposal' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send a proposal' });
    await dialog.getByRole('textbox', { name: 'Model' }).fill(model);
    await dialog.getByRole('textbox', { name: 'Price' }).fill('1150000');
    await dialog.getByRole('textbox', { name: 'Lead time (weeks)' }).fill('34');
    await dialog.getByLabel('Valid until').fill('2027-09-30');
    await pause(page);
    await dialog.getByRole('textbox', { name: 'Terms' }).fill('30 % on order, 70 % on commissioning. Installation included.');
    await dialog.getByRole('button', { name: 'Send the proposal' }).click();
    await expect(page.getByText('Your proposal has been sent.')).toBeVisible();
    await expect(dialog).toHaveCount(0);
  });

  await test.step('the developer asks a question about the proposal, then accepts it', async () => {
    const page = developer.page;
    await page.goto(`${origin}/projects/${projectId}/proposals`);
    await page.getByRole('link', { name: model }).click();
    await page.waitForURL(/\/proposals\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: model })).toBeVisible();
    await expect(page.getByText(`From ${oemName}`, { exact: false })).toBeVisible();
    await page.getByLabel('Ask a question').fill('Does the price include the afterburner?');
    await pause(page);
    await page.getByRole('button', { name: 'Send the question' }).click();
    await expect(page.getByText('Does the price include the afterburner?')).toBeVisible();
    await expect(page.getByText('Question asked').first()).toBeVisible();
    await pause(page);
    await page.getByRole('button', { name: 'Accept', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Accept this proposal?' });
    await confirm.getByRole('button', { name: 'Accept', exact: true }).click();
    await expect(page.getByText('Accepted').first()).toBeVisible();
    await page.reload();
    await expect(page.getByText('Accepted').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Accept', exact: true })).toHaveCount(0);
    proposalPath = new URL(page.url()).pathname;
  });

  await test.step('screens of both sides for review, phone and desktop, English and French', async () => {
    for (const [path, name] of [
      [`/projects/${projectId}/oems`, 'project-oems'],
      [`/projects/${projectId}/proposals`, 'project-proposals'],
      [proposalPath, 'proposal-developer'],
      ['/company', 'company'],
    ]) {
      await screens(developer.page, origin, path, name);
    }
    for (const [path, name] of [
      ['/oem', 'oem'],
      ['/oems/matches', 'oem-matches'],
      ['/proposals', 'proposals'],
      [proposalPath, 'proposal-oem'],
    ]) {
      await screens(oem.page, origin, path, name);
    }
  });

  await test.step('with "show OEM" off, no OEM page or route is reachable', async () => {
    const { page } = await browserOf(browser);
    await page.goto(`${hidden.origin}/`);
    await expect(page.locator('a[href="/oem"]')).toHaveCount(0);
    for (const path of ['/oem', '/oems/matches', '/staff/oems', '/proposals', `/proposals/${SOME_ID}`, `/projects/${SOME_ID}/oems`, `/projects/${SOME_ID}/proposals`]) {
      const response = await page.goto(`${hidden.origin}${path}`);
      expect(response?.status(), path).toBe(404);
    }
    for (const path of ['/api/oem', '/api/oems/projects', '/api/proposals/sent', `/api/oems/project?project_id=${SOME_ID}`]) {
      const response = await request.get(`${hidden.origin}${path}`);
      expect(response.status(), path).toBe(404);
    }
  });
});
