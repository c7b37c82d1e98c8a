// Accessibility of the investment screens signed in (issue 12): axe-core (WCAG 2.2 A/AA and best practices) on each
// side's pages with real content — staff's two queues with an item each; the developer's publication editor, the
// opportunity, its signatures, data-room manager and investor activity; the activated investor's full list, the
// opportunity, the signed terms, the data room and its viewer with a page — in French at phone width and in English at
// desktop width (scanSizesFor; staff's queues at both). Serious or critical violations, and content wider than the window, fail. The set-up goes through the
// API where the journey spec walks it in the browser.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { describeViolations, scanPage } from './helpers/axe';
import { grantedDataroom } from './helpers/granted-dataroom';
import { pdfOf, staffUser } from './helpers/investment';
import { horizontalOverflow, saveScreenshot, scanSizesFor, SCREEN_SIZES } from './helpers/screenshots';

test.use({ reducedMotion: 'reduce' });

/** Opens a path, waits for its heading and content, scans it (failing softly) and saves its screenshot. */
async function scan(page: Page, path: string, shot: string, ready?: (page: Page) => Promise<void>): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  if (ready) await ready(page);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.mantine-Skeleton-root[data-visible]')).toHaveCount(0, { timeout: 20_000 });
  const size = SCREEN_SIZES.find((each) => each.width === page.viewportSize()?.width) ?? SCREEN_SIZES[1];
  const { scrollWidth, innerWidth } = await horizontalOverflow(page);
  expect.soft(scrollWidth, `${shot} at ${size.width}px: content wider than the window`).toBeLessThanOrEqual(innerWidth);
  const result = await scanPage(page);
  expect
    .soft(
      result.blocking.map((violation) => violation.id),
      `${shot} at ${size.width}px: serious or critical axe violations\n${describeViolations(result.blocking)}`,
    )
    .toEqual([]);
  await saveScreenshot(page, `a11y-${shot}`, size);
}

test('the investment screens of staff, the developer and an activated investor have no serious accessibility violation', async ({ browser, ownServer, request }) => {
  // Three kinds of user, every investment screen, one width per language: about five minutes on two cores.
  test.setTimeout(600_000);
  const staff = staffUser();
  const { origin } = await ownServer({ name: 'a11y-investment', env: { ADMIN_EMAILS: staff.email } });
  const documents = [{ name: 'kiln-design.pdf', pages: 2, buffer: await pdfOf('Kiln design', 2) }];
  const { developer, investor, projectId, opportunityId, room } = await grantedDataroom(browser, request, origin, staff, documents, (reviewer) =>
    test.step('staff queues, each with an item', async () => {
      for (const size of SCREEN_SIZES) {
        await reviewer.page.setViewportSize(size);
        await scan(reviewer.page, `${origin}/staff/publications`, 'staff-publications', (page) => expect(page.getByRole('article').first()).toBeVisible());
        await scan(reviewer.page, `${origin}/staff/investors`, 'staff-investors', (page) => expect(page.getByRole('article').first()).toBeVisible());
      }
    }),
  );
  const opportunity = `${origin}/opportunities/${opportunityId}`;

  for (const language of ['en', 'fr'] as const) {
    for (const person of [developer, investor]) await person.context.addCookies([{ name: 'language', value: language, url: origin }]);
    for (const size of scanSizesFor(language)) {
      await test.step(`${language} at ${size.width}px`, async () => {
        const shot = (side: string, name: string) => `${language}-${side}-${name}`;
        await developer.page.setViewportSize(size);
        await scan(developer.page, `${origin}/projects/${projectId}/publication`, shot('developer', 'publication'), (page) =>
          expect(page.locator('main a[href$="/report"]')).toBeVisible(),
        );
        await scan(developer.page, opportunity, shot('developer', 'opportunity'));
        await scan(developer.page, `${opportunity}/sign`, shot('developer', 'signatures'));
        await scan(developer.page, room, shot('developer', 'dataroom'), (page) => expect(page.getByRole('region').first()).toBeVisible());
        await scan(developer.page, `${opportunity}/report`, shot('developer', 'report'), (page) => expect(page.getByRole('table').first()).toBeVisible());
        await investor.page.setViewportSize(size);
        await scan(investor.page, `${origin}/opportunities`, shot('investor', 'opportunities'), (page) => expect(page.getByRole('search')).toBeVisible());
        await scan(investor.page, opportunity, shot('investor', 'opportunity'), (page) => expect(page.locator('main a[href$="/dataroom"]')).toBeVisible());
        await scan(investor.page, `${opportunity}/sign`, shot('investor', 'signed'));
        await scan(investor.page, room, shot('investor', 'dataroom'), (page) => expect(page.locator('main button').filter({ hasText: 'kiln-design.pdf' })).toBeVisible());
        await investor.page.locator('main button').filter({ hasText: 'kiln-design.pdf' }).click();
        await expect(investor.page.getByRole('main').getByRole('img').first()).toBeVisible();
        const viewer = await scanPage(investor.page);
        expect
          .soft(
            viewer.blocking.map((violation) => violation.id),
            `${shot('investor', 'viewer')} at ${size.width}px\n${describeViolations(viewer.blocking)}`,
          )
          .toEqual([]);
        await saveScreenshot(investor.page, `a11y-${shot('investor', 'viewer')}`, size);
      });
    }
  }
});
