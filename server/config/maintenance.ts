import type { AppConfigurationClient } from '@azure/app-configuration';
import { PUBLIC_SETTING_KEYS } from '@/lib/config/public-settings';
import { publicSettingsFromEntries } from '@/lib/config/public-settings-schema';
import { CONFIGURATION_LABEL, type MaintenanceState } from '@/lib/schemas/config';

export const MAINTENANCE_KEY = PUBLIC_SETTING_KEYS.onMaintenance;

/** A setting as the database keeps it: its value, who set it last and when. */
export interface StoredSetting {
  value: string;
  updatedBy: string | null;
  updatedAt: Date;
}

/** Where the switch is kept when no App Configuration store is configured: the database (read uncached). */
export interface MaintenanceStore {
  read(key: string): Promise<StoredSetting | null>;
  /** Sets the value, recording who set it (and an audit entry). */
  write(key: string, value: string, actorId: string): Promise<StoredSetting>;
}

const isOn = (value: string | undefined) => publicSettingsFromEntries({ [MAINTENANCE_KEY]: value }).onMaintenance;

function statusCode(error: unknown): number | undefined {
  return (error as { statusCode?: number }).statusCode;
}

function fromDatabase(row: StoredSetting | null, env: Record<string, string | undefined>): MaintenanceState {
  return {
    on: isOn(row?.value ?? env[MAINTENANCE_KEY]),
    source: 'database',
    changed_at: row ? row.updatedAt.toISOString() : null,
    changed_by: row?.updatedBy ?? null,
  };
}

/**
 * Maintenance as it is set now: read from App Configuration (label prd) when a store is configured — the
 * environment variable when the store does not hold the key — else the value staff set, kept in the database, else
 * the environment variable. Both are read directly, not through a cache, so staff see what they set.
 */
export async function readMaintenance(client: AppConfigurationClient | null, env: Record<string, string | undefined>, store: MaintenanceStore): Promise<MaintenanceState> {
  if (!client) return fromDatabase(await store.read(MAINTENANCE_KEY), env);
  try {
    const setting = await client.getConfigurationSetting({ key: MAINTENANCE_KEY, label: CONFIGURATION_LABEL });
    return { on: isOn(setting.value ?? env[MAINTENANCE_KEY]), source: 'app_configuration', changed_at: setting.lastModified?.toISOString() ?? null, changed_by: null };
  } catch (error) {
    if (statusCode(error) === 404) return { on: isOn(env[MAINTENANCE_KEY]), source: 'app_configuration', changed_at: null, changed_by: null };
    throw error;
  }
}

/**
 * Switches maintenance: written to App Configuration (key ON_MAINTENANCE, label prd) when a store is configured —
 * every instance sees it within a minute — else to the database, with who and when: every instance sees it within
 * a few seconds, and a restart keeps it.
 */
export async function switchMaintenance(client: AppConfigurationClient | null, on: boolean, store: MaintenanceStore, actorId: string): Promise<MaintenanceState> {
  const value = on ? 'true' : 'false';
  if (!client) return fromDatabase(await store.write(MAINTENANCE_KEY, value, actorId), {});
  const setting = await client.setConfigurationSetting({ key: MAINTENANCE_KEY, label: CONFIGURATION_LABEL, value });
  return { on, source: 'app_configuration', changed_at: setting.lastModified?.toISOString() ?? null, changed_by: null };
}
