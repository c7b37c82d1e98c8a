// Issue "API and sign-in": a new investor signs up through the investor policy and holds the investor role.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectOnProvider, fetchMe, submitSignUpForm, waitForTokenCookie } from './helpers/auth';
import { newTestUser } from './helpers/users';

/** The landing page's way in for investors (components/layout/landing/Hero.tsx): it opens the investor policy. */
const INVESTOR_ENTRY = 'Investor access';

async function openInvestorPolicy(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/`);
  await page.getByRole('button', { name: INVESTOR_ENTRY }).filter({ visible: true }).first().click();
  await expectOnProvider(page, origin);
}

test('a new investor signs up through the investor policy and gets the investor role', async ({ page, context, origin, request }) => {
  const investor = newTestUser('investor');
  await openInvestorPolicy(page, origin);

  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(/^(Investor sign-in|Create an investor account)$/);
  if ((await heading.textContent()) === 'Investor sign-in') {
    await page.getByRole('link', { name: 'Create an account' }).click();
  }
  await expect(heading).toHaveText('Create an investor account');
  await submitSignUpForm(page, investor);
  // The sign-in landing (/homepage) sends an investor on to their onboarding (requirements ).
  await page.waitForURL(`${origin}/investor`, { timeout: 60_000 });

  const token = await waitForTokenCookie(context, origin);
  const me = await fetchMe(request, origin, token);
  expect(me.email).toBe(investor.email);
  expect(me.roles).toContain('investor');
});
