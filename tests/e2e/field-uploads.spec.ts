// Issue 22's journey, "what must be shown" (docs/requirements.md R-22.15, R-22.20, R-22.32–R-22.35, R-22.22, R-22.26):
// field staff, invited by a project's owner with the `field` right, open the monitoring application's Uploads page on a
// phone; with the network cut they take three photos (EXIF: one right, one taken three days early, one 40 km from the
// site), the first one again (a duplicate) and a real HEIC photo of the kiln door (tests/helpers/heic-photo.ts, taken at
// the site now, given as a browser that does not know HEIC gives it: no type); they close the page; reopened online, the queue sends itself and every
// upload shows as sent, stored once each. The owner, on the desktop, reads each file's processing log and flags on the
// files page, attaches the files to a batch (the early one is then flagged), reloads, reads the batch's checklist; a
// verifier invited by the owner (in French) approves one record and rejects another with a comment; the owner downloads
// the batch's package from the trail page and the test checks every hash of its manifest and its signature. The photos
// are made by tests/helpers/exif-photo.ts; what is not under test (the project, its monitoring, site, reactor, batch and
// two records, the invitations) is set up through the API.
import type { MobileUploadList } from '@/lib/schemas/monitoring-mobile-uploads';
import { makePhoto } from '../helpers/exif-photo';
import { heicPhoto, HEIC_POSITION } from '../helpers/heic-photo';
import { expect, test } from './fixtures';
import { signUpFromHeader, waitForTokenCookie } from './helpers/auth';
import { apiAs as api, attachToBatch, batchWithRecords, checkPackage, fileCard, pause } from './helpers/evidence-journey';
import { MONITORING_RESOLVER_RULES, monitoringOriginOf } from './helpers/monitoring-host';
import { linkIn, waitForMail } from './helpers/outbox';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './helpers/paths';
import { newTestUser } from './helpers/users';
import { hydrated, watchHydrationMismatches } from './helpers/hydration';
import { describeViolations, scanPage } from './helpers/axe';

test.use({ launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, MONITORING_RESOLVER_RULES] } });

const PHONE = { width: 390, height: 844 };
/** The site at Tours, where the HEIC fixture was "taken". */
const SITE = HEIC_POSITION;

