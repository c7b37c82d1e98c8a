import type { ConsoleMessage, Page } from '@playwright/test';

/** A React error the browser reports when the page it hydrates differs from the server's (418, 423, 425 minified). */
const HYDRATION_ERROR = /Minified React error #(418|423|425)|hydrat/i;

/**
 * Listens for hydration mismatches on `page` until `stop()`, which returns what was reported. A page drawn by the
 * server with its data must hydrate as it is; a mismatch makes React draw it again in the browser.
 */
export function watchHydrationMismatches(page: Page): { stop: () => string[] } {
  const mismatches: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error' && HYDRATION_ERROR.test(message.text())) mismatches.push(message.text());
  };
  const onError = (error: Error) => {
    if (HYDRATION_ERROR.test(error.message)) mismatches.push(error.message);
  };
  page.on('console', onConsole);
  page.on('pageerror', onError);
  return {
    stop: () => {
      page.off('console', onConsole);
      page.off('pageerror', onError);
      return mismatches;
    },
  };
}

/** Waits until Next has measured the page's hydration (`Next.js-hydration`), that is until React has hydrated it. */
export const hydrated = (page: Page) => page.waitForFunction(() => performance.getEntriesByName('Next.js-hydration', 'measure').length > 0);
