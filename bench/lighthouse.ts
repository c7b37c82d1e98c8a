// `npm run lighthouse`: Lighthouse (desktop preset) on /homepage, a project page and an assessment page of a
// freshly signed-up user, on the production build served by the real server. Prints performance and
// accessibility per page and saves the figures under bench/results/. Needs Debian's chromium.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import { signUpFromHeader, TOKEN_COOKIE } from '../tests/e2e/helpers/auth';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/helpers/paths';
import { freePort } from '../tests/e2e/helpers/ports';
import { startServer } from '../tests/e2e/helpers/server';
import { newTestUser } from '../tests/e2e/helpers/users';

const RESULTS_DIR = path.join(__dirname, 'results');
const TARGETS = { performance: 90, accessibility: 95 };

interface PageScore {
  page: string;
  path: string;
  performance: number;
  accessibility: number;
}

async function tokenOf(context: BrowserContext, origin: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const cookie = (await context.cookies(origin)).find((candidate) => candidate.name === TOKEN_COOKIE);
    if (cookie?.value) return cookie.value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('no authorization cookie after sign-up');
}

/** Creates a biochar project through the API and returns the paths of its page and first assessment. */
async function createProject(origin: string, token: string): Promise<{ project: string; assessment: string }> {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json', language: 'en' };
  const templates = (await (await fetch(`${origin}/api/resources/templates`, { headers })).json()) as { id: string; slug: string }[];
  const template = templates.find((candidate) => candidate.slug === 'biochar-readiness') ?? templates[0];
  const response = await fetch(`${origin}/api/create_project`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ name: 'Lighthouse biochar plant', templateId: template.id }),
  });
  if (response.status !== 200) throw new Error(`create_project answered ${response.status}: ${await response.text()}`);
  const project = (await response.json()) as { id: string; steps: { assessments: { id: string }[] }[] };
  return { project: `/projects/${project.id}`, assessment: `/projects/${project.id}/assessments/${project.steps[0].assessments[0].id}` };
}

async function main(): Promise<void> {
  // The server trusts the certificate it generated; Lighthouse's own fetches need Node to accept it too.
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
  const server = await startServer({ name: 'lighthouse' });
  const debuggingPort = await freePort();
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${debuggingPort}`, '--ignore-certificate-errors'],
  });
  try {
    const context = await browser.newContext({ ignoreHTTPSErrors: true, viewport: { width: 1350, height: 940 } });
    const page = await context.newPage();
    await signUpFromHeader(page, server.origin, newTestUser('lighthouse'));
    const paths = await createProject(server.origin, await tokenOf(context, server.origin));

    const { default: lighthouse } = await import('lighthouse');
    const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js');
    const pages: [string, string][] = [
      ['/homepage', '/homepage'],
      ['project page', paths.project],
      ['assessment page', paths.assessment],
    ];
    const scores: PageScore[] = [];
    for (const [name, pagePath] of pages) {
      // A warm-up visit in the signed-in browser, so that the measured load is not the server's first render.
      await page.goto(`${server.origin}${pagePath}`, { waitUntil: 'networkidle' });
      const result = await lighthouse(
        `${server.origin}${pagePath}`,
        { port: debuggingPort, disableStorageReset: true, onlyCategories: ['performance', 'accessibility'], logLevel: 'error' },
        desktopConfig,
      );
      const categories = result?.lhr.categories;
      if (!categories) throw new Error(`Lighthouse gave no result for ${pagePath}`);
      const score = {
        page: name,
        path: pagePath,
        performance: Math.round((categories.performance.score ?? 0) * 100),
        accessibility: Math.round((categories.accessibility.score ?? 0) * 100),
      };
      scores.push(score);
      console.log(`${name.padEnd(16)} performance ${score.performance}  accessibility ${score.accessibility}`);
    }
    mkdirSync(RESULTS_DIR, { recursive: true });
    const file = path.join(RESULTS_DIR, `lighthouse-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
    writeFileSync(file, `${JSON.stringify({ preset: 'desktop', targets: TARGETS, scores }, null, 2)}\n`);
    console.log(`Results saved to ${path.relative(process.cwd(), file)}`);
    const below = scores.filter((score) => score.performance < TARGETS.performance || score.accessibility < TARGETS.accessibility);
    if (below.length > 0) {
      console.error(`Below target (performance ${TARGETS.performance}, accessibility ${TARGETS.accessibility}): ${below.map((score) => score.page).join(', ')}`);
      process.exitCode = 1;
    }
  } finally {
    await browser.close();
    await server.dispose();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
