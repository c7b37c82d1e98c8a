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

/** Another fixed number: instances starting together load the demo data one after the other. */
export const SEED_LOCK_KEY = 7_312_027;

/** Holders of each key in this process, for the embedded database (opened by one process only). */
const localTurns = new Map<number, Promise<unknown>>();

/**
 * Runs `work` while holding a PostgreSQL advisory lock (a session lock on one connection of the pool, released after,
 * even when `work` throws), so that instances starting at the same moment take turns. On the embedded database,
 * callers of this process take turns.
 */
export async function withDatabaseLock<T>(handle: DatabaseHandle, key: number, work: () => Promise<T>): Promise<T> {
  if (handle.pglite) {
    const previous = localTurns.get(key) ?? Promise.resolve();
    const turn = previous.then(work, work);
    const settled = turn.catch(() => undefined);
    localTurns.set(key, settled);
    void settled.then(() => {
      if (localTurns.get(key) === settled) localTurns.delete(key);
    });
    return turn;
  }
  if (!handle.pool) throw new Error('The database handle has neither a PGlite engine nor a PostgreSQL pool');
  const client = await handle.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [key]);
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [key]);
    }
  } finally {
    client.release();
  }
}

/** Applies the committed migrations that the database has not seen yet (once, however many instances start). */
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
      // On this connection: the migrator's statements run in the session that holds the lock.
      await migratePostgres(drizzlePostgres(client), { migrationsFolder: MIGRATIONS_DIR });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
