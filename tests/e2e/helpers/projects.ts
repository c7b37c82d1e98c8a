// Steps of journey 1 ("Assess a project") through the real pages, shared by the project specs.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** The card of one question on the questionnaire (an article named by the question's label). */
export function questionCard(page: Page, label: string | RegExp): Locator {
  return page.getByRole('article', { name: label });
}

/** Waits until the questionnaire says every change is saved. */
export async function expectAllSaved(page: Page): Promise<void> {
  await expect(page.getByText(/Saving…/)).toHaveCount(0, { timeout: 20_000 });
}

/** Creates a project from the dashboard's "New project" dialog and lands on its page. */
export async function createProjectFromDashboard(page: Page, name: string, template: RegExp): Promise<string> {
  await page.getByRole('button', { name: 'New project' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Start a new project' });
  await dialog.getByLabel('Project name').fill(name);
  await dialog.getByRole('radio', { name: template }).or(dialog.getByLabel(template)).first().check();
  await dialog.getByRole('button', { name: 'Create the project' }).click();
  await page.waitForURL(/\/projects\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  return new URL(page.url()).pathname.split('/').pop() as string;
}

/** `PUT /api/profiles` for the signed-in user: the company profile autofill reads. */
export async function setCompanyProfile(request: APIRequestContext, origin: string, token: string, profile: Record<string, unknown>): Promise<void> {
  const response = await request.put(`${origin}/api/profiles`, {
    headers: { Authorization: `Bearer ${token}`, language: 'en' },
    data: profile,
  });
  expect(response.status(), await response.text()).toBe(200);
}
