// Screenshots of the landing page and /homepage at phone and desktop sizes, for review (no pixel
// comparison), and no horizontal overflow at either size.
import { expect, test } from './fixtures';
import { expectOnHomepage, signUpFromHeader } from './helpers/auth';
import { horizontalOverflow, saveScreenshot, SCREEN_SIZES } from './helpers/screenshots';
import { newTestUser } from './helpers/users';

test('the landing page fits phone and desktop widths', async ({ page, origin }) => {
  for (const size of SCREEN_SIZES) {
    await test.step(`${size.width}×${size.height}`, async () => {
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.goto(`${origin}/`);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await saveScreenshot(page, '/', size);
      const { scrollWidth, innerWidth } = await horizontalOverflow(page);
      expect(scrollWidth, `no horizontal overflow at ${size.width}px`).toBeLessThanOrEqual(innerWidth);
    });
  }
});

test('/homepage fits phone and desktop widths', async ({ page, origin }) => {
  const user = newTestUser('visual');
  await signUpFromHeader(page, origin, user);
  for (const size of SCREEN_SIZES) {
    await test.step(`${size.width}×${size.height}`, async () => {
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.goto(`${origin}/homepage`);
      await expectOnHomepage(page, origin);
      // The dashboard fills in once the current user has been read (2.5 s after start, as the seed says).
      await expect(page.getByRole('heading', { name: 'My projects' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await saveScreenshot(page, '/homepage', size);
      const { scrollWidth, innerWidth } = await horizontalOverflow(page);
      expect(scrollWidth, `no horizontal overflow at ${size.width}px`).toBeLessThanOrEqual(innerWidth);
    });
  }
});
