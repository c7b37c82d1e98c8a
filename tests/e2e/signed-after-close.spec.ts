// requirements as people meet them: an activated investor signs an opportunity's terms in the
// browser; the developer closes the publication from its page, reading in the dialog what happens to the data room and
// confirming; the investor then follows the link of the signing mail, is told the opportunity closed, and still
// downloads the signed PDF, which the verify page finds sealed and unchanged. Before, staff acting as the investor
// (the userId cookie) read the terms but are refused the signature. The set-up (project, publication, review,
// activation) goes through the API where the journey spec walks it.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { signUpFromHeader, waitForTokenCookie } from './helpers/auth';
import { callAs } from './helpers/granted-dataroom';
import { answerEverything, browserOf, investorSignsUp, pause, staffMember, staffUser, type Person } from './helpers/investment';
import { linkIn, waitForMail } from './helpers/outbox';
import { newTestUser } from './helpers/users';

const TITLE = 'Vercors biochar kiln';

test('a signer still downloads the signed PDF from the signing mail once the developer closed the publication', async ({ browser, ownServer, request }) => {
  test.setTimeout(180_000);
  const staff = staffUser();
  const { origin } = await ownServer({ name: 'signed-after-close', env: { ADMIN_EMAILS: staff.email } });
  const call = <T>(token: string, method: string, path: string, data?: unknown) => callAs<T>(request, origin, token, method, path, data);

  const user = newTestUser('developer');
  const own = await browserOf(browser);
  await signUpFromHeader(own.page, origin, user);
  const developer: Person = { user, ...own, token: await waitForTokenCookie(own.context, origin) };
  const templates = await call<{ id: string; slug: string }[]>(developer.token, 'GET', '/resources/templates');
  const project = await call<{ id: string }>(developer.token, 'POST', '/create_project', {
    name: 'Vercors biochar',
    template_id: templates.find((each) => each.slug === 'biochar-readiness')?.id,
  });
  await answerEverything(request, origin, developer.token, project.id);
  await call(developer.token, 'POST', '/compute', { project_id: project.id });
  const publication = { project_id: project.id, title: TITLE, summary: 'A kiln for walnut shells.', stage: 'construction', instrument: 'equity' };
  await call(developer.token, 'PUT', '/publication', { ...publication, ticket_min: 100000, ticket_max: 900000, currency: 'EUR', region: 'europe' });
  const opportunityId = (await call<{ id: string }>(developer.token, 'POST', '/publication', { project_id: project.id, action: 'submit' })).id;
  const reviewer = await staffMember(browser, origin, request, staff, (page) => signUpFromHeader(page, origin, staff));
  const investor = await investorSignsUp(browser, origin, newTestUser('investor'), { width: 390, height: 844 });
  const profile = {
    organisation: 'Grenoble Climate Fund',
    ticket_min: 100000,
    ticket_max: 2000000,
    currency: 'EUR',
    instruments: ['equity'],
    regions: ['europe'],
    stages: ['construction'],
  };
  const investorId = (await call<{ user_id: string }>(investor.token, 'PUT', '/investor', { ...profile, accreditation: 'A professional investor regulated in France.' })).user_id;
  await call(reviewer.token, 'POST', '/internal/publication', { publication_id: opportunityId, decision: 'approve' });
  await call(reviewer.token, 'POST', '/internal/activate', { investor_id: investorId, decision: 'activate' });

  await test.step('staff acting as the investor read the terms but cannot sign in the investor’s name', async () => {
    const page = reviewer.page;
    await reviewer.context.addCookies([{ name: 'userId', value: investorId, url: origin }]);
    await page.goto(`${origin}/opportunities/${opportunityId}/sign`);
    await expect(page.getByText('PART A. NON-DISCLOSURE')).toBeVisible();
    await page.getByRole('textbox', { name: /Your full name/ }).fill(investor.user.name);
    await page.getByRole('textbox', { name: /Non-binding commitment/ }).fill('5000000');
    await page.getByRole('checkbox', { name: 'I have read the terms above and I sign them' }).check();
    await page.getByRole('button', { name: 'Sign the terms' }).click();
    await expect(page.getByText(/Staff acting as another user may only read here/)).toBeVisible();
    await reviewer.context.clearCookies({ name: 'userId' });
    const terms = await call<{ signatures: unknown[] }>(investor.token, 'GET', `/sign-and-commit-opp/sign?opportunity_id=${opportunityId}`);
    expect(terms.signatures).toEqual([]);
  });

  await test.step('the investor signs the terms on a phone', async () => {
    const page = investor.page;
    await page.goto(`${origin}/opportunities/${opportunityId}/sign`);
    await expect(page.getByText('PART A. NON-DISCLOSURE')).toBeVisible();
    await page.getByRole('textbox', { name: /Your full name/ }).fill(investor.user.name);
    await page.getByRole('textbox', { name: /Non-binding commitment/ }).fill('250000');
    await page.getByRole('checkbox', { name: 'I have read the terms above and I sign them' }).check();
    await pause(page);
    await page.getByRole('button', { name: 'Sign the terms' }).click();
    await expect(page.getByRole('heading', { name: 'Your signature' })).toBeVisible();
  });

  await test.step('the developer closes the publication, after reading in the dialog what happens', async () => {
    const page = developer.page;
    await page.goto(`${origin}/projects/${project.id}/publication`);
    await page.getByRole('button', { name: 'Close the publication' }).click();
    const dialog = page.getByRole('dialog', { name: 'Close this publication?' });
    await expect(dialog.getByText('Investors who signed keep the terms and their signed PDF.')).toBeVisible();
    await expect(dialog.getByText('No investor has access to its data room.')).toBeVisible();
    await pause(page);
    await dialog.getByRole('button', { name: 'Close the publication' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Closed', { exact: true })).toBeVisible();
  });

  await test.step('the investor follows the signing mail’s link, is told it closed, and downloads the sealed PDF', async () => {
    const page = investor.page;
    const mail = await waitForMail(request, origin, investor.user.email, new RegExp(`Your signed commitment for “${TITLE}”`));
    await page.goto(linkIn(mail, origin));
    await expect(page.getByText(/This opportunity is closed\. What you signed/)).toBeVisible();
    await page.reload();
    await expect(page.getByText('PART A. NON-DISCLOSURE')).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download the signed PDF' }).click();
    const bytes = await readFile(await (await download).path());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const terms = await call<{ signatures: { pdf_sha256: string }[] }>(investor.token, 'GET', `/sign-and-commit-opp/sign?opportunity_id=${opportunityId}`);
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(terms.signatures[0].pdf_sha256);

    await page.getByRole('link', { name: 'Check a copy of a signed PDF' }).click();
    await expect(page.getByRole('heading', { name: 'Check a signed PDF', level: 1 })).toBeVisible();
    await page.locator('input[type="file"]').setInputFiles({ name: 'commitment.pdf', mimeType: 'application/pdf', buffer: bytes });
    await page.getByRole('button', { name: 'Check the copy' }).click();
    await expect(page.getByText('Sealed by Groundwork, unchanged since signing')).toBeVisible();
    await expect(page.getByText('This copy is byte for byte the PDF recorded at signing.')).toBeVisible();
  });
});
