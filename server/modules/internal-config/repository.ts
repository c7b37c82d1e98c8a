import { eq } from 'drizzle-orm';
import type { Database, Executor } from '@/server/db/client';
import { platformSettings, type PlatformSettingRow } from '@/server/db/schema';

/* Settings staff set from the console without an App Configuration store (platform_settings). */

export async function findSetting(db: Executor, key: string): Promise<PlatformSettingRow | undefined> {
  const [row] = await db.select().from(platformSettings).where(eq(platformSettings.key, key));
  return row;
}

/** Every stored setting's value: a handful of rows at most. */
export async function allSettings(db: Executor): Promise<Pick<PlatformSettingRow, 'key' | 'value'>[]> {
  return db.select({ key: platformSettings.key, value: platformSettings.value }).from(platformSettings);
}

/** Sets a value (made or replaced), stamped with who and now, inside `then` (the audit entry of the same change). */
export async function upsertSetting(
  db: Database,
  key: string,
  value: string,
  updatedBy: string,
  then: (tx: Executor, row: PlatformSettingRow) => Promise<void>,
): Promise<PlatformSettingRow> {
  return db.transaction(async (tx) => {
    const updatedAt = new Date();
    const [row] = await tx
      .insert(platformSettings)
      .values({ key, value, updatedBy, updatedAt })
      .onConflictDoUpdate({ target: platformSettings.key, set: { value, updatedBy, updatedAt } })
      .returning();
    await then(tx, row);
    return row;
  });
}
