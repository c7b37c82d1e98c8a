import { z } from 'zod';

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

/** A yes/no setting: true, 1, yes and on (any case) are yes; false, 0, no and off are no. */
const flag = (fallback: boolean) =>
  z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    const text = value.trim().toLowerCase();
    if (['true', '1', 'yes', 'on'].includes(text)) return true;
    if (['false', '0', 'no', 'off'].includes(text)) return false;
    return undefined;
  }, z.boolean().default(fallback));

const storageName = (fallback: string) => z.string().trim().min(1).catch(fallback).default(fallback);

/** The public environment settings: show OEM, show migration, environment name, maintenance, storage names. */
export const publicSettingsSchema = z.object({
  showOem: flag(true),
  showMigration: flag(true),
  environmentName: z.string().trim().default(''),
  onMaintenance: flag(false),
  storage: z.object({
    opportunities: storageName('opportunities'),
    investors: storageName('investors'),
    companies: storageName('companies'),
    profiles: storageName('profiles'),
  }),
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;

export const DEFAULT_PUBLIC_SETTINGS: PublicSettings = publicSettingsSchema.parse({ storage: {} });

/** The settings from a key-to-value map of configuration entries; missing or unreadable values take defaults. */
export function publicSettingsFromEntries(entries: Record<string, string | undefined>): PublicSettings {
  const parsed = publicSettingsSchema.safeParse({
    showOem: entries[PUBLIC_SETTING_KEYS.showOem],
    showMigration: entries[PUBLIC_SETTING_KEYS.showMigration],
    environmentName: entries[PUBLIC_SETTING_KEYS.environmentName],
    onMaintenance: entries[PUBLIC_SETTING_KEYS.onMaintenance],
    storage: {
      opportunities: entries[PUBLIC_SETTING_KEYS.storageOpportunities],
      investors: entries[PUBLIC_SETTING_KEYS.storageInvestors],
      companies: entries[PUBLIC_SETTING_KEYS.storageCompanies],
      profiles: entries[PUBLIC_SETTING_KEYS.storageProfiles],
    },
  });
  return parsed.success ? parsed.data : DEFAULT_PUBLIC_SETTINGS;
}
