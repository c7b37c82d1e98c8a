// Issue "app shell": the landing page renders cleanly and in-page anchors leave 20 % of the window above.
import { expect, test } from './fixtures';
import { findScrollableAnchor, measureTarget, waitForScrollToSettle } from './helpers/anchors';

const ANCHOR_OFFSET_RATIO = 0.2;
const TOLERANCE_PX = 5;

test('the landing page renders without console errors', async ({ page, pageErrors }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('banner').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The shell schedules its start-up work (current user, telemetry) over the first seconds.
  await page.waitForTimeout(3_500);
  expect(pageErrors.messages).toEqual([]);
});

test('an in-page anchor scrolls its target to 20 % of the window height', async ({ page }) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const href = await findScrollableAnchor(page, ANCHOR_OFFSET_RATIO);
  expect(href, 'the landing page has a visible #link whose target can be scrolled to').toBeTruthy();
  const hash = href as string;

  await page.locator(`a[href="${hash}"]`).filter({ visible: true }).first().click();
  await waitForScrollToSettle(page);

  const { top, innerHeight, scrollY } = await measureTarget(page, hash);
  expect(scrollY).toBeGreaterThan(0);
  expect(Math.abs(top - innerHeight * ANCHOR_OFFSET_RATIO)).toBeLessThanOrEqual(TOLERANCE_PX);
});
