// Set-up of the sign-and-commit spec: people in their own browsers, a project assessed to the end through the API, a
// staff member with a confirmed address. The journey's own steps run in the browser.
import { expect, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { DEMO_READY_ANSWERS } from '../../../server/db/demo-opportunity-answers';
import { logOut, signInFromHeader, waitForTokenCookie } from './auth';
import { linkIn, waitForMail } from './outbox';
import type { TestUser } from './users';

export interface Someone {
  user: TestUser;
  context: BrowserContext;
  page: Page;
  token: string;
}

export const apiHeaders = (token: string) => ({ Authorization: `Bearer ${token}`, language: 'en' });

/** A new browser context (its own cookies) at a size. */
export async function ownBrowser(browser: Browser, viewport = { width: 1440, height: 900 }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport });
  return { context, page: await context.newPage() };
}

/** Answers every assessment of a biochar project with the demo opportunity's answers and completes each, in order. */
export async function assessToTheEnd(request: APIRequestContext, origin: string, token: string, projectId: string): Promise<void> {
  const headers = apiHeaders(token);
  const project = (await (await request.get(`${origin}/api/project`, { params: { id: projectId }, headers })).json()) as {
    steps: { assessments: { id: string; definition_id: string }[] }[];
  };
  const idOf = new Map(project.steps.flatMap((step) => step.assessments).map((assessment) => [assessment.definition_id, assessment.id]));
  for (const step of DEMO_READY_ANSWERS) {
    const assessmentId = idOf.get(step.assessment) as string;
    for (const [questionId, value] of step.answers) {
      const saved = await request.put(`${origin}/api/question`, { headers, data: { assessment_id: assessmentId, question_id: questionId, value, base_version: 0 } });
      expect(saved.status(), await saved.text()).toBe(200);
    }
    const completed = await request.post(`${origin}/api/assessment`, { headers, data: { id: assessmentId, action: 'complete' } });
    expect(completed.status(), await completed.text()).toBe(200);
  }
}

/** A staff member: signs up, confirms the address from the mail, and signs in again (staff need a confirmed address). */
export async function confirmedStaff(browser: Browser, origin: string, request: APIRequestContext, user: TestUser, signUp: (page: Page) => Promise<void>): Promise<Someone> {
  const { context, page } = await ownBrowser(browser);
  await signUp(page);
  const mail = await waitForMail(request, origin, user.email, /Confirm your e-mail address/);
  await page.goto(linkIn(mail, origin));
  await page.goto(`${origin}/homepage`);
  await logOut(page, origin, user.name);
  await signInFromHeader(page, origin, user.email, user.password);
  return { user, context, page, token: await waitForTokenCookie(context, origin) };
}
