import path from 'node:path';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { DatabaseHandle } from './client';

// From the project's directory, like the content loaders: under `next dev` this file is bundled, and a bundle's
// `__dirname` is not this folder.
export const MIGRATIONS_DIR = path.join(process.cwd(), 'server', 'db', 'migrations');

/** Any fixed number: instances starting together take turns applying migrations under this advisory lock. */
const MIGRATION_LOCK_KEY = 7_312_026;

/** Applies the committed migrations that the database has not seen yet. */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.pglite) {
    await migratePglite(drizzlePglite(handle.pglite), { migrationsFolder: MIGRATIONS_DIR });
    return;
  }
  if (!handle.pool) throw new Error('The database handle has neither a PGlite engine nor a PostgreSQL pool');
  const client = await handle.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePostgres(drizzlePostgres(client), { migrationsFolder: MIGRATIONS_DIR });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
