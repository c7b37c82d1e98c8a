// Issue 24, items 8 to 11, as staff use the console: they find a user, change a role with a reason, export users with a
// filter and the sign-ins, disable the account (the user is refused on their next request), and erase another user who
// asked for it from their account page (the console's home counts the request), confirmed by typing the address; the
// list no longer shows them, the user gets the mail, and the audit chain of the opportunity the user published still
// verifies on its report page. On a phone in French for the list, then desktop.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signUpFromHeader, waitForTokenCookie } from './helpers/auth';
import { callAs } from './helpers/granted-dataroom';
import { answerEverything, browserOf, pause, staffMember, staffUser } from './helpers/investment';
import { waitForMail } from './helpers/outbox';
import { saveScreenshot, SCREEN_SIZES } from './helpers/screenshots';
import { newTestUser } from './helpers/users';

async function downloaded(page: Page, click: () => Promise<void>): Promise<string> {
  const download = page.waitForEvent('download');
  await click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('data.csv');
  return (await readFile(await file.path())).toString('utf8');
}

test('staff find a user, change a role, export users and sign-ins, disable one account and erase another who asked for it', async ({ browser, ownServer, request }) => {
  test.setTimeout(300_000);
  const staff = staffUser();
  const { origin } = await ownServer({ name: 'staff-users', env: { ADMIN_EMAILS: staff.email } });
  const member = newTestUser('member');
  const leaver = newTestUser('leaver');
  {
    const { context, page } = await browserOf(browser);
    await signUpFromHeader(page, origin, member);
    await waitForTokenCookie(context, origin);
    await context.close();
  }
  // The leaver publishes a project of their own: the opportunity's audit chain names them as its actor.
  const leaverSession = await browserOf(browser);
  await signUpFromHeader(leaverSession.page, origin, leaver);
  const leaverToken = await waitForTokenCookie(leaverSession.context, origin);
  const call = <T>(token: string, method: string, path: string, data?: unknown) => callAs<T>(request, origin, token, method, path, data);
  const templates = await call<{ id: string; slug: string }[]>(leaverToken, 'GET', '/resources/templates');
  const project = await call<{ id: string }>(leaverToken, 'POST', '/create_project', {
    name: 'Leaver kiln',
    template_id: templates.find((each) => each.slug === 'biochar-readiness')?.id,
  });
  await answerEverything(request, origin, leaverToken, project.id);
  await call(leaverToken, 'POST', '/compute', { project_id: project.id });
  const publication = { project_id: project.id, title: 'Leaver kiln', summary: 'A kiln for walnut shells.', stage: 'construction', instrument: 'equity' };
  await call(leaverToken, 'PUT', '/publication', { ...publication, ticket_min: 100000, ticket_max: 900000, currency: 'EUR', region: 'europe' });
  const opportunityId = (await call<{ id: string }>(leaverToken, 'POST', '/publication', { project_id: project.id, action: 'submit' })).id;
  const memberSession = await browserOf(browser);
  await signUpFromHeader(memberSession.page, origin, newTestUser('bystander'));
  const { page, token: staffToken } = await staffMember(browser, origin, request, staff, (signUpPage) => signUpFromHeader(signUpPage, origin, staff));
  await call(staffToken, 'POST', '/internal/publication', { publication_id: opportunityId, decision: 'approve' });

  await test.step('staff search by name and open the user', async () => {
    await page.goto(`${origin}/staff/users`);
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    await page.getByLabel('Search').fill(member.name);
    await pause(page);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('status')).toHaveText('1 user');
    await page.getByRole('link', { name: member.name }).click();
    await expect(page.getByRole('heading', { level: 1, name: member.name })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Local account' }).first()).toBeVisible();
  });

  await test.step('staff make the user an OEM, with a reason; a reload keeps it', async () => {
    await page.getByRole('checkbox', { name: 'OEM' }).check();
    await page.getByRole('button', { name: 'Change roles' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Give a reason first: it is kept in the audit trail');
    await page.getByLabel('Reason (kept in the audit trail)').first().fill('Joined a kiln maker');
    await pause(page);
    await page.getByRole('button', { name: 'Change roles' }).click();
    await expect(page.getByText('The roles are changed.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'OEM' })).toBeChecked();
  });

  await test.step('staff export the OEMs and the sign-ins as data.csv', async () => {
    await page.goto(`${origin}/staff/users`);
    await page.getByRole('combobox', { name: 'Role', exact: true }).click();
    await page.getByRole('option', { name: 'OEM' }).click();
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    // The member, and the demo OEMs' sales contacts (R-23.41): every account with the OEM role, no other.
    await expect(page.getByRole('link', { name: member.name })).toBeVisible();
    await expect(page.getByRole('link', { name: leaver.name })).toHaveCount(0);
    const users = await downloaded(page, () => page.getByRole('button', { name: 'Export users (CSV)' }).click());
    const [header, ...rows] = users.split('\r\n').filter(Boolean);
    expect(header).toBe('id,name,email,company,roles,disabled,created_at');
    expect(users).toContain(member.email);
    expect(users).not.toContain(leaver.email);
    expect(rows.every((row) => row.includes('oem'))).toBe(true);
    await expect(page.getByRole('status')).toHaveText(rows.length === 1 ? '1 user' : `${rows.length} users`);
    const signIns = await downloaded(page, () => page.getByRole('button', { name: 'Export sign-ins (CSV)' }).click());
    expect(signIns.split('\r\n')[0]).toBe('at,user_id,name,email,policy,address,user_agent,result');
    expect(signIns).toContain(',signin,');
  });

  await test.step('staff disable the user, who is refused on their next request', async () => {
    await page.getByRole('link', { name: member.name }).click();
    await page.getByLabel('Reason (kept in the audit trail)').nth(1).fill('Left the company');
    await page.getByRole('button', { name: 'Disable account' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Disable account' }).click();
    await expect(page.getByText('Disabled', { exact: true })).toBeVisible();
  });

  await test.step('the leaver asks for the erasure of their account from their account page', async () => {
    const own = leaverSession.page;
    await own.goto(`${origin}/account`);
    await expect(own.getByText('signed investment commitments, with who signed them', { exact: false })).toBeVisible();
    await own.getByRole('button', { name: 'Ask for the erasure of my account…' }).click();
    await pause(own);
    await own.getByRole('dialog').getByRole('button', { name: 'Ask for the erasure' }).click();
    await expect(own.getByRole('status').filter({ hasText: 'You asked for the erasure of your account on' })).toBeVisible();
    await own.reload();
    await expect(own.getByRole('status').filter({ hasText: 'You asked for the erasure of your account on' })).toBeVisible();
  });

  await test.step('staff see the request counted on the console, and erase the leaver, typing the address to confirm', async () => {
    await page.goto(`${origin}/staff`);
    const counter = page.locator('[data-counter="erasures"]');
    await expect(counter).toContainText('1 erasure to carry out');
    await counter.getByRole('link', { name: 'Open' }).click();
    await page.waitForURL(/\/staff\/users\?erasure=requested/);
    await expect(page.getByRole('status')).toHaveText('1 user');
    await page.getByRole('link', { name: leaver.name }).click();
    await expect(page.getByTestId('erasure-request')).toContainText('This user asked for the erasure of their account');
    await page.getByLabel('Reason (kept in the audit trail)').nth(1).fill('Right to erasure, asked from the account page');
    await page.getByRole('button', { name: 'Erase user…' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(`Type ${leaver.email} to confirm`).fill(leaver.email);
    await pause(page);
    await dialog.getByRole('button', { name: 'Erase', exact: true }).click();
    await page.waitForURL(/\/staff\/users\?erased=1/);
    await page.getByLabel('Search').fill(leaver.email);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('status')).toHaveText('No user matches');
    await page.goto(`${origin}/staff`);
    await expect(page.locator('[data-counter="erasures"]')).toContainText('No erasure to carry out');
    const mail = await waitForMail(request, origin, leaver.email, /Your Groundwork account has been erased/);
    expect(mail.text).toContain('Signed investment commitments are kept');
  });

  await test.step('staff re-verify the opportunity’s audit chain on its report page: it still holds', async () => {
    await page.goto(`${origin}/opportunities/${opportunityId}/report`);
    await expect(page.getByRole('status').filter({ hasText: 'The chain holds' })).toBeVisible();
    const trail = await call<{ verification: { valid: boolean; length: number } }>(staffToken, 'GET', `/audit?opportunity_id=${opportunityId}`);
    expect(trail.verification).toMatchObject({ valid: true });
    expect(trail.verification.length).toBeGreaterThanOrEqual(3);
    await leaverSession.context.close();
  });

  await test.step('the console on a phone, in French', async () => {
    await page.context().addCookies([{ name: 'language', value: 'fr', url: origin }]);
    const phone = SCREEN_SIZES[0];
    await page.setViewportSize({ width: phone.width, height: phone.height });
    await page.goto(`${origin}/staff/users`);
    await expect(page.getByRole('heading', { level: 1, name: 'Utilisateurs' })).toBeVisible();
    await saveScreenshot(page, 'staff-users-fr', phone);
  });
});
