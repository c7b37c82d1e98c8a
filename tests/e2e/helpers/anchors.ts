// Measures in-page anchor scrolling (seed: the target ends 20 % of the window height below the top).
import type { Page } from '@playwright/test';

/**
 * The href of the first visible `#…` link whose target exists, lies below the first 20 % of the window and
 * can be scrolled up to that line (the page is tall enough), or undefined when the page has none.
 */
export function findScrollableAnchor(page: Page, offsetRatio: number): Promise<string | undefined> {
  return page.evaluate((ratio) => {
    const maxScroll = document.documentElement.scrollHeight - window.innerHeight;
    const offset = window.innerHeight * ratio;
    for (const link of Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href^="#"]'))) {
      const href = link.getAttribute('href') ?? '';
      if (href.length < 2) continue;
      const linkBox = link.getBoundingClientRect();
      if (linkBox.width === 0 || linkBox.height === 0) continue;
      const target = document.getElementById(decodeURIComponent(href.slice(1)));
      if (!target) continue;
      const top = target.getBoundingClientRect().top + window.scrollY;
      if (top > offset + 50 && top - offset <= maxScroll) return href;
    }
    return undefined;
  }, offsetRatio);
}

/** Waits until the window has moved and then not scrolled for `quietMs` (a smooth scroll has settled), or `timeoutMs`. */
export async function waitForScrollToSettle(page: Page, quietMs = 400, timeoutMs = 5_000): Promise<void> {
  await page.evaluate(
    ({ quiet, timeout }) =>
      new Promise<void>((resolve) => {
        const started = performance.now();
        let last = window.scrollY;
        let moved = false;
        let stableSince = performance.now();
        const check = () => {
          const now = performance.now();
          if (window.scrollY !== last) {
            last = window.scrollY;
            moved = true;
            stableSince = now;
          }
          // Quiet counts only once the page has moved: on a loaded machine a smooth scroll may start late.
          if ((moved && now - stableSince >= quiet) || now - started >= timeout) resolve();
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
    { quiet: quietMs, timeout: timeoutMs },
  );
}

/** Where an anchor's target sits now: its top in the window, the window height and the scroll position. */
export function measureTarget(page: Page, href: string): Promise<{ top: number; innerHeight: number; scrollY: number }> {
  return page.evaluate((hash) => {
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) throw new Error(`No element with the id of ${hash}`);
    return { top: target.getBoundingClientRect().top, innerHeight: window.innerHeight, scrollY: window.scrollY };
  }, href);
}
