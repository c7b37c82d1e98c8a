import { DEFAULT_PUBLIC_SETTINGS, PUBLIC_SETTING_KEY_LIST } from './public-settings';
import { publicSettingsFromEntries, publicSettingsSchema } from './public-settings-schema';

describe('public settings', () => {
  it('reads the eight keys', () => {
    expect(PUBLIC_SETTING_KEY_LIST).toEqual([
      'SHOW_OEM',
      'SHOW_MIGRATION',
      'ENVIRONMENT_NAME',
      'ON_MAINTENANCE',
      'STORAGE_OPPORTUNITIES',
      'STORAGE_INVESTORS',
      'STORAGE_COMPANIES',
      'STORAGE_PROFILES',
    ]);
  });

  it('has defaults for every setting', () => {
    expect(DEFAULT_PUBLIC_SETTINGS).toEqual({
      showOem: true,
      showMigration: true,
      environmentName: '',
      onMaintenance: false,
      storage: { opportunities: 'opportunities', investors: 'investors', companies: 'companies', profiles: 'profiles' },
    });
    expect(publicSettingsFromEntries({})).toEqual(DEFAULT_PUBLIC_SETTINGS);
    expect(publicSettingsSchema.parse({ storage: {} })).toEqual(DEFAULT_PUBLIC_SETTINGS);
  });

  it('reads flags, the environment name and storage names', () => {
    expect(
      publicSettingsFromEntries({
        SHOW_OEM: 'false',
        SHOW_MIGRATION: '0',
        ENVIRONMENT_NAME: ' Staging ',
        ON_MAINTENANCE: 'TRUE',
        STORAGE_OPPORTUNITIES: 'opps-stg',
        STORAGE_INVESTORS: 'inv-stg',
        STORAGE_COMPANIES: 'co-stg',
        STORAGE_PROFILES: 'pro-stg',
      }),
    ).toEqual({
      showOem: false,
      showMigration: false,
      environmentName: 'Staging',
      onMaintenance: true,
      storage: { opportunities: 'opps-stg', investors: 'inv-stg', companies: 'co-stg', profiles: 'pro-stg' },
    });
  });

  it('keeps the default of an unreadable flag or a blank storage name', () => {
    const settings = publicSettingsFromEntries({ ON_MAINTENANCE: 'maybe', STORAGE_PROFILES: '  ' });
    expect(settings.onMaintenance).toBe(false);
    expect(settings.storage.profiles).toBe('profiles');
  });

  it('reads ON_MAINTENANCE as a yes/no setting (true, 1, yes, on in any case; anything else is off)', () => {
    const on = (value: string) => publicSettingsFromEntries({ ON_MAINTENANCE: value }).onMaintenance;
    expect(['true', 'TRUE', '1', 'yes', ' on '].map(on)).toEqual([true, true, true, true, true]);
    expect(['false', '0', '', 'maybe', 'off'].map(on)).toEqual([false, false, false, false, false]);
  });
});
