// Issue 25, item 4: first-load JavaScript, gzipped, at most 170 kB on the pages a visitor sees and at most 190 kB on
// any page. Pure rules (no file access), so that tests/lint/js-budget.test.ts checks them without a build.

/** kB (1024 bytes) gzipped, level 9 as a CDN serves it. */
export const VISITOR_BUDGET_KB = 170;
export const PAGE_BUDGET_KB = 190;

/**
 * The routes a visitor reaches without an account: the landing page, the opportunities and an opportunity's teaser,
 * the knowledge hub, the monitoring host's sign-in, the commitment check, the maintenance and error pages.
 */
export const VISITOR_ROUTES = [
  '/',
  '/opportunities',
  '/opportunities/[id]',
  '/knowledge-hub',
  '/knowledge-hub/[slug]',
  '/monitoring-app/signin',
  '/commitments/verify',
  '/maintenance',
  '/404',
  '/500',
  '/[...path]',
] as const;

export interface RouteWeight {
  route: string;
  gzipKb: number;
}

export interface RouteVerdict extends RouteWeight {
  budgetKb: number;
  visitor: boolean;
  /** Over its budget and over any ceiling it is held at: the step fails. */
  over: boolean;
  /** Over its budget, held at a ceiling it stays under (issue 25 open: bench/js-budget-ceilings.ts). */
  held: boolean;
}

/** Pages only: API routes (`/api/...`) have no first load in a browser. */
export const isPage = (route: string) => route !== '/api' && !route.startsWith('/api/');

export function budgetOf(route: string): number {
  return (VISITOR_ROUTES as readonly string[]).includes(route) ? VISITOR_BUDGET_KB : PAGE_BUDGET_KB;
}

/** Every page with its budget and whether it is over (beyond the ceiling it is held at, if any), heaviest first. */
export function verdicts(weights: RouteWeight[], ceilings: Readonly<Record<string, number>> = {}): RouteVerdict[] {
  return weights
    .filter((weight) => isPage(weight.route))
    .map((weight) => {
      const budgetKb = budgetOf(weight.route);
      const overBudget = weight.gzipKb > budgetKb;
      const ceiling = ceilings[weight.route];
      const held = overBudget && ceiling !== undefined && weight.gzipKb <= ceiling;
      return { ...weight, budgetKb, visitor: budgetKb === VISITOR_BUDGET_KB, over: overBudget && !held, held };
    })
    .sort((a, b) => b.gzipKb - a.gzipKb);
}
