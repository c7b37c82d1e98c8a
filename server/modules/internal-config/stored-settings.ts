import type { MaintenanceStore, StoredSetting } from '@/server/config';
import type { StoredSettingsSource } from '@/server/config/stored-settings';
import type { Database } from '@/server/db/client';
import type { PlatformSettingRow } from '@/server/db/schema';
import { recordAuditEvent } from '@/server/modules/audit/public';
import { allSettings, findSetting, upsertSetting } from './repository';

/**
 * How long an instance answers the stored settings from its cache. With the live settings read every
 * LIVE_SETTINGS_REFRESH_MS, every instance follows a switch within a few seconds (server/config/live-settings.ts).
 */
export const STORED_SETTINGS_TTL_MS = 2_000;

/**
 * The stored settings as the settings readers see them (server/config/stored-settings.ts): the whole of
 * platform_settings (a handful of rows) read at most once every `ttlMs`; concurrent readers share one query.
 */
export function storedSettingsOf(db: Database, ttlMs = STORED_SETTINGS_TTL_MS, now: () => number = Date.now): StoredSettingsSource {
  let cached: { values: Promise<Map<string, string>>; expiresAt: number } | undefined;
  function current(): Promise<Map<string, string>> {
    if (cached && cached.expiresAt > now()) return cached.values;
    const entry = { values: allSettings(db).then((rows) => new Map(rows.map((row) => [row.key, row.value]))), expiresAt: now() + ttlMs };
    cached = entry;
    // A failed read is not kept: the next caller tries again.
    entry.values.catch(() => {
      if (cached === entry) cached = undefined;
    });
    return entry.values;
  }
  return {
    async values(keys) {
      const values = await current();
      return Object.fromEntries(keys.flatMap((key) => (values.has(key) ? [[key, values.get(key) as string]] : [])));
    },
    forget() {
      cached = undefined;
    },
  };
}

const toStored = (row: PlatformSettingRow): StoredSetting => ({ value: row.value, updatedBy: row.updatedBy, updatedAt: row.updatedAt });

/**
 * Where maintenance is kept without an App Configuration store: read straight from the database; each change
 * stamps the row with who and when and adds an entry to the setting's audit chain (`setting`, the key), in one
 * transaction.
 */
export function maintenanceStoreOf(db: Database, requestId: string | null = null): MaintenanceStore {
  return {
    async read(key) {
      const row = await findSetting(db, key);
      return row ? toStored(row) : null;
    },
    async write(key, value, actorId) {
      const row = await upsertSetting(db, key, value, actorId, (tx, written) =>
        recordAuditEvent(tx, {
          actorId,
          action: 'setting.update',
          targetType: 'setting',
          targetId: key,
          requestId,
          details: { value: written.value },
        }),
      );
      return toStored(row);
    },
  };
}
