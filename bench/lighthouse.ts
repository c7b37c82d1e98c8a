// `npm run lighthouse`: Lighthouse, mobile and desktop presets, on every page a journey passes through (issue 25),
// each seen by the right kind of user on the demo data (bench/lighthouse-journeys.ts), on the production build served
// by the real server, with the bare page of the same stack measured in the same run (bench/bare-page.ts) as the
// floor each page is read against. Prints performance, accessibility and the main metrics per page and preset, a
// Markdown table per preset with each page's blocking-time limit and what it misses of the targets, and saves the
// figures under bench/results/. Exits non-zero when a page misses a target. Needs Debian's chromium.
//
//   npm run lighthouse                             both presets, every page, three runs each (the median is kept)
//   npm run lighthouse -- --preset mobile          one preset
//   npm run lighthouse -- --pages '/homepage,project page'   only these pages (names as printed; the bare page always)
//   npm run lighthouse -- --details                also the largest paint, the busiest scripts, the longest tasks, shifts
//   npm run lighthouse -- --runs 5                 runs per page and preset
//   npm run lighthouse -- --desktop-runs 1         runs per page with the desktop preset (default: as --runs)
//   npm run lighthouse -- --quiet-machine          hold mobile performance to 95 (a quiet machine) instead of 90
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Result as Lhr } from 'lighthouse';
import { startServer } from '../tests/e2e/helpers/server';
import { staffUser } from '../tests/e2e/helpers/investment';
import { startBarePage } from './bare-page';
import { launchMeasuredBrowser, type MeasuredBrowser } from './lighthouse-browsers';
import { developerPages, investorPages, staffPages, visitorPages, type MeasuredPage } from './lighthouse-journeys';
import { parseOptions, type Preset } from './lighthouse-options';
import { line, misses, scoreOf, table, targetsOf, type PageScore } from './lighthouse-report';

const RESULTS_DIR = path.join(__dirname, 'results');
const options = parseOptions(process.argv);
const targets = targetsOf(options.quiet);

/** The pages of each kind of user, by name (the `--pages` filter picks the users to set up). */
const NAMES = {
  visitor: ['landing page', '/opportunities', 'an opportunity'],
  developer: [
    ...['/homepage', 'project page', 'assessment page', 'monitoring overview', 'reactor page', 'daily form', 'evidence files'],
    ...['evidence checklist', 'phone uploads', 'to-dos', 'support requests', 'project proposals', 'a proposal'],
    ...['sent proposals', 'project OEM matches', 'OEM offer', 'OEM matched projects', 'my company', 'developer page'],
  ],
  investor: ['investor home', 'signing page', 'data-room viewer'],
  staff: ['staff console', 'staff users', 'staff support inbox'],
} as const;
const wanted = (name: string) => options.pages.length === 0 || options.pages.includes(name);

async function lighthouseRuns(browser: MeasuredBrowser, url: string, preset: Preset): Promise<Lhr[]> {
  const { default: lighthouse } = await import('lighthouse');
  const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js');
  const runs: Lhr[] = [];
  for (let run = 0; run < (preset === 'desktop' ? options.desktopRuns : options.runs); run += 1) {
    // A visit in the signed-in browser first, so that the measured load is not the server's first render.
    // The phone's upload page keeps its service worker's connection open, so "network idle" may never come: load, then
    // a few quiet seconds at most.
    await browser.page.goto(url, { waitUntil: 'load' });
    await browser.page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
    // Lighthouse's default configuration is the mobile preset (a mid-range phone: 4× slower CPU, slow 4G).
    const result = await lighthouse(
      url,
      { port: browser.port, disableStorageReset: true, onlyCategories: ['performance', 'accessibility'], logLevel: 'error' },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    if (!result?.lhr) throw new Error(`Lighthouse gave no result for ${url}`);
    runs.push(result.lhr);
  }
  return runs;
}

async function measure(browser: MeasuredBrowser, pages: Pick<MeasuredPage, 'name' | 'user' | 'url'>[], scores: PageScore[]): Promise<void> {
  for (const preset of options.presets) {
    for (const page of pages) {
      const score = scoreOf(preset, page, await lighthouseRuns(browser, page.url, preset), options.details);
      scores.push(score);
      const bare = scores.find((each) => each.preset === preset && each.user === 'none');
      const missed = page.user === 'none' ? [] : misses(score, targets, bare);
      console.log(`${preset.padEnd(7)} ${line(score)}${missed.length ? `  MISSES ${missed.join('; ')}` : ''}`);
      if (score.details) console.log(score.details.replace(/^/gm, ' '.repeat(10)));
    }
  }
}

/** Opens a browser for a kind of user, signs them in (`pagesOf`) and measures the pages wanted. */
async function asUser(label: string, pagesOf: (browser: MeasuredBrowser) => Promise<MeasuredPage[]>, scores: PageScore[], extra: MeasuredPage[] = []) {
  const browser = await launchMeasuredBrowser(label);
  try {
    const pages = [...extra, ...(await pagesOf(browser)).filter((page) => wanted(page.name))];
    await measure(browser, pages, scores);
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  // The server trusts the certificate it generated; Lighthouse's own fetches need Node to accept it too.
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
  const staff = staffUser();
  const consoleStaff = staffUser();
  // A loaded machine starts the server slowly (the demo data are loaded at start).
  const server = await startServer({ name: 'lighthouse', env: { ADMIN_EMAILS: `${staff.email},${consoleStaff.email}` }, startTimeoutMs: 600_000 });
  const bare = await startBarePage();
  const scores: PageScore[] = [];
  try {
    const barePage: MeasuredPage = { name: 'bare page', user: 'none', url: `${bare.origin}/`, visitor: true };
    await asUser('visitor', async () => (NAMES.visitor.some(wanted) ? visitorPages(server.origin) : []), scores, [barePage]);
    if (NAMES.developer.some(wanted)) await asUser('developer', (browser) => developerPages(browser, server.origin), scores);
    if (NAMES.investor.some(wanted)) await asUser('investor', (browser) => investorPages(browser, server.origin, staff), scores);
    if (NAMES.staff.some(wanted)) await asUser('staff', (browser) => staffPages(browser, server.origin, consoleStaff), scores);
  } finally {
    await bare.stop();
    await server.dispose();
  }
  console.log('');
  for (const preset of options.presets) console.log(`${table(scores, preset, targets)}\n`);
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `lighthouse-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify({ targets, scores }, null, 2)}\n`);
  console.log(`Results saved to ${path.relative(process.cwd(), file)}`);
  const below = scores.filter(
    (score) =>
      score.user !== 'none' &&
      misses(
        score,
        targets,
        scores.find((each) => each.preset === score.preset && each.user === 'none'),
      ).length > 0,
  );
  if (below.length > 0) {
    console.error(`Below target: ${below.map((score) => `${score.page} (${score.preset})`).join(', ')}`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
