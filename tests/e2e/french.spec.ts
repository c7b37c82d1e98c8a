// Defect 6 of issue 9: a French reader meets French everywhere. Each page of the journey is rendered in French
// (landing, dashboard, projects list, every tab of a project page with computed results, the questionnaire, the
// knowledge hub and an article, the not-found page) and its visible text, accessible names, placeholders and title
// are checked: no word of the English catalogue that French does not use, and no raw message key.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInFromHeader, signUpFromHeader, waitForTokenCookie } from './helpers/auth';
import { expectAllSaved } from './helpers/projects';
import { saveScreenshot, SCREEN_SIZES } from './helpers/screenshots';
import { REPO_ROOT } from './helpers/paths';
import { newTestUser } from './helpers/users';
import { MESSAGES } from '../../lib/i18n/messages';

const { en, fr } = MESSAGES;

const ICU_WORDS = new Set(['plural', 'select', 'selectordinal', 'one', 'other', 'zero', 'two', 'few', 'many', 'number', 'date', 'time']);

/** Every string value of a message tree. */
function texts(tree: object): string[] {
  return Object.values(tree).flatMap((value) => (typeof value === 'object' && value !== null ? texts(value) : [String(value)]));
}

/** The words of a text, lower-cased (letters only, three or more: "the", "and", "your"…). */
function wordsOf(text: string): string[] {
  return (text.toLowerCase().match(/\p{L}{3,}/gu) ?? []) as string[];
}

/** The French texts of the demo content (templates and articles): `fr` of every `{ en, fr }` pair. */
function frenchContent(): string[] {
  const collect = (value: unknown): string[] => {
    if (Array.isArray(value)) return value.flatMap(collect);
    if (typeof value !== 'object' || value === null) return [];
    const record = value as Record<string, unknown>;
    return [...(typeof record.fr === 'string' ? [record.fr] : []), ...Object.values(record).flatMap(collect)];
  };
  return ['templates', 'articles'].flatMap((folder) => {
    const dir = path.join(REPO_ROOT, 'content', folder);
    return readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .flatMap((name) => collect(JSON.parse(readFileSync(path.join(dir, name), 'utf8'))));
  });
}

/**
 * Words of the English catalogue that French never uses (in its catalogue or in the French demo content, where
 * "finance" or "four" are French words too): seeing one on a French page is a leak.
 */
function englishOnlyWords(): Set<string> {
  const french = new Set([...texts(fr), ...frenchContent()].flatMap(wordsOf));
  const english = texts(en).flatMap((text) => {
    const argumentNames = new Set([...text.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((match) => match[1].toLowerCase()));
    return wordsOf(text).filter((word) => !ICU_WORDS.has(word) && !argumentNames.has(word));
  });
  return new Set(english.filter((word) => !french.has(word)));
}

const ENGLISH_ONLY = englishOnlyWords();
const RAW_KEY = new RegExp(`\\b(?:${Object.keys(en).join('|')})\\.[A-Za-z_]+(?:\\.[A-Za-z_]+)*\\b`, 'g');

/**
 * Everything a reader (or a screen reader) gets from the page: text, names, placeholders, titles, the tab title.
 * Elements hidden from everyone (not rendered, or `aria-hidden`, such as a library's measuring textarea) are left out.
 */
async function pageStrings(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const strings = [document.title, document.body.innerText];
    for (const element of Array.from(document.body.querySelectorAll('[aria-label], [placeholder], [title], img[alt]'))) {
      if (element.closest('[aria-hidden="true"]') || !element.checkVisibility({ visibilityProperty: true })) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(name);
        if (value) strings.push(value);
      }
    }
    return strings;
  });
}

/** The English words and raw keys a page shows, each with a little of its context. */
async function leaks(page: Page): Promise<string[]> {
  const found = new Set<string>();
  for (const text of await pageStrings(page)) {
    // E-mail and web addresses, and a page's address within the site (a support request's "sent from"), are not words of either language.
    for (const line of text.replace(/\S+@\S+|https?:\/\/\S+|(?<!\S)\/[\w\-/?=&.%]*/g, ' ').split('\n')) {
      for (const word of wordsOf(line)) if (ENGLISH_ONLY.has(word)) found.add(`"${word}" in: ${line.trim().slice(0, 120)}`);
      for (const key of line.match(RAW_KEY) ?? []) found.add(`raw key ${key} in: ${line.trim().slice(0, 120)}`);
    }
  }
  return [...found];
}

