// What the reactor chart draws, read from the page: its canvas pixels and the mouse drag that zooms it.
import type { Locator, Page } from '@playwright/test';

/**
 * How many pixel rows of the plot area are tinted by a filled normal band of the first series colour (#2f6b3a at about
 * 12 % opacity, drawn on the transparent canvas), in the most tinted of a few columns between a fifth and two fifths
 * of the way across: far from the readings (drawn at the right end of the period), and not all on a grid line.
 */
export function normalBandRows(chart: Locator): Promise<{ tinted: number; rows: number }> {
  return chart.evaluate((element) => {
    const canvas = element.querySelector('canvas');
    const over = element.querySelector<HTMLElement>('.u-over');
    const context = canvas?.getContext('2d');
    if (!canvas || !over || !context) return { tinted: 0, rows: 0 };
    const box = canvas.getBoundingClientRect();
    const plot = over.getBoundingClientRect();
    const scale = canvas.width / box.width;
    const top = Math.round((plot.top - box.top) * scale);
    const rows = Math.round(plot.height * scale);
    const tintedAt = (share: number) => {
      const x = Math.round((plot.left - box.left + plot.width * share) * scale);
      const pixels = context.getImageData(x, top, 1, rows).data;
      let tinted = 0;
      for (let row = 0; row < rows; row += 1) {
        const [r, g, b, a] = pixels.slice(row * 4, row * 4 + 4);
        if (a >= 15 && a <= 50 && Math.abs(r - 47) < 20 && Math.abs(g - 107) < 20 && Math.abs(b - 58) < 20) tinted += 1;
      }
      return tinted;
    };
    return { tinted: Math.max(...[0.21, 0.27, 0.33, 0.39].map(tintedAt)), rows };
  });
}

/** Drags the mouse across the plot area from `fromShare` of its width to its last pixels on the right. */
export async function dragAcrossPlot(page: Page, chart: Locator, fromShare: number): Promise<void> {
  const plot = await chart.locator('.u-over').boundingBox();
  if (!plot) throw new Error('The chart has no plot area');
  const y = plot.y + plot.height / 2;
  await page.mouse.move(plot.x + plot.width * fromShare, y);
  await page.mouse.down();
  await page.mouse.move(plot.x + plot.width - 2, y, { steps: 10 });
  await page.mouse.up();
}
