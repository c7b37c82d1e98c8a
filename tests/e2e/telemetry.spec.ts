// Issue "app shell": with a telemetry connection string, a page view reaches the ingestion endpoint.
import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures';
import { envelopesOf, startCaptureServer, type CaptureServer } from './helpers/capture-server';

/** Whether an Application Insights envelope is a page view. */
function isPageView(envelope: unknown): boolean {
  if (typeof envelope !== 'object' || envelope === null) return false;
  const { name, data } = envelope as { name?: unknown; data?: { baseType?: unknown } };
  return data?.baseType === 'PageviewData' || (typeof name === 'string' && name.endsWith('.Pageview'));
}

function pageViewsReceived(capture: CaptureServer, instrumentationKey: string): number {
  return capture.requests
    .filter((request) => request.method === 'POST' && request.path.startsWith('/v2/track'))
    .flatMap((request) => envelopesOf(request.body))
    .filter((envelope) => isPageView(envelope) && JSON.stringify(envelope).includes(instrumentationKey)).length;
}

test('a page view arrives at the ingestion endpoint when telemetry is configured', async ({ page, ownServer }) => {
  test.setTimeout(180_000);
  const capture = await startCaptureServer();
  try {
    const instrumentationKey = randomUUID();
    const server = await ownServer({
      name: 'telemetry',
      env: { APPINSIGHTS_CONNECTION_STRING: `InstrumentationKey=${instrumentationKey};IngestionEndpoint=${capture.origin}/` },
    });
    await page.goto(`${server.origin}/`);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    // The SDK sends in batches; leaving the page flushes what is queued.
    await page.waitForTimeout(3_000);
    await page.goto('about:blank');
    await expect
      .poll(() => pageViewsReceived(capture, instrumentationKey), {
        message: `a page view envelope posted to ${capture.origin}/v2/track`,
        timeout: 30_000,
      })
      .toBeGreaterThan(0);
  } finally {
    await capture.close();
  }
});
