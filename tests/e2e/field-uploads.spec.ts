// Issue 22, the phone part of the first bullet (docs/requirements.md ): field staff, invited by a
// project's owner with the `field` right, open the monitoring application's Uploads page on a phone; with the network cut
// they take three photos (EXIF: one right, one taken three days early, one 40 km from the site) and the first one again
// (a duplicate); they close the page; reopened online, the queue sends itself and every upload shows as sent, stored
// once each. The photos are made by tests/helpers/exif-photo.ts. What is not under test (the owner's project, its
// monitoring and site, the invitation) is set up through the API; the manager's part of the journey is another spec's.
import type { APIRequestContext } from '@playwright/test';
import type { MobileUploadList } from '@/lib/schemas/monitoring-mobile-uploads';
import { makePhoto } from '../helpers/exif-photo';
import { expect, test } from './fixtures';
import { signUpFromHeader, waitForTokenCookie } from './helpers/auth';
import { MONITORING_RESOLVER_RULES, monitoringOriginOf } from './helpers/monitoring-host';
import { linkIn, waitForMail } from './helpers/outbox';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './helpers/paths';
import { newTestUser } from './helpers/users';

test.use({ launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, MONITORING_RESOLVER_RULES] } });

const PHONE = { width: 390, height: 844 };
const SITE = { latitude: 47.3912, longitude: 0.6849 };

async function api<T>(request: APIRequestContext, origin: string, token: string, method: string, path: string, data?: unknown): Promise<T> {
  const response = await request.fetch(`${origin}/api${path}`, { method, headers: { Authorization: `Bearer ${token}` }, data });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(300);
  return (await response.json()) as T;
}

test('field staff take photos offline on a phone, close the page, and the queue sends itself once the network returns', async ({ browser, origin, request }) => {
  // About 30 s on a quiet machine; the two sign-ups through the provider take most of it, and much longer on a shared one.
  test.setTimeout(150_000);
  const owner = newTestUser('owner');
  const hand = newTestUser('field');
  const monitoring = monitoringOriginOf(origin);
  const ownerContext = await browser.newContext({ ignoreHTTPSErrors: true });
  const context = await browser.newContext({ ignoreHTTPSErrors: true, viewport: PHONE, isMobile: true, hasTouch: true });
  const ownerPage = await ownerContext.newPage();
  let page = await context.newPage();

  await test.step('the owner invites the field hand, who confirmed their address', async () => {
    await Promise.all([signUpFromHeader(ownerPage, origin, owner), signUpFromHeader(page, origin, hand)]);
    await page.goto(linkIn(await waitForMail(request, origin, hand.email, /Confirm your e-mail address/), origin));
    const token = await waitForTokenCookie(ownerContext, origin);
    const templates = await api<{ id: string }[]>(request, origin, token, 'GET', '/resources/templates');
    const project = await api<{ id: string }>(request, origin, token, 'POST', '/create_project', { name: 'Loire yard', template_id: templates[0].id });
    const { id: monitoringId } = await api<{ id: string }>(request, origin, token, 'POST', '/monitoring/create', { project_id: project.id });
    await api(request, origin, token, 'POST', '/monitoring/sites', { monitoring_id: monitoringId, name: 'Tours yard', address: null, ...SITE, time_zone: 'Europe/Paris' });
    await api(request, origin, token, 'POST', '/share', { kind: 'invite', project_id: project.id, email: hand.email, right: 'field' });
    await ownerContext.close();
  });

  const now = new Date();
  const right = makePhoto({ takenAt: now, ...SITE, seed: 1, size: 320 });
  const files = [
    { name: 'kiln-run.jpg', mimeType: 'image/jpeg', buffer: right },
    { name: 'too-early.jpg', mimeType: 'image/jpeg', buffer: makePhoto({ takenAt: new Date(now.getTime() - 3 * 86_400_000), ...SITE, seed: 2, size: 320 }) },
    { name: 'far-away.jpg', mimeType: 'image/jpeg', buffer: makePhoto({ takenAt: now, latitude: SITE.latitude + 0.36, longitude: SITE.longitude, seed: 3, size: 320 }) },
    { name: 'kiln-run-again.jpg', mimeType: 'image/jpeg', buffer: right },
  ];
  const uploads = () => page.getByTestId('field-upload');

  await test.step('on the phone, with the network cut, four photos wait in the queue', async () => {
    // Opened directly, the monitoring host signs in silently from the provider's session and comes back to the path.
    await page.goto(`${monitoring}/uploads`);
    await expect(page.getByRole('heading', { name: 'Field uploads', level: 1 })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole('combobox', { name: 'Evidence' })).toBeVisible();
    await context.setOffline(true);
    await expect(page.getByRole('status').filter({ hasText: 'No network' })).toBeVisible();
    await page.getByTestId('field-camera').setInputFiles(files);
    await expect(uploads()).toHaveCount(4);
    for (const item of await uploads().all()) await expect(item).toHaveAttribute('data-state', 'waiting');
    await page.close();
  });

  await test.step('reopened online, the queue sends itself and shows every upload sent', async () => {
    await context.setOffline(false);
    page = await context.newPage();
    await page.goto(`${monitoring}/uploads`);
    await expect(uploads()).toHaveCount(4);
    await expect(uploads().and(page.locator('[data-state="sent"]'))).toHaveCount(4, { timeout: 20_000 });
    await expect(page.getByText('Sent', { exact: true })).toHaveCount(4);
  });

  const token = await waitForTokenCookie(context, monitoring);
  const list = await api<MobileUploadList>(request, origin, token, 'GET', '/monitoring/mobileuploads');
  expect(list.uploads).toHaveLength(4);
  expect(list.uploads.every((upload) => upload.state === 'received' && upload.artefact_id)).toBe(true);
  expect(new Set(list.uploads.map((upload) => upload.artefact_id)).size).toBe(4);
  await context.close();
});
