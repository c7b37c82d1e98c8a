// The time an investor waits for the first page of a 50-page PDF in the data-room viewer: from the click on the
// document to its first page drawn by pdf.js, measured in the page itself (the click's time and the moment the drawn
// canvas is shown). Each run opens a document the server has never split and a browser cache emptied beforehand, after
// a reload of the data room, as an investor who arrives and picks a document.
import { writeFileSync } from 'node:fs';
import { expect, test } from '../../tests/e2e/fixtures';
import { grantedDataroom } from '../../tests/e2e/helpers/granted-dataroom';
import { pdfOf, staffUser } from '../../tests/e2e/helpers/investment';
import { LONG_PDF_PAGES } from '../dataroom-fixtures';
import { median } from '../median';

const RUNS = Number(process.env.BENCH_VIEWER_RUNS || 5);

/** In the page: resolves with the milliseconds from the next click to the first page's canvas shown. */
function firstPageAfterClick(): Promise<number> {
  return new Promise((resolve) => {
    let clickedAt = 0;
    document.addEventListener('click', () => (clickedAt = performance.now()), { capture: true, once: true });
    const drawn = () => document.querySelector('canvas[role="img"][aria-describedby]:not([hidden])');
    const observer = new MutationObserver(() => {
      if (!clickedAt || !drawn()) return;
      observer.disconnect();
      // The frame that paints it.
      requestAnimationFrame(() => resolve(performance.now() - clickedAt));
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true });
  });
}

test('first page of a 50-page PDF in the data-room viewer', async ({ browser, ownServer, request }) => {
  test.setTimeout(300_000 + RUNS * 60_000);
  const staff = staffUser();
  const { origin } = await ownServer({ name: 'bench-viewer', env: { ADMIN_EMAILS: staff.email } });
  const documents = [];
  for (let run = 1; run <= RUNS; run += 1) {
    documents.push({ name: `due-diligence-${run}.pdf`, pages: LONG_PDF_PAGES, buffer: await pdfOf(`Due diligence ${run}`, LONG_PDF_PAGES) });
  }
  const { investor, room } = await grantedDataroom(browser, request, origin, staff, documents);
  const page = investor.page;
  const cdp = await page.context().newCDPSession(page);
  const times: number[] = [];
  for (const document of documents) {
    await cdp.send('Network.clearBrowserCache');
    await page.goto(room);
    const button = page.getByRole('button', { name: `${document.name} (${document.pages} pages)` });
    await expect(button).toBeVisible();
    await page.waitForLoadState('networkidle');
    const measured = page.evaluate(firstPageAfterClick);
    await button.click();
    times.push(await measured);
    await expect(page.getByRole('img', { name: 'Page 1 of the document' })).toHaveAccessibleDescription(/Due diligence/);
  }
  const result = { runs: times, medianMs: median(times), worstMs: Math.max(...times) };
  console.log(`viewer: first page of a ${LONG_PDF_PAGES}-page PDF, ${times.map((ms) => ms.toFixed(0)).join(', ')} ms; median ${result.medianMs.toFixed(0)} ms`);
  if (process.env.BENCH_VIEWER_RESULT) writeFileSync(process.env.BENCH_VIEWER_RESULT, JSON.stringify(result));
});
