// Issue 25, item 4: the budgets the "js budget" step of `npm test` holds every page's first-load JavaScript to
// (bench/js-budget.ts reads the build's statistics; these are its rules, checked without a build).
import { budgetOf, isPage, PAGE_BUDGET_KB, verdicts, VISITOR_BUDGET_KB, VISITOR_ROUTES } from '@/bench/js-budget-rules';

describe('first-load JavaScript budgets', () => {
  it('holds the pages a visitor sees to 170 kB and every other page to 190 kB', () => {
    expect(VISITOR_BUDGET_KB).toBe(170);
    expect(PAGE_BUDGET_KB).toBe(190);
    for (const route of ['/', '/opportunities', '/opportunities/[id]']) expect(budgetOf(route)).toBe(170);
    for (const route of ['/homepage', '/investor', '/projects/[id]', '/opportunities/[id]/dataroom']) expect(budgetOf(route)).toBe(190);
  });

  it('names only routes that are pages of the app as visitor routes', () => {
    for (const route of VISITOR_ROUTES) expect(isPage(route)).toBe(true);
    expect(isPage('/api/[...path]')).toBe(false);
  });

  it('marks a page over its budget, leaves API routes out and lists the heaviest first', () => {
    const result = verdicts([
      { route: '/', gzipKb: 170.1 },
      { route: '/homepage', gzipKb: 190 },
      { route: '/projects/[id]', gzipKb: 190.1 },
      { route: '/api/[...path]', gzipKb: 400 },
    ]);
    expect(result.map((each) => [each.route, each.over])).toEqual([
      ['/projects/[id]', true],
      ['/homepage', false],
      ['/', true],
    ]);
  });
});

describe('ceilings of the pages still over budget', () => {
  it('holds a page over its budget at its ceiling, and fails it past the ceiling', () => {
    const result = verdicts(
      [
        { route: '/homepage', gzipKb: 199 },
        { route: '/projects', gzipKb: 201 },
        { route: '/investor', gzipKb: 195 },
      ],
      { '/homepage': 200, '/projects': 200 },
    );
    expect(result.map((each) => [each.route, each.over, each.held])).toEqual([
      ['/projects', true, false],
      ['/homepage', false, true],
      ['/investor', true, false],
    ]);
  });
});
