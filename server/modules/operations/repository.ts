import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';

/** One round trip: the database answers. */
export async function ping(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}

/**
 * The `created_at` of the newest migration applied (drizzle's own table, the folder time of the migration), or null
 * when none was applied.
 */
export async function latestAppliedMigration(db: Database): Promise<number | null> {
  const result = (await db.execute(sql`select max(created_at) as latest from drizzle.__drizzle_migrations`)) as unknown as {
    rows: { latest: string | number | null }[];
  };
  const latest = result.rows[0]?.latest;
  return latest === null || latest === undefined ? null : Number(latest);
}
