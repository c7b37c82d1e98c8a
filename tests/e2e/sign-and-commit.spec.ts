// Issue 12, sign and commit and the developer's report: an activated investor reads an opportunity's commitment
// terms, types their name and signs, downloads the signed PDF (the SHA-256 shown is the file's) and checks the
// signature; the developer reads the signature and the investors' activity, with its chart, trail and CSV.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signUpFromHeader, submitSignUpForm, waitForTokenCookie } from './helpers/auth';
import { apiHeaders, assessToTheEnd, confirmedStaff, ownBrowser, type Someone } from './helpers/commitments';
import { createProjectFromDashboard } from './helpers/projects';
import { newTestUser } from './helpers/users';

/** Pauses like a person reading before the next action. */
const pause = (page: Page, ms = 600) => page.waitForTimeout(ms);
const TITLE = 'Ardèche biochar: kiln for chestnut shells';

test('an investor signs the commitment terms and downloads the PDF; the developer reads the signature and the activity', async ({ browser, ownServer, request }) => {
  test.setTimeout(600_000);
  const staff = newTestUser('staff');
  const server = await ownServer({ name: 'sign-and-commit', env: { ADMIN_EMAILS: staff.email } });
  const origin = server.origin;
  const api = apiHeaders;
  let developer: Someone;
  let investor: Someone;
  let opportunityId = '';

  await test.step('a developer publishes a computed project (through the API), staff approve it and activate a new investor', async () => {
    const user = newTestUser('developer');
    const { context, page } = await ownBrowser(browser);
    await signUpFromHeader(page, origin, user);
    developer = { user, context, page, token: await waitForTokenCookie(context, origin) };
    const projectId = await createProjectFromDashboard(page, 'Ardèche biochar', /Biochar/i);
    await assessToTheEnd(request, origin, developer.token, projectId);
    const computed = await request.post(`${origin}/api/compute`, { headers: api(developer.token), data: { project_id: projectId } });
    expect(computed.status(), await computed.text()).toBe(200);
    const body = { project_id: projectId, title: TITLE, summary: 'A kiln for chestnut shells.', stage: 'construction', instrument: 'equity', ticket_min: 200000, ticket_max: 900000, currency: 'EUR', region: 'europe', public_fields: [] };
    expect((await request.put(`${origin}/api/publication`, { headers: api(developer.token), data: body })).status()).toBe(200);
    const submitted = await request.post(`${origin}/api/publication`, { headers: api(developer.token), data: { project_id: projectId, action: 'submit' } });
    expect(submitted.status(), await submitted.text()).toBe(200);
    opportunityId = ((await submitted.json()) as { id: string }).id;
    const reviewer = await confirmedStaff(browser, origin, request, staff, (page) => signUpFromHeader(page, origin, staff));
    // The staff role comes with the confirmed address at the next sign-in, once the user's cached record expires (10 s).
    await expect
      .poll(async () => ((await (await request.get(`${origin}/api/me`, { headers: api(reviewer.token) })).json()) as { roles: string[] }).roles, { timeout: 30_000, intervals: [2000] })
      .toContain('admin');
    await reviewer.page.goto(`${origin}/staff/publications`);
    await expect(reviewer.page.getByRole('heading', { name: 'Publications to review', level: 1 })).toBeVisible();
    await reviewer.page.getByRole('article', { name: TITLE }).getByRole('button', { name: 'Approve and publish' }).click();
    await expect(reviewer.page.getByRole('article', { name: TITLE })).toHaveCount(0);

    const investorUser = newTestUser('investor');
    const browsing = await ownBrowser(browser, { width: 390, height: 844 });
    await browsing.page.goto(`${origin}/opportunities`);
    await browsing.page.getByRole('button', { name: 'Create an investor account' }).click();
    if ((await browsing.page.getByRole('heading', { level: 1 }).textContent()) === 'Investor sign-in') await browsing.page.getByRole('link', { name: 'Create an account' }).click();
    await submitSignUpForm(browsing.page, investorUser);
    await browsing.page.waitForURL(`${origin}/investor`, { timeout: 60_000 });
    investor = { user: investorUser, ...browsing, token: await waitForTokenCookie(browsing.context, origin) };
    const profile = { organisation: 'Privas Impact', ticket_min: 100000, ticket_max: 1000000, currency: 'EUR', instruments: ['equity'], regions: ['europe'], stages: ['construction'], accreditation: 'A professional investor regulated in France.' };
    expect((await request.put(`${origin}/api/investor`, { headers: api(investor.token), data: profile })).status()).toBe(200);
    await reviewer.page.goto(`${origin}/staff/investors`);
    await reviewer.page.getByRole('article', { name: 'Privas Impact' }).getByRole('button', { name: 'Activate' }).click();
    await expect(reviewer.page.getByRole('article', { name: 'Privas Impact' })).toHaveCount(0);
  });

  let pdfSha = '';
  await test.step('on the phone, the investor reads the terms, types their name and signs', async () => {
    const page = investor.page;
    await page.goto(`${origin}/opportunities/${opportunityId}/sign`);
    await expect(page.getByRole('heading', { name: 'Commitment terms', level: 1 })).toBeVisible();
    await expect(page.getByText('PART A. NON-DISCLOSURE', { exact: false })).toBeVisible();
    await pause(page);
    await page.getByRole('button', { name: 'Sign the terms' }).click();
    await expect(page.getByText('Type your full name to sign')).toBeVisible();
    await page.getByRole('textbox', { name: /Your full name/ }).fill(investor.user.name);
    await page.getByRole('textbox', { name: /Non-binding commitment/ }).fill('300000');
    await page.getByRole('checkbox', { name: 'I have read the terms above and I sign them' }).check();
    await pause(page);
    await page.getByRole('button', { name: 'Sign the terms' }).click();
    await expect(page.getByRole('heading', { name: 'Your signature' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Your signature' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign the terms' })).toHaveCount(0);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download the signed PDF' }).click();
    const file = await (await download).path();
    const bytes = await readFile(file);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    pdfSha = createHash('sha256').update(bytes).digest('hex');
    await expect(page.getByText(pdfSha)).toBeVisible();
    await page.getByRole('button', { name: 'Check the signature' }).click();
    await expect(page.getByText(/Every check passed/)).toBeVisible();
  });

  await test.step('the developer reads the signature, the activity with its chart and trail, and downloads the CSV', async () => {
    const page = developer.page;
    await page.goto(`${origin}/opportunities/${opportunityId}/sign`);
    await expect(page.getByRole('heading', { name: `Signature of ${investor.user.name}` })).toBeVisible();
    await expect(page.getByText(pdfSha)).toBeVisible();
    await page.goto(`${origin}/opportunities/${opportunityId}/report`);
    await expect(page.getByRole('heading', { name: 'Investor activity', level: 1 })).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(investor.user.name) })).toBeVisible();
    await expect(page.getByText(/The chain holds/)).toBeVisible();
    await expect(page.getByText('commitment.signed')).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const csv = await readFile(await (await download).path(), 'utf8');
    expect(csv.split('\r\n')[0]).toMatch(/^investor_id,investor_name,file_id,file_name,views/);
    expect(csv).toContain(investor.user.name);
  });
});