test('field staff take photos offline on a phone; the manager reads the flags and logs, attaches them, a verifier reviews, the package checks out', async ({
  browser,
  origin,
  request,
}) => {
  // About a minute on a quiet machine; the three sign-ups through the provider take most of it, longer on a shared one.
  test.setTimeout(240_000);
  const owner = newTestUser('owner');
  const hand = newTestUser('field');
  const verifier = newTestUser('verifier');
  const monitoring = monitoringOriginOf(origin);
  const ownerContext = await browser.newContext({ ignoreHTTPSErrors: true, viewport: { width: 1440, height: 900 }, acceptDownloads: true });
  const context = await browser.newContext({ ignoreHTTPSErrors: true, viewport: PHONE, isMobile: true, hasTouch: true });
  const verifierContext = await browser.newContext({ ignoreHTTPSErrors: true, viewport: { width: 1440, height: 900 } });
  const ownerPage = await ownerContext.newPage();
  const verifierPage = await verifierContext.newPage();
  let page = await context.newPage();
  let ownerToken = '';
  let projectId = '';
  let setUp: Awaited<ReturnType<typeof batchWithRecords>>;

  await test.step('the owner invites the field hand and a verifier, who confirmed their addresses', async () => {
    await Promise.all([signUpFromHeader(ownerPage, origin, owner), signUpFromHeader(page, origin, hand), signUpFromHeader(verifierPage, origin, verifier)]);
    await page.goto(linkIn(await waitForMail(request, origin, hand.email, /Confirm your e-mail address/), origin));
    await verifierPage.goto(linkIn(await waitForMail(request, origin, verifier.email, /Confirm your e-mail address/), origin));
    ownerToken = await waitForTokenCookie(ownerContext, origin);
    const call = <T>(method: string, path: string, data?: unknown) => api<T>(request, origin, ownerToken, method, path, data);
    const templates = await call<{ id: string }[]>('GET', '/resources/templates');
    ({ id: projectId } = await call<{ id: string }>('POST', '/create_project', { name: 'Loire yard', template_id: templates[0].id }));
    const { id: monitoringId } = await call<{ id: string }>('POST', '/monitoring/create', { project_id: projectId });
    const site = await call<{ id: string }>('POST', '/monitoring/sites', { monitoring_id: monitoringId, name: 'Tours yard', address: null, ...SITE, time_zone: 'Europe/Paris' });
    setUp = await batchWithRecords(request, origin, ownerToken, site.id, monitoringId);
    await call('POST', '/share', { kind: 'invite', project_id: projectId, email: hand.email, right: 'field' });
    await call('POST', '/share', { kind: 'invite', project_id: projectId, email: verifier.email, right: 'verifier' });
  });

  const now = new Date();
  const right = makePhoto({ takenAt: now, ...SITE, seed: 1, size: 320 });
  const files = [
    { name: 'kiln-run.jpg', mimeType: 'image/jpeg', buffer: right },
    { name: 'too-early.jpg', mimeType: 'image/jpeg', buffer: makePhoto({ takenAt: new Date(now.getTime() - 3 * 86_400_000), ...SITE, seed: 2, size: 320 }) },
    { name: 'far-away.jpg', mimeType: 'image/jpeg', buffer: makePhoto({ takenAt: now, latitude: SITE.latitude + 0.36, longitude: SITE.longitude, seed: 3, size: 320 }) },
    { name: 'kiln-run-again.jpg', mimeType: 'image/jpeg', buffer: right },
    { name: 'kiln-door.heic', mimeType: '', buffer: heicPhoto(now) },
  ];
  const uploads = () => page.getByTestId('field-upload');

  await test.step('on the phone, with the network cut, five photos wait in the queue', async () => {
    // Opened directly, the monitoring host signs in silently from the provider's session and comes back to the path.
    await page.goto(`${monitoring}/uploads`);
    await expect(page.getByRole('heading', { name: 'Field uploads', level: 1 })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole('combobox', { name: 'Evidence' })).toBeVisible();
    await context.setOffline(true);
    await expect(page.getByRole('status').filter({ hasText: 'No network' })).toBeVisible();
    await page.getByTestId('field-camera').setInputFiles(files);
    await expect(uploads()).toHaveCount(5);
    for (const item of await uploads().all()) await expect(item).toHaveAttribute('data-state', 'waiting');
    await page.close();
  });

  await test.step('reopened online, the queue sends itself and shows every upload sent', async () => {
    await context.setOffline(false);
    page = await context.newPage();
    await page.goto(`${monitoring}/uploads`);
    await expect(uploads()).toHaveCount(5);
    await expect(uploads().and(page.locator('[data-state="sent"]'))).toHaveCount(5, { timeout: 20_000 });
    await expect(page.getByText('Sent', { exact: true })).toHaveCount(5);
    // The page as the field hand reads it: its empty choices ("No batch") are the controls' text, held to text's contrast.
    const scan = await scanPage(page);
    expect(scan.blocking, describeViolations(scan.blocking)).toEqual([]);
  });

  const token = await waitForTokenCookie(context, monitoring);
  const list = await api<MobileUploadList>(request, origin, token, 'GET', '/monitoring/mobileuploads');
  expect(list.uploads).toHaveLength(5);
  expect(list.uploads.every((upload) => upload.state === 'received' && upload.artefact_id)).toBe(true);
  expect(new Set(list.uploads.map((upload) => upload.artefact_id)).size).toBe(5);
  await context.close();

  const projectPath = `${origin}/projects/${projectId}`;
  const { batch, kilnRecord, serialRecord } = setUp!;

  await test.step('on the desktop, the manager finds the files with their flags and processing logs', async () => {
    await ownerPage.goto(`${projectPath}/monitoring`);
    // The overview reads its plant before it shows its links: wait for it as a person would, then follow the link.
    const filesLink = ownerPage.getByRole('link', { name: 'Evidence files' });
    await expect(filesLink).toBeVisible({ timeout: 45_000 });
    await filesLink.click();
    await expect(ownerPage.getByRole('heading', { name: 'Evidence files', level: 1 })).toBeVisible();
    await expect(ownerPage.getByTestId('evidence-file')).toHaveCount(5);
    await expect(fileCard(ownerPage, 'far-away.jpg').locator('[data-flag="far_from_site"]')).toContainText(/Taken \d+ m from Tours yard \(tolerance 500 m\)/);
    const copies = ownerPage.getByTestId('evidence-file').filter({ has: ownerPage.locator('[data-flag="duplicate"]') });
    await expect(copies).toHaveCount(1);
    await expect(copies).toContainText(/The same file as kiln-run(-again)?\.jpg, sent earlier\./);
    await expect(copies.getByRole('link', { name: 'Show the first copy' })).toHaveAttribute('href', /^#file-/);
    await expect(copies).toContainText(`Sent by ${hand.name}`);
    await pause(ownerPage);
    const far = fileCard(ownerPage, 'far-away.jpg');
    await far.getByRole('button', { name: /Processing log/ }).click();
    const log = far.getByRole('table', { name: 'Processing log of far-away.jpg' });
    for (const step of ['Received', 'Fingerprint (SHA-256) computed', 'Capture data read', 'Thumbnail made', 'Checks run']) await expect(log).toContainText(step);
    await expect(log).toContainText('Distance to site: flagged');
    // The HEIC: taken as HEIC by its bytes, its thumbnail made, its capture time and position read, no check flagged it.
    const door = fileCard(ownerPage, 'kiln-door.heic');
    await expect(door.getByRole('img', { name: 'Thumbnail of kiln-door.heic' })).toBeVisible();
    await expect(door).toContainText('No check flagged this file.');
    await door.getByRole('button', { name: /Processing log/ }).click();
    const doorLog = door.getByRole('table', { name: 'Processing log of kiln-door.heic' });
    await expect(doorLog).toContainText(`position ${SITE.latitude.toFixed(4)}, ${SITE.longitude.toFixed(4)}`);
    await expect(doorLog).toContainText('Distance to site: passed');
  });

  await test.step('the manager attaches the files to the batch and one to a record; the early photo is now flagged, after a reload too', async () => {
    for (const name of files.map((file) => file.name)) {
      await attachToBatch(ownerPage, name, batch.code);
      await pause(ownerPage);
    }
    // The photo of the run, and the early one (flagged once in the batch: the checklist must not count it).
    for (const name of ['kiln-run.jpg', 'too-early.jpg']) {
      const card = fileCard(ownerPage, name);
      const record = card.getByRole('combobox', { name: `Evidence record for ${name}` });
      await record.selectOption((await record.locator('option', { hasText: 'Kiln run photos' }).getAttribute('value')) as string);
      await card.getByRole('button', { name: 'Attach to the record' }).click();
      await expect(card.getByRole('status')).toHaveText('Attached: the checks ran again.');
      await pause(ownerPage);
    }
    await ownerPage.reload();
    // The HEIC's own capture time is checked against the batch now, and lies in it.
    const door = fileCard(ownerPage, 'kiln-door.heic');
    await door.getByRole('button', { name: /Processing log/ }).click();
    await expect(door.getByRole('table', { name: 'Processing log of kiln-door.heic' })).toContainText('Time in batch: passed');
    await ownerPage.getByRole('switch', { name: 'Flagged files only' }).click();
    await expect(fileCard(ownerPage, 'too-early.jpg').locator('[data-flag="outside_batch_time"]')).toContainText(/Taken [\d.]+ h outside batch B-E2E \(tolerance 2 h\)/);
    await expect(ownerPage.getByTestId('evidence-file')).toHaveCount(3);
    await expect(fileCard(ownerPage, 'kiln-door.heic')).toHaveCount(0);
  });

  await test.step('the batch page shows its checklist', async () => {
    await ownerPage.goto(`${projectPath}/monitoring/batches/${batch.id}`);
    const checklist = ownerPage.getByRole('region', { name: /Evidence checklist/ }).last();
    await expect(checklist).toContainText(/not met/);
    await expect(checklist).toContainText(/flagged files? not counted/);
  });

  await test.step("the evidence page lists the batch's records as the server drew them", async () => {
    const watch = watchHydrationMismatches(ownerPage);
    await ownerPage.goto(`${projectPath}/monitoring/evidence?batch=${batch.id}`);
    for (const record of [kilnRecord, serialRecord]) await expect(ownerPage.locator(`a[href$="/monitoring/evidence/${record.id}"]`).first()).toBeVisible();
    await hydrated(ownerPage);
    expect(watch.stop(), 'the evidence page hydrates as the server drew it').toEqual([]);
  });

  await test.step('the verifier, reading in French, approves one record and rejects the other with a comment', async () => {
    await verifierContext.addCookies([{ name: 'language', value: 'fr', url: origin }]);
    await verifierPage.goto(`${projectPath}/monitoring/evidence/${kilnRecord.id}`);
    await verifierPage.getByRole('radio', { name: 'Approuver' }).check();
    await pause(verifierPage);
    await verifierPage.getByRole('button', { name: 'Enregistrer l’examen' }).click();
    await expect(verifierPage.getByText('L’examen a été enregistré.')).toBeVisible();
    await verifierPage.goto(`${projectPath}/monitoring/evidence/${serialRecord.id}`);
    await verifierPage.getByRole('radio', { name: 'Rejeter' }).check();
    await verifierPage.getByRole('textbox', { name: 'Commentaire' }).fill('Le numéro de série est illisible sur la photo.');
    await pause(verifierPage);
    await verifierPage.getByRole('button', { name: 'Enregistrer l’examen' }).click();
    await expect(verifierPage.getByText('Le numéro de série est illisible sur la photo.')).toBeVisible();
    await verifierContext.close();
  });

  await test.step('the manager downloads the batch’s package: every hash of its manifest and its signature hold', async () => {
    await ownerPage.goto(`${projectPath}/monitoring/trail`);
    await expect(ownerPage.getByRole('table', { name: /Events of the monitoring trail/ })).toContainText('Record reviewed');
    await ownerPage.getByRole('button', { name: 'Verifier package' }).click();
    const dialog = ownerPage.getByRole('dialog');
    await dialog.getByText('A batch', { exact: true }).click();
    const [download] = await Promise.all([ownerPage.waitForEvent('download'), dialog.getByRole('button', { name: 'Make and download' }).click()]);
    const paths = await checkPackage(download);
    expect(paths.filter((path) => path.endsWith('.jpg'))).toHaveLength(4);
    expect(paths.filter((path) => path.endsWith('.heic'))).toHaveLength(1);
  });
  await ownerContext.close();
});
