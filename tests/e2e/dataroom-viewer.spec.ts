// The data-room viewer on a phone (issue 21, item 13; requirements ): an activated investor with a folder
// granted opens a document at 390 px, zooms in with the buttons and with two fingers (touch events sent through the
// Chrome DevTools Protocol, as a phone's screen sends them), jumps to a page, reloads and is on the same document and
// page without anything moving as the viewer comes, then goes back to the folders with the browser's back button.
// The set-up goes through the API and the developer's page (tests/e2e/helpers/granted-dataroom.ts).
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { grantedDataroom } from './helpers/granted-dataroom';
import { pdfOf, staffUser } from './helpers/investment';
import { unexpectedLayoutShift } from './helpers/layout-shift';

/** The page's drawn width in CSS pixels. */
const drawnWidth = (page: Page) => page.getByRole('img', { name: /^Page \d+ of the document$/ }).evaluate((canvas) => canvas.getBoundingClientRect().width);

/** Two fingers on the page moving apart, as a touch screen reports them. */
async function pinchOut(page: Page): Promise<void> {
  // The fingers must land on the screen: the frame's top is brought to the top of the window first.
  await page.getByTestId('viewer-frame').evaluate((frame) => frame.scrollIntoView({ block: 'start' }));
  const box = await page.getByTestId('viewer-frame').boundingBox();
  if (!box) throw new Error('The viewer has no frame');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
  const y = Math.max(0, box.y) + 120;
  const x = box.x + box.width / 2;
  const fingers = (spread: number) => [
    { x: x - spread, y, id: 1 },
    { x: x + spread, y, id: 2 },
  ];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(30) });
  for (const spread of [45, 60, 75, 90]) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers(spread) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

test('on a phone, an investor zooms a page, jumps to another, and keeps document and page through a reload and the back button', async ({ browser, ownServer, request }) => {
  test.setTimeout(180_000);
  const staff = staffUser();
  const { origin } = await ownServer({ name: 'dataroom-viewer', env: { ADMIN_EMAILS: staff.email } });
  const documents = [{ name: 'kiln-design.pdf', pages: 3, buffer: await pdfOf('Kiln design', 3) }];
  const { investor, room } = await grantedDataroom(browser, request, origin, staff, documents);
  const page = investor.page;
  await page.setViewportSize({ width: 390, height: 844 });

  await test.step('opens the document and zooms in with the buttons', async () => {
    await page.goto(room);
    await page.getByRole('button', { name: 'kiln-design.pdf (3 pages)' }).click();
    await expect(page.getByText('Page 1 of 3')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Page 1 of the document' })).toBeVisible();
    const fitted = await drawnWidth(page);
    expect(fitted).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await expect(page.getByTestId('zoom-level')).toHaveText('125 %');
    await expect.poll(() => drawnWidth(page)).toBeGreaterThan(fitted * 1.2);
  });

  await test.step('zooms further with two fingers', async () => {
    const before = await drawnWidth(page);
    await pinchOut(page);
    await expect(page.getByTestId('zoom-level')).not.toHaveText('125 %');
    await expect.poll(() => drawnWidth(page)).toBeGreaterThan(before * 1.5);
  });

  await test.step('jumps to page 3, reloads, and is on the same document and page', async () => {
    await page.getByRole('textbox', { name: 'Go to page (1 to 3)' }).fill('3');
    await page.getByRole('button', { name: 'Go', exact: true }).click();
    await expect(page.getByText('Page 3 of 3')).toBeVisible();
    await expect(page).toHaveURL(/[?&]file=[0-9a-f-]{36}&page=3$/);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'kiln-design.pdf' })).toBeVisible();
    await expect(page.getByText('Page 3 of 3')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Page 3 of the document' })).toBeVisible();
    // Nothing moved while the viewer came: its title, buttons and page strip are drawn with the page (the server read the
    // document), and the page's tile keeps its size when the page is drawn into it (issue 25: CLS under 0.05).
    await expect(page.getByRole('navigation', { name: 'Pages' }).locator('canvas')).toHaveCount(1);
    expect(await unexpectedLayoutShift(page)).toBeLessThan(0.05);
  });

  await test.step('the back button returns to the folders', async () => {
    await page.goBack();
    await expect(page.getByRole('button', { name: 'kiln-design.pdf (3 pages)' })).toBeVisible();
    await expect(page).not.toHaveURL(/file=/);
  });
});
