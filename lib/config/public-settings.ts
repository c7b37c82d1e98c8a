/*
 * The public environment settings as the browser sees them: names, type and defaults. This module is part of
 * every page's JavaScript, so it holds no zod; the server reads the settings with the schema of
 * `public-settings-schema.ts`.
 */

/** Configuration keys of the public environment settings (seed section 3). */
export const PUBLIC_SETTING_KEYS = {
  showOem: 'SHOW_OEM',
  showMigration: 'SHOW_MIGRATION',
  environmentName: 'ENVIRONMENT_NAME',
  onMaintenance: 'ON_MAINTENANCE',
  storageOpportunities: 'STORAGE_OPPORTUNITIES',
  storageInvestors: 'STORAGE_INVESTORS',
  storageCompanies: 'STORAGE_COMPANIES',
  storageProfiles: 'STORAGE_PROFILES',
} as const;

export type PublicSettingKey = (typeof PUBLIC_SETTING_KEYS)[keyof typeof PUBLIC_SETTING_KEYS];
export const PUBLIC_SETTING_KEY_LIST: PublicSettingKey[] = Object.values(PUBLIC_SETTING_KEYS);

/** The public environment settings: show OEM, show migration, environment name, maintenance, storage names. */
export interface PublicSettings {
  showOem: boolean;
  showMigration: boolean;
  environmentName: string;
  onMaintenance: boolean;
  storage: {
    opportunities: string;
    investors: string;
    companies: string;
    profiles: string;
  };
}

export const DEFAULT_PUBLIC_SETTINGS: PublicSettings = {
  showOem: true,
  showMigration: true,
  environmentName: '',
  onMaintenance: false,
  storage: { opportunities: 'opportunities', investors: 'investors', companies: 'companies', profiles: 'profiles' },
};
