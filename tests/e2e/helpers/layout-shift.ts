import type { Page } from '@playwright/test';

/**
 * The page's layout shifts since it loaded that no input of the person caused, summed (what Cumulative Layout Shift
 * adds up; Chromium reports them to a PerformanceObserver, buffered from the start of the load).
 */
export function unexpectedLayoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean };
        let total = 0;
        const observer = new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Shift[]) if (!entry.hadRecentInput) total += entry.value;
        });
        observer.observe({ type: 'layout-shift', buffered: true });
        // The buffered entries arrive in the observer's first callback; none arrives when nothing moved.
        setTimeout(() => {
          observer.disconnect();
          resolve(total);
        }, 200);
      }),
  );
}
