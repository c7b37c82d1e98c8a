// The manager's and the verifier's part of issue 22's journey (tests/e2e/field-uploads.spec.ts): what the spec sets up
// through the API (not under test there), and the check of a downloaded verifier package with node's crypto.
import { createHash, createPublicKey, verify } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, type APIRequestContext, type Download, type Locator, type Page } from '@playwright/test';
import { unzipSync } from 'fflate';

/** A call to the API as someone (bearer token), answering its JSON; any status from 300 up fails the test with the body. */
export async function apiAs<T>(request: APIRequestContext, origin: string, token: string, method: string, path: string, data?: unknown): Promise<T> {
  const response = await request.fetch(`${origin}/api${path}`, { method, headers: { Authorization: `Bearer ${token}` }, data });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(300);
  return (await response.json()) as T;
}

/** A short pause, as a person reads before the next action (kept short: the spec runs in CI on two cores). */
export const pause = (page: Page) => page.waitForTimeout(250);

/** A monitoring's reactor and an open batch on it (started an hour ago), and two evidence records of that batch. */
export async function batchWithRecords(request: APIRequestContext, origin: string, token: string, siteId: string, monitoringId: string) {
  const call = <T>(method: string, path: string, data?: unknown) => apiAs<T>(request, origin, token, method, path, data);
  const reactor = await call<{ id: string }>('POST', '/monitoring/reactor', { site_id: siteId, name: 'Kiln 1' });
  const startedAt = new Date(Date.now() - 3_600_000).toISOString();
  const batch = await call<{ id: string; code: string }>('POST', '/monitoring/batches', { reactor_id: reactor.id, code: 'B-E2E', started_at: startedAt, feedstock: 'wood_chips' });
  const record = (kind: string, figures: Record<string, unknown>) =>
    call<{ id: string }>('POST', '/monitoring/evidences', {
      monitoring_id: monitoringId,
      kind,
      batch_id: batch.id,
      reactor_id: null,
      period_start: null,
      period_end: null,
      recorded_at: new Date().toISOString(),
      figures,
      notes: null,
    });
  const [kilnRecord, serialRecord] = [await record('kiln_run_photo', {}), await record('kiln_serial', { serial: 'K-42' })];
  return { batch, kilnRecord, serialRecord };
}

/** A file's card on the files page. */
export const fileCard = (page: Page, name: string): Locator => page.getByRole('listitem', { name, exact: true });

/** Attaches a file to the batch from its card and waits for the card to show the batch (its checks ran again). */
export async function attachToBatch(page: Page, name: string, code: string): Promise<void> {
  const card = fileCard(page, name);
  await card.getByRole('combobox', { name: `Batch of ${name}` }).selectOption({ label: code });
  await card.getByRole('button', { name: 'Attach to the batch' }).click();
  await expect(card.getByTestId('file-batch')).toHaveText(`Batch ${code}`);
}

/**
 * Reads a downloaded package and checks it as a verifier would offline: every file the manifest names is in the ZIP
 * with that SHA-256 and size, and manifest.json's Ed25519 signature holds with the public key in the package (and not
 * for a manifest changed by one byte). Answers the manifest's paths.
 */
export async function checkPackage(download: Download): Promise<string[]> {
  const files = unzipSync(new Uint8Array(readFileSync(await download.path())));
  const manifestBytes = files['manifest.json'];
  const manifest = JSON.parse(new TextDecoder().decode(manifestBytes)) as { files: { path: string; size: number; sha256: string }[] };
  expect(manifest.files.length).toBeGreaterThan(0);
  for (const entry of manifest.files) {
    const bytes = files[entry.path];
    expect(bytes, `${entry.path} is in the package`).toBeDefined();
    expect(bytes.length, `${entry.path}'s size`).toBe(entry.size);
    expect(createHash('sha256').update(bytes).digest('hex'), `${entry.path}'s SHA-256`).toBe(entry.sha256);
  }
  const key = createPublicKey(new TextDecoder().decode(files['public-key.pem']));
  expect(verify(null, manifestBytes, key, files['manifest.json.sig'])).toBe(true);
  const forged = new Uint8Array(manifestBytes);
  forged[forged.length - 2] ^= 1;
  expect(verify(null, forged, key, files['manifest.json.sig'])).toBe(false);
  return manifest.files.map((entry) => entry.path);
}
