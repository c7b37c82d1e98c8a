/**
 * @jest-environment node
 */
import { logger } from '@/server/logger';
import { DEFAULT_PUBLIC_CONFIG } from '@/lib/config/public-config';
import { DEFAULT_PUBLIC_SETTINGS } from '@/lib/config/public-settings';
import { readPublicConfig } from './public-config';
import { readPublicSettings, readSettingValues } from './settings';

let loggedError: jest.SpyInstance;

beforeEach(() => {
  loggedError = jest.spyOn(logger, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

describe('setting values', () => {
  it('prefers the configuration store and falls back to the environment', async () => {
    const read = jest.fn(async () => ({ SHOW_OEM: 'false' }));
    const values = await readSettingValues(['SHOW_OEM', 'ON_MAINTENANCE', 'ENVIRONMENT_NAME'], {
      read,
      env: { SHOW_OEM: 'true', ON_MAINTENANCE: 'true', ENVIRONMENT_NAME: '' },
    });
    expect(read).toHaveBeenCalledWith(['SHOW_OEM', 'ON_MAINTENANCE', 'ENVIRONMENT_NAME']);
    expect(values).toEqual({ SHOW_OEM: 'false', ON_MAINTENANCE: 'true' });
  });
});

describe('public settings on the server', () => {
  it('reads them through the configuration reader', async () => {
    const settings = await readPublicSettings({ read: async () => ({ ON_MAINTENANCE: 'true', ENVIRONMENT_NAME: 'Demo' }), env: {} });
    expect(settings.onMaintenance).toBe(true);
    expect(settings.environmentName).toBe('Demo');
  });

  it('reads environment variables without a configuration store', async () => {
    const settings = await readPublicSettings({ env: { SHOW_MIGRATION: 'false', STORAGE_COMPANIES: 'firms' } });
    expect(settings.showMigration).toBe(false);
    expect(settings.storage.companies).toBe('firms');
  });

  it('logs a failure and uses the defaults', async () => {
    const settings = await readPublicSettings({
      read: async () => {
        throw new Error('store down');
      },
      env: {},
    });
    expect(settings).toEqual(DEFAULT_PUBLIC_SETTINGS);
    expect(loggedError).toHaveBeenCalled();
  });
});

describe('client configuration on the server', () => {
  it('takes the API key from the environment and the rest from the settings', async () => {
    const config = await readPublicConfig({
      read: async () => ({ B2C_TENANT: 'contoso', B2C_POLICY_INVESTORS: 'B2C_1A_inv', API_KEY: 'ignored' }),
      env: {
        API_KEY: 'sub-key',
        AUTH_CLIENT_ID: 'web-app',
        APPINSIGHTS_CONNECTION_STRING: 'InstrumentationKey=abc',
        CRM_CHAT_SCRIPT_URL: 'https://chat.example/widget.js',
        BUG_BOUNTY_SCRIPT_URL: 'https://bounty.example/report.js',
        BASE_DOMAIN: 'example.org',
        MAP_TILE_URL: 'https://tiles.example/{z}/{x}/{y}.png',
      },
    });
    expect(config).toEqual({
      apiKey: 'sub-key',
      authClientId: 'web-app',
      b2cTenant: 'contoso',
      b2cPolicies: { ...DEFAULT_PUBLIC_CONFIG.b2cPolicies, investors: 'B2C_1A_inv' },
      appInsightsConnectionString: 'InstrumentationKey=abc',
      crmChatScriptUrl: 'https://chat.example/widget.js',
      bugBountyScriptUrl: 'https://bounty.example/report.js',
      baseDomain: 'example.org',
      mapTileUrl: 'https://tiles.example/{z}/{x}/{y}.png',
      federatedSignIn: ['google', 'linkedin'],
    });
  });

  it('uses the defaults without settings', async () => {
    await expect(readPublicConfig({ read: async () => ({}), env: {} })).resolves.toEqual(DEFAULT_PUBLIC_CONFIG);
  });

  it('logs a failure and keeps the API key with the defaults', async () => {
    const config = await readPublicConfig({
      read: async () => {
        throw new Error('store down');
      },
      env: { API_KEY: 'k' },
    });
    expect(config).toEqual({ ...DEFAULT_PUBLIC_CONFIG, apiKey: 'k' });
    expect(loggedError).toHaveBeenCalled();
  });
});
