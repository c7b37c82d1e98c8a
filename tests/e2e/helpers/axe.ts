// Accessibility checks of what a page shows now: axe-core (WCAG 2.2 A and AA, plus axe's best practices) and reflow.
// @axe-core/playwright injects the axe-core source with `page.evaluate`, which the DevTools protocol runs
// outside the page's Content-Security-Policy: the scan works on pages that allow no inline or foreign script.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type Result = AxeResults['violations'][number];
type ImpactValue = NonNullable<Result['impact']>;

/** The rule sets a scan runs: WCAG 2.0, 2.1 and 2.2 at levels A and AA, and axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** Impacts that fail a scan. */
export const BLOCKING_IMPACTS: ImpactValue[] = ['serious', 'critical'];

export interface AxeScan {
  /** Violations of impact serious or critical. */
  blocking: Result[];
  /** Moderate and minor violations, reported but not failing. */
  advisory: Result[];
}

/** Runs axe on the page (or on the part `include` selects, e.g. an open dialog). */
export async function scanPage(page: Page, include?: string): Promise<AxeScan> {
  let builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
  if (include) builder = builder.include(include);
  const results: AxeResults = await builder.analyze();
  const blocking = results.violations.filter((violation) => BLOCKING_IMPACTS.includes(violation.impact ?? 'minor'));
  const advisory = results.violations.filter((violation) => !blocking.includes(violation));
  return { blocking, advisory };
}

/** One readable paragraph per violation: rule, impact, what it asks, and up to five offending elements. */
export function describeViolations(violations: Result[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes.slice(0, 5).map((node) => {
        const summary = (node.failureSummary ?? '').replace(/\s+/g, ' ').trim();
        return `    ${node.target.join(' ')}\n      ${node.html.slice(0, 200)}\n      ${summary}`;
      });
      const more = violation.nodes.length > 5 ? [`    … and ${violation.nodes.length - 5} more`] : [];
      return [`  [${violation.impact}] ${violation.id}: ${violation.help}`, ...nodes, ...more].join('\n');
    })
    .join('\n');
}

/** The outermost elements that reach past the window's right edge (tag, classes and width), for a reflow failure. */
export async function elementsPastRightEdge(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const limit = document.documentElement.clientWidth;
    const past = [...document.body.querySelectorAll('*')].filter((element) => element.getBoundingClientRect().right > limit + 0.5);
    const outermost = past.filter((element) => !past.includes(element.parentElement as Element));
    return outermost.slice(0, 8).map((element) => {
      const box = element.getBoundingClientRect();
      const classes = [...element.classList].slice(0, 3).join('.');
      return `${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''} (${Math.round(box.left)}–${Math.round(box.right)} px)`;
    });
  });
}
