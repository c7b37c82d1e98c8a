// A person on a slow phone starts answering as soon as the questionnaire appears, before its scripts have run and
// React has hydrated the page (lib/hydration/typed-before-hydration.ts). What they typed then must stay on screen,
// be saved, and survive a reload, even once another field of the same answer changes. The page's scripts are held
// back here until the typing is done, so the person is always early.
import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { signUpFromHeader } from './helpers/auth';
import { createProjectFromDashboard, expectAllSaved, questionCard } from './helpers/projects';
import { newTestUser } from './helpers/users';

const nameCard = (page: Page) => questionCard(page, /^Project name/);
const locationCard = (page: Page) => questionCard(page, /^Where will the plant be built/);
const mapOf = (page: Page) => locationCard(page).getByRole('region', { name: /^Map: click to place the pin/ });

/** Holds every script of the app back until the returned function is called (then lets them all through). */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const handler = async (route: Route) => {
    if (new URL(route.request().url()).pathname.endsWith('.js')) await released;
    await route.continue();
  };
  await page.route('**/_next/static/**', handler);
  return release;
}

test('answers typed before the page’s scripts ran stay on screen, are saved, and survive a reload', async ({ page, origin }) => {
  test.setTimeout(180_000);
  await signUpFromHeader(page, origin, newTestUser('early-typing'));
  await createProjectFromDashboard(page, 'Early typing biochar', /Biochar/i);
  await page
    .getByRole('link', { name: /^Start Project profile/ })
    .or(page.getByRole('button', { name: /^Start Project profile/ }))
    .first()
    .click();
  await page.waitForURL(/\/assessments\/[0-9a-f-]{36}/);
  const latitude = locationCard(page).getByLabel('Latitude');
  const longitude = locationCard(page).getByLabel('Longitude');
  const name = nameCard(page).getByRole('textbox');

  await test.step('a point saved earlier, the way the CI run had one', async () => {
    await latitude.fill('29.267233');
    await longitude.fill('10.5');
    await expect(mapOf(page)).toHaveAccessibleName(/The pin is at 29\.267233, 10\.5/);
    await expectAllSaved(page);
  });

  await test.step('after a reload, a name and a latitude typed before the scripts run', async () => {
    const releaseScripts = await holdScripts(page);
    await page.reload({ waitUntil: 'commit' });
    await name.fill('Typed before the scripts ran');
    await latitude.fill('47.2602');
    // Nothing of the app has run yet: this is plain HTML the person typed into.
    expect(await page.evaluate(() => typeof (window as { next?: unknown }).next)).toBe('undefined');
    releaseScripts();
    // The map (Leaflet, loaded once hydrated) shows its pin: React is listening now.
    await expect(mapOf(page).locator('.leaflet-marker-icon')).toHaveCount(1, { timeout: 30_000 });
    await expect(name).toHaveValue('Typed before the scripts ran');
    await expect(latitude).toHaveValue('47.2602');
  });

  await test.step('another field of the same answer changes: nothing typed is lost, and both are saved', async () => {
    await longitude.fill('-0.0769');
    await expect(mapOf(page)).toHaveAccessibleName(/The pin is at 47\.2602, -0\.0769/);
    await expect(latitude).toHaveValue('47.2602');
    await expect(name).toHaveValue('Typed before the scripts ran');
    await expect(nameCard(page).getByText('Saved', { exact: true })).toBeVisible();
    await expectAllSaved(page);
    await expect(locationCard(page).getByText('Saved', { exact: true })).toBeVisible();
  });

  await test.step('the same after another reload', async () => {
    await page.reload();
    await expect(name).toHaveValue('Typed before the scripts ran');
    await expect(latitude).toHaveValue('47.2602');
    await expect(longitude).toHaveValue('-0.0769');
    await expect(mapOf(page)).toHaveAccessibleName(/The pin is at 47\.2602, -0\.0769/);
  });
});
