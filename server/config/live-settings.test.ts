/**
 * @jest-environment node
 */
import { DEFAULT_LIVE_SETTINGS, liveSettings } from '@/lib/config/public-settings-live';
import { logger } from '@/server/logger';
import { DEFAULT_TTL_MS } from './configuration-reader';
import { LIVE_SETTINGS_REFRESH_MS, readLiveSettings, startLiveSettings } from './live-settings';

beforeEach(() => {
  jest.spyOn(logger, 'info').mockImplementation(() => undefined);
  jest.spyOn(logger, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

describe('live settings', () => {
  it('take effect within a minute: the refresh interval plus the reader cache time', () => {
    expect(LIVE_SETTINGS_REFRESH_MS).toBeLessThanOrEqual(60_000);
    expect(LIVE_SETTINGS_REFRESH_MS + DEFAULT_TTL_MS).toBeLessThanOrEqual(60_000);
  });

  it('read maintenance and the base domain from the configuration store first, else the environment', async () => {
    const fromStore = await readLiveSettings({ read: async () => ({ ON_MAINTENANCE: 'on', BASE_DOMAIN: 'Example.org' }), env: {} });
    expect(fromStore).toEqual({ onMaintenance: true, baseDomain: 'example.org' });
    const fromEnv = await readLiveSettings({ read: async () => ({}), env: { ON_MAINTENANCE: 'true', BASE_DOMAIN: 'env.example' } });
    expect(fromEnv).toEqual({ onMaintenance: true, baseDomain: 'env.example' });
    expect(await readLiveSettings({ read: async () => ({}), env: {} })).toEqual(DEFAULT_LIVE_SETTINGS);
  });

  it('register the values for the middleware, follow a switch on refresh and withdraw them on stop', async () => {
    const store: Record<string, string> = { ON_MAINTENANCE: 'true' };
    const live = startLiveSettings({ sources: { read: async () => ({ ...store }), env: {} }, refreshMs: 60_000 });
    try {
      await live.ready;
      expect(liveSettings().onMaintenance).toBe(true);
      store.ON_MAINTENANCE = 'false';
      expect(liveSettings().onMaintenance).toBe(true);
      await live.refresh();
      expect(liveSettings().onMaintenance).toBe(false);
      expect(live.current()).toEqual(DEFAULT_LIVE_SETTINGS);
    } finally {
      live.stop();
    }
    expect(liveSettings()).toEqual(DEFAULT_LIVE_SETTINGS);
  });

  it('refresh by themselves every refreshMs', async () => {
    jest.useFakeTimers();
    const read = jest.fn(async () => ({ ON_MAINTENANCE: 'yes' }));
    const live = startLiveSettings({ sources: { read, env: {} }, refreshMs: 1_000 });
    try {
      await live.ready;
      const before = read.mock.calls.length;
      await jest.advanceTimersByTimeAsync(3_000);
      expect(read.mock.calls.length - before).toBeGreaterThanOrEqual(3);
    } finally {
      live.stop();
      jest.useRealTimers();
    }
  });

  it('keep the last values when a read fails', async () => {
    let fail = false;
    const read = async () => {
      if (fail) throw new Error('store down');
      return { ON_MAINTENANCE: 'true' };
    };
    const live = startLiveSettings({ sources: { read, env: {} }, refreshMs: 60_000 });
    try {
      await live.ready;
      fail = true;
      await live.refresh();
      expect(liveSettings().onMaintenance).toBe(true);
    } finally {
      live.stop();
    }
  });

  it('leave a newer registration in place when an older one stops', async () => {
    const older = startLiveSettings({ sources: { read: async () => ({}), env: {} }, refreshMs: 60_000 });
    const newer = startLiveSettings({ sources: { read: async () => ({ ON_MAINTENANCE: 'true' }), env: {} }, refreshMs: 60_000 });
    await Promise.all([older.ready, newer.ready]);
    older.stop();
    expect(liveSettings().onMaintenance).toBe(true);
    newer.stop();
    expect(liveSettings().onMaintenance).toBe(false);
  });
});
