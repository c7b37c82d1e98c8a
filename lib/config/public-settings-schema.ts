import { z } from 'zod';
import { DEFAULT_PUBLIC_SETTINGS, PUBLIC_SETTING_KEYS, type PublicSettings } from './public-settings';

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

/**
 * The public environment settings' schema, used by the server when it reads them (browser code only needs the
 * names, type and defaults of `public-settings.ts`).
 */
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

/** The schema's output is exactly `PublicSettings` (a compile-time check). */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const outputIsPublicSettings: Same<z.infer<typeof publicSettingsSchema>, PublicSettings> = true;
void outputIsPublicSettings;

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