async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.mantine-Skeleton-root[data-visible]')).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

/** Checks the page shown now is French through and through (a soft check: every page is reported). */
async function expectFrench(page: Page, name: string): Promise<void> {
  await settled(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  expect.soft(await leaks(page), `${name}: English words or raw keys on a French page`).toEqual([]);
  // One name for the knowledge hub.
  expect.soft(await page.getByText(/centre de ressources|base de connaissances/i).count(), `${name}: another name for the knowledge hub`).toBe(0);
}

async function useFrench(context: BrowserContext, origin: string): Promise<void> {
  await context.addCookies([{ name: 'language', value: 'fr', url: origin }]);
}

/** A French project with a few answers (one in each kind of field the first section has), then computed. */
async function frenchProject(request: APIRequestContext, origin: string, token: string): Promise<{ projectId: string; assessmentId: string }> {
  const headers = { Authorization: `Bearer ${token}`, language: 'fr' };
  const templates = (await (await request.get(`${origin}/api/resources/templates`, { headers })).json()) as { id: string; slug: string }[];
  const biochar = templates.find((template) => template.slug === 'biochar-readiness');
  const created = await request.post(`${origin}/api/create_project`, { headers, data: { name: 'Centrale de biochar du Saumurois', template_id: biochar?.id } });
  expect(created.status(), await created.text()).toBe(200);
  const project = (await created.json()) as { id: string; steps: { assessments: { id: string }[] }[] };
  const assessmentId = project.steps[0].assessments[0].id;
  const answers: [string, unknown][] = [
    ['project_name', 'Centrale de biochar du Saumurois'],
    ['project_country', 'FR'],
    ['project_location', { lat: 47.2602, lng: -0.0769, label: 'Zone industrielle de Saumur' }],
    ['project_stage', 'feasibility'],
    ['expected_start', '2027-01-06'],
    ['team_size', 6],
  ];
  for (const [questionId, value] of answers) {
    const saved = await request.put(`${origin}/api/question`, { headers, data: { assessment_id: assessmentId, question_id: questionId, value, base_version: 0 } });
    expect(saved.status(), await saved.text()).toBe(200);
  }
  const computed = await request.post(`${origin}/api/compute`, { headers, data: { project_id: project.id } });
  expect(computed.status(), await computed.text()).toBe(200);
  return { projectId: project.id, assessmentId };
}

test('the catalogue check finds English words and raw keys', () => {
  expect(ENGLISH_ONLY.has('the')).toBe(true);
  expect(ENGLISH_ONLY.has('your')).toBe(true);
  expect(ENGLISH_ONLY.has('biochar')).toBe(false);
  expect(ENGLISH_ONLY.has('finance')).toBe(false);
  expect('Voir projects.card.title ici'.match(RAW_KEY)).toEqual(['projects.card.title']);
  expect('groundwork.eco'.match(RAW_KEY)).toBeNull();
});

test('every page of the journey speaks French to a French reader', async ({ page, context, origin, request }) => {
  test.setTimeout(420_000);

  await test.step('landing page, signed out', async () => {
    await useFrench(context, origin);
    await page.goto(`${origin}/`);
    await expectFrench(page, 'landing (signed out)');
  });

  const user = newTestUser('francais');
  await context.clearCookies();
  await signUpFromHeader(page, origin, user);
  const token = await waitForTokenCookie(context, origin);
  const { projectId, assessmentId } = await frenchProject(request, origin, token);
  await useFrench(context, origin);

  const visit = async (path: string, name: string, shot?: string) => {
    await page.goto(`${origin}${path}`);
    await expectFrench(page, name);
    if (shot) await saveScreenshot(page, `fr-${shot}`, { name: 'desktop', width: 1440, height: 900 });
  };

  await test.step('landing signed in, dashboard and projects list', async () => {
    await visit('/', 'landing (signed in)');
    await visit('/homepage', 'dashboard', 'homepage');
    await expect(page.getByText(/1 évaluations?/)).toHaveCount(0);
    await visit('/projects', 'projects list', 'projects');
    await expect(page.getByText('0 évaluation terminée sur 6')).toBeVisible();
  });

  await test.step('each tab of the project page, results computed', async () => {
    for (const tab of ['steps', 'results', 'files', 'sharing', 'support', 'settings']) {
      await visit(`/projects/${projectId}?tab=${tab}`, `project page, ${tab} tab`, `project-${tab}`);
    }
    await page.goto(`${origin}/projects/${projectId}`);
    await settled(page);
    // The assessment under way says so once (its status), beside the mark of the current one.
    const current = page.getByRole('listitem', { name: 'Profil du projet' });
    await expect(current.getByText('En cours', { exact: true })).toHaveCount(1);
    await expect(current.getByText('Actuelle', { exact: true })).toBeVisible();
    await expect(page.getByText('évaluation terminée', { exact: true })).toBeVisible();
    await page.goto(`${origin}/projects/${projectId}?tab=results`);
    await settled(page);
    // Key figures name what they need in words, with French units.
    await expect(page.getByText(/Nécessite une réponse à : Biomasse sèche traitée par an/).first()).toBeVisible();
    await expect(page.getByText(/corg|_fraction|biochar yield/i)).toHaveCount(0);
  });

  await test.step('the questionnaire, section by section', async () => {
    await visit(`/projects/${projectId}/assessments/${assessmentId}`, 'questionnaire, section 1', 'questionnaire');
    // A date reads with the month in words, never 06/01/2027.
    await expect(page.getByRole('textbox', { name: /Date prévue de mise en service/ })).toHaveValue('6 janvier 2027');
    await page.getByRole('button', { name: 'Section suivante' }).click();
    await expect(page.getByRole('heading', { name: 'Équipe' }).first()).toBeVisible();
    await expectAllSaved(page);
    await expectFrench(page, 'questionnaire, section 2');
    // Units in French too: full-time equivalents are ETP, years are ans.
    await expect(page.getByText('ETP', { exact: true }).first()).toBeVisible();
    await expect(page.getByText(/\bFTE\b/)).toHaveCount(0);
  });

  await test.step('knowledge hub, an article, and the not-found page', async () => {
    await visit('/knowledge-hub', 'knowledge hub', 'knowledge-hub');
    await visit('/knowledge-hub/biochar-permanence', 'article');
    await page.goto(`${origin}/cette-page-n-existe-pas`);
    await expectFrench(page, 'not found');
  });

  await test.step('screenshots of the changed pages at phone and desktop widths', async () => {
    for (const size of SCREEN_SIZES) {
      await page.setViewportSize({ width: size.width, height: size.height });
      for (const [path, shot] of [
        [`/projects/${projectId}?tab=results`, 'results'],
        [`/projects/${projectId}`, 'project'],
        ['/projects', 'projects'],
        [`/projects/${projectId}/assessments/${assessmentId}`, 'questionnaire'],
      ]) {
        await page.goto(`${origin}${path}`);
        await settled(page);
        await saveScreenshot(page, `fr-${shot}`, size);
      }
    }
  });
});

test('the demo account, read in French, shows its sample project at work', async ({ page, context, origin }) => {
  test.setTimeout(180_000);
  await signInFromHeader(page, origin, 'demo@groundwork.eco', 'groundwork-demo');
  await useFrench(context, origin);
  await page.goto(`${origin}/projects`);
  await settled(page);
  await expect(page.getByText('Loire Valley biochar plant').first()).toBeVisible();
  await expect(page.getByText('2 évaluations terminées sur 6')).toBeVisible();
  await page
    .getByRole('link', { name: /Loire Valley biochar plant/ })
    .first()
    .click();
  await page.waitForURL(/\/projects\/[0-9a-f-]{36}$/);
  await settled(page);
  await expect(page.getByRole('listitem', { name: 'Technologie' }).getByText('En cours', { exact: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Résultats' }).click();
  // Key figures computed from the demo answers, written the French way: 3 000 t/an.
  const biochar = page.getByText('Biochar produit par an').locator('..');
  await expect(biochar).toContainText(/3\s000\s*t\/an/);
  await expect(page.getByText(/Nécessite une réponse à : Part du carbone organique encore stable/).first()).toBeVisible();
  for (const size of SCREEN_SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await saveScreenshot(page, 'fr-demo-results', size);
  }
});
