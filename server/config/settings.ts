/** Reads the public settings at run time: the configuration store first, else the environment. */
import { readConfiguration } from '@/server/config';
import { logger } from '@/server/logger';
import { DEFAULT_PUBLIC_SETTINGS, PUBLIC_SETTING_KEY_LIST, type PublicSettings } from '@/lib/config/public-settings';
import { publicSettingsFromEntries } from '@/lib/config/public-settings-schema';
import { storedSettingValues } from './stored-settings';

export type ReadEntries = (keys: string[]) => Promise<Record<string, string>>;

export interface SettingSources {
  /** Configuration entries by key (App Configuration with label prd, or environment variables). */
  read?: ReadEntries;
  /** Environment variables, used for keys the configuration store does not hold. */
  env?: Record<string, string | undefined>;
  /** Values staff set, kept in the database (stored-settings.ts); the registered reader unless a test gives one. */
  stored?: ReadEntries;
}

/**
 * Values of the given keys: the configuration store's first, else the value staff set, kept in the database
 * (stored-settings.ts), else the environment variable of the same name.
 */
export async function readSettingValues(keys: string[], sources: SettingSources = {}): Promise<Record<string, string>> {
  const read = sources.read ?? readConfiguration;
  const env = sources.env ?? process.env;
  const [entries, stored] = await Promise.all([read(keys), (sources.stored ?? storedSettingValues)(keys)]);
  const values: Record<string, string> = {};
  for (const key of keys) {
    const value = entries[key] ?? stored[key] ?? env[key];
    if (value !== undefined && value !== '') values[key] = value;
  }
  return values;
}

/** The public environment settings; a failed read is logged and the defaults are used. */
export async function readPublicSettings(sources: SettingSources = {}): Promise<PublicSettings> {
  try {
    return publicSettingsFromEntries(await readSettingValues(PUBLIC_SETTING_KEY_LIST, sources));
  } catch (error) {
    logger.error({ err: error }, 'Reading the public settings failed; using the defaults');
    return DEFAULT_PUBLIC_SETTINGS;
  }
}
