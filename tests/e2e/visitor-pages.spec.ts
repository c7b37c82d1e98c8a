// The knowledge hub and the opportunities' teaser as a visitor meets them: drawn by the server with their data in the
// first HTML, so that the browser loads no API client for them, and filtered or paged through their address, which
// the server reads again (issue 25: the visitors' pages within 170 kB of first-load scripts).
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { hydrated, watchHydrationMismatches } from './helpers/hydration';

/** The reads of the hub's and the list's data the browser itself makes (none: the server makes them). */
function watchDataReads(page: Page): string[] {
  const reads: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (['/api/resources/articles', '/api/knowledge-hub', '/api/opportunity'].includes(pathname)) reads.push(request.url());
  });
  return reads;
}

test('a visitor filters the knowledge hub by topic and by words, each list read by the server', async ({ page, origin }) => {
  const mismatches = watchHydrationMismatches(page);
  const reads = watchDataReads(page);
  const html = await (await page.request.get(`${origin}/knowledge-hub`)).text();
  expect(html, 'the first HTML holds the articles').toContain('Pyrolysis reactor types');
  expect(html, 'a topic is a link, which works before the page has hydrated').toContain('href="/knowledge-hub?category=eligibility"');

  await page.goto(`${origin}/knowledge-hub`);
  await hydrated(page);
  const results = page.getByRole('region', { name: /Articles|Eligibility/ });
  await expect(page.getByText('8 articles')).toBeVisible();

  await page.getByRole('link', { name: /Eligibility/ }).click();
  await expect(page).toHaveURL(`${origin}/knowledge-hub?category=eligibility`);
  await expect(page.getByRole('heading', { name: 'Eligibility', exact: true })).toBeVisible();
  await expect(page.getByText('2 articles')).toBeVisible();
  await expect(page.getByRole('link', { name: /Eligibility/ })).toHaveAttribute('aria-current', 'true');

  await page.getByRole('searchbox', { name: 'Search the articles' }).pressSequentially('feedstocks', { delay: 40 });
  await expect(page).toHaveURL(/\?search=feedstocks&category=eligibility$/);
  await expect(results.getByRole('link', { name: 'Which feedstocks are eligible for biochar credits?' })).toBeVisible();
  await expect(page.getByText('1 article', { exact: true })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search the articles' }).fill('no such words at all');
  await expect(page.getByText('No article matches. Try other words or another topic.')).toBeVisible();
  await page.getByRole('button', { name: 'Show all articles' }).click();
  await expect(page).toHaveURL(`${origin}/knowledge-hub`);
  await expect(page.getByText('8 articles')).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search the articles' })).toHaveValue('');

  // Another address of the same page (the footer's link to the hub) brings its own choice.
  await page.getByRole('link', { name: /Measurement/ }).click();
  await expect(page.getByText('3 articles')).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Knowledge hub' }).click();
  await expect(page).toHaveURL(`${origin}/knowledge-hub`);
  await expect(page.getByText('8 articles')).toBeVisible();
  await expect(page.getByRole('link', { name: /All topics/ })).toHaveAttribute('aria-current', 'true');

  // An article from the list, drawn by the server, and back.
  await results.getByRole('link', { name: 'Pyrolysis reactor types' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pyrolysis reactor types' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the knowledge hub' }).click();
  await expect(page.getByText('8 articles')).toBeVisible();

  expect(reads, 'the browser read no list itself').toEqual([]);
  expect(mismatches.stop()).toEqual([]);
});

test('a French visitor gets the hub and the teaser in French, from the address', async ({ page, origin }) => {
  const mismatches = watchHydrationMismatches(page);
  await page.context().addCookies([{ name: 'language', value: 'fr', url: origin }]);
  await page.goto(`${origin}/knowledge-hub?category=measurement`);
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Mesure', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /Mesure/ })).toHaveAttribute('aria-current', 'true');
  await expect(page.getByText('3 articles')).toBeVisible();

  await page.goto(`${origin}/opportunities`);
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Opportunités' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Créer un compte investisseur' })).toBeVisible();
  expect(mismatches.stop()).toEqual([]);
});

test('a visitor sees the opportunities’ teaser in the first HTML, and an unreadable page number is the first page', async ({ page, origin }) => {
  const mismatches = watchHydrationMismatches(page);
  const reads = watchDataReads(page);
  const html = await (await page.request.get(`${origin}/opportunities?page=x`)).text();
  expect(html, 'the first HTML holds the teaser').toMatch(/\d+ opportunit(y|ies)</);

  await page.goto(`${origin}/opportunities`);
  await hydrated(page);
  const results = page.getByRole('region', { name: 'Published opportunities' });
  // Whatever the other specs published meanwhile: the teaser's cards, none of them a link, and no filters.
  await expect(results.getByRole('article').first()).toBeVisible();
  await expect(results.getByRole('link')).toHaveCount(0);
  await expect(page.getByRole('search')).toHaveCount(0);
  expect(reads).toEqual([]);
  expect(mismatches.stop()).toEqual([]);
});
