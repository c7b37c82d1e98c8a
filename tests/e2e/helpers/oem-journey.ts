// Helpers of the OEM journey (tests/e2e/oem-journey.spec.ts): set-up through the API, the score a card shows, and the
// screens saved for review.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '../fixtures';
import { apiHeaders } from './investment';
import { saveScreenshot, SCREEN_SIZES } from './screenshots';
import { hydrated, watchHydrationMismatches } from './hydration';

/** Assessment ids by definition, as the last `answerByApi` read them. */
export const assessmentIds = new Map<string, string>();

/** Answers questions through the API the questionnaire uses, by assessment definition (the set-up the spec does not walk). */
export async function answerByApi(request: APIRequestContext, origin: string, token: string, projectId: string, answers: Record<string, [string, unknown][]>): Promise<void> {
  const headers = apiHeaders(token);
  const project = (await (await request.get(`${origin}/api/project`, { params: { id: projectId }, headers })).json()) as {
    steps: { assessments: { id: string; definition_id: string }[] }[];
  };
  const idOf = new Map(project.steps.flatMap((step) => step.assessments).map((assessment) => [assessment.definition_id, assessment.id]));
  for (const [definition, id] of idOf) assessmentIds.set(definition, id);
  for (const [definition, pairs] of Object.entries(answers)) {
    for (const [questionId, value] of pairs) {
      const saved = await request.put(`${origin}/api/question`, { headers, data: { assessment_id: idOf.get(definition), question_id: questionId, value, base_version: 0 } });
      expect(saved.status(), await saved.text()).toBe(200);
    }
  }
}

/**
 * Screens for review (tests/artifacts/screens/): the page at phone and desktop width, in English and in French. Each
 * is drawn by the server with its data and must hydrate as it is: no mismatch reported once React has hydrated it.
 */
export async function screens(page: Page, origin: string, path: string, name: string): Promise<void> {
  const watch = watchHydrationMismatches(page);
  for (const language of ['en', 'fr'] as const) {
    await page.context().addCookies([{ name: 'language', value: language, url: origin }]);
    for (const size of SCREEN_SIZES) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.goto(`${origin}${path}`);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await hydrated(page);
      await expect(page.locator('.mantine-Skeleton-root')).toHaveCount(0);
      await saveScreenshot(page, `/oem-journey/${name}-${language}`, size);
    }
  }
  expect(watch.stop(), `${path} hydrates as the server drew it`).toEqual([]);
  await page.context().addCookies([{ name: 'language', value: 'en', url: origin }]);
}

/** The score a match card shows ("Score 71 / 100"). */
export async function shownScore(page: Page, oemName: string): Promise<number> {
  const text = await page
    .getByRole('article', { name: oemName })
    .getByText(/^Score \d+ \/ 100$/)
    .textContent();
  return Number(/Score (\d+)/.exec(text ?? '')?.[1]);
}
