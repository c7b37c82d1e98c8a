// Item 12 of issue 11: maintenance switched in App Configuration (label prd) reaches the pages within the refresh
// interval, with no restart; the environment variable still switches it when the store does not hold the key.
import { NextRequest } from 'next/server';
import { CONFIGURATION_LABEL } from '@/lib/schemas/config';
import { createConfigurationReader } from '@/server/config';
import { startLiveSettings, type LiveSettingsHandle } from '@/server/config/live-settings';
import { logger } from '@/server/logger';
import { startAppConfigurationStandIn, type AppConfigurationStandIn } from '@/tests/standins/app-configuration-server';
import { MAINTENANCE_PATH, proxy } from '@/proxy';

jest.setTimeout(30_000);

/** Short intervals for the test; the server uses LIVE_SETTINGS_REFRESH_MS and the reader's DEFAULT_TTL_MS. */
const REFRESH_MS = 100;
const TTL_MS = 50;
const ORIGIN = 'https://staging.groundwork.eco';

let store: AppConfigurationStandIn;
let live: LiveSettingsHandle | undefined;

beforeAll(async () => {
  store = await startAppConfigurationStandIn();
});

afterEach(() => live?.stop());

afterAll(async () => {
  await store?.stop();
});

const quietLogger = () => ({ warn: jest.fn(), error: jest.fn() });

/** Where the proxy sends a page request: the maintenance page, or null to serve the page itself. */
function pageTarget(path: string): string | null {
  const response = proxy(new NextRequest(`${ORIGIN}${path}`, { headers: { host: new URL(ORIGIN).host } }));
  const rewrite = response.headers.get('x-middleware-rewrite');
  return rewrite ? new URL(rewrite).pathname : null;
}

/** Waits until `check` holds, at most `limitMs`; answers how long it took. */
async function within(limitMs: number, check: () => boolean): Promise<number> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > limitMs) throw new Error(`not within ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Date.now() - started;
}

function startAgainst(configuration: AppConfigurationStandIn, env: Record<string, string>): LiveSettingsHandle {
  const read = createConfigurationReader({
    env: { APP_CONFIGURATION_CONNECTION_STRING: configuration.connectionString },
    logger: quietLogger(),
    ttlMs: TTL_MS,
  });
  return startLiveSettings({ sources: { read, env }, refreshMs: REFRESH_MS });
}

describe('maintenance through App Configuration', () => {
  beforeEach(() => {
    jest.spyOn(logger, 'info').mockImplementation(() => undefined);
  });

  afterEach(() => jest.restoreAllMocks());

  it('flipping ON_MAINTENANCE (label prd) sends every page to the maintenance page within the refresh interval, and back', async () => {
    store.setKeyValue({ key: 'ON_MAINTENANCE', label: CONFIGURATION_LABEL, value: 'false' });
    live = startAgainst(store, {});
    await live.ready;
    expect(pageTarget('/homepage')).toBeNull();

    store.setKeyValue({ key: 'ON_MAINTENANCE', label: CONFIGURATION_LABEL, value: 'true' });
    const tookOn = await within(REFRESH_MS + TTL_MS + 2_000, () => pageTarget('/homepage') === MAINTENANCE_PATH);
    expect(tookOn).toBeLessThan(REFRESH_MS + TTL_MS + 2_000);
    for (const path of ['/', '/knowledge-hub', '/a/route/that/does/not/exist']) expect(pageTarget(path)).toBe(MAINTENANCE_PATH);
    expect(pageTarget('/api/me')).toBeNull();

    store.setKeyValue({ key: 'ON_MAINTENANCE', label: CONFIGURATION_LABEL, value: 'false' });
    await within(REFRESH_MS + TTL_MS + 2_000, () => pageTarget('/homepage') === null);
    expect(pageTarget('/')).toBeNull();
  });

  it('a value under another label does not switch maintenance', async () => {
    store.setKeyValue({ key: 'ON_MAINTENANCE', label: CONFIGURATION_LABEL, value: 'false' });
    store.setKeyValue({ key: 'ON_MAINTENANCE', label: 'dev', value: 'true' });
    live = startAgainst(store, {});
    await live.ready;
    await live.refresh();
    expect(pageTarget('/homepage')).toBeNull();
  });

  it('the store wins over the environment', async () => {
    store.setKeyValue({ key: 'ON_MAINTENANCE', label: CONFIGURATION_LABEL, value: 'false' });
    store.setKeyValue({ key: 'BASE_DOMAIN', label: CONFIGURATION_LABEL, value: 'Example.ORG' });
    live = startAgainst(store, { ON_MAINTENANCE: 'true', BASE_DOMAIN: 'env.example' });
    await live.ready;
    expect(pageTarget('/homepage')).toBeNull();
    expect(live.current().baseDomain).toBe('example.org');
  });

  it('with a store that does not hold the key, the ON_MAINTENANCE variable switches it', async () => {
    const empty = await startAppConfigurationStandIn();
    try {
      live = startAgainst(empty, { ON_MAINTENANCE: 'true' });
      await live.ready;
      expect(pageTarget('/homepage')).toBe(MAINTENANCE_PATH);
      expect(empty.requests.some((request) => request.path === '/kv' && request.status === 200)).toBe(true);
    } finally {
      await empty.stop();
    }
  });
});
