// Steps of journey 2 ("Raise investment") shared by the investment specs.
import { expect, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { DEMO_READY_ANSWERS } from '../../../server/db/demo-opportunity-answers';
import { signInFromHeader, submitSignUpForm, waitForTokenCookie, logOut } from './auth';
import { linkIn, waitForMail } from './outbox';
import { newTestUser, type TestUser } from './users';

export interface Person {
  user: TestUser;
  context: BrowserContext;
  page: Page;
  token: string;
}

/** The headers of an API call made as someone (the set-up steps a spec does not walk in the browser). */
export const apiHeaders = (token: string) => ({ Authorization: `Bearer ${token}`, language: 'en' });

/** Pauses like a person reading before the next action. */
export const pause = (page: Page, ms = 600) => page.waitForTimeout(ms);

/** A new browser (its own cookies) for someone, at a size. */
export async function browserOf(browser: Browser, viewport = { width: 1440, height: 900 }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport });
  return { context, page: await context.newPage() };
}

/**
 * Answers every assessment of a biochar project with the demo opportunity's answers, through the API the
 * questionnaire uses (`PUT /question`, then `POST /assessment` to complete each in order): a project assessed to the
 * end, as its developer would after working through the questionnaire (journey 1 has its own specs).
 */
export async function answerEverything(request: APIRequestContext, origin: string, token: string, projectId: string): Promise<void> {
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

/** Opens the confirmation link of the user's mail, then comes back to the investor's page. */
export async function confirmAddress(page: Page, origin: string, user: TestUser): Promise<void> {
  const mail = await waitForMail(page.context().request, origin, user.email, /Confirm your e-mail address/);
  await page.goto(linkIn(mail, origin));
  await page.goto(`${origin}/investor`);
}

/** A staff member: signs up, confirms their address from the mail, and signs in again (staff need a confirmed address). */
export async function staffMember(browser: Browser, origin: string, request: APIRequestContext, user: TestUser, signUp: (page: Page) => Promise<void>): Promise<Person> {
  const { context, page } = await browserOf(browser);
  await signUp(page);
  const mail = await waitForMail(request, origin, user.email, /Confirm your e-mail address/);
  await page.goto(linkIn(mail, origin));
  await page.goto(`${origin}/homepage`);
  await logOut(page, origin, user.name);
  await signInFromHeader(page, origin, user.email, user.password);
  return { user, context, page, token: await waitForTokenCookie(context, origin) };
}

export const staffUser = () => newTestUser('staff');

/**
 * A new investor signs up through the investor policy from the opportunities' teaser, lands on their profile, and
 * confirms their address from the mail (activation needs it, requirements R-21.10).
 */
export async function investorSignsUp(browser: Browser, origin: string, user: TestUser, viewport?: { width: number; height: number }): Promise<Person> {
  const { context, page } = await browserOf(browser, viewport);
  await page.goto(`${origin}/opportunities`);
  await page.getByRole('button', { name: 'Create an investor account' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Investor sign-in|Create an investor account/);
  if ((await page.getByRole('heading', { level: 1 }).textContent()) === 'Investor sign-in') await page.getByRole('link', { name: 'Create an account' }).click();
  await submitSignUpForm(page, user);
  await page.waitForURL(`${origin}/investor`, { timeout: 60_000 });
  await confirmAddress(page, origin, user);
  return { user, context, page, token: await waitForTokenCookie(context, origin) };
}

/** A PDF of `count` pages of text, each naming its page (a data-room upload). */
export async function pdfOf(title: string, count: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let page = 1; page <= count; page += 1) {
    const sheet = doc.addPage([595, 842]);
    sheet.drawText(`${title}, page ${page}`, { x: 60, y: 760, size: 24, font });
    for (let line = 0; line < 40; line += 1) sheet.drawText(`Line ${line + 1}: feedstock, kiln availability, offtake and permits.`, { x: 60, y: 720 - line * 16, size: 11, font });
  }
  return Buffer.from(await doc.save());
}
