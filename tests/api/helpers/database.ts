import { randomBytes } from 'node:crypto';
import { Pool } from 'pg';
import { openDatabase, type DatabaseHandle } from '@/server/db/client';
import { migratedPostgresTemplate, openMigratedPglite } from '@/server/db/testing/migrated-templates';

export interface TestDatabase extends DatabaseHandle {
  /** `pglite` (in memory) or `postgres` (a database of its own on TEST_DATABASE_URL's server). */
  label: string;
}

/** The URL with another database name. */
function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default; with TEST_DATABASE_URL, a new
 * database created on that PostgreSQL server (dropped on close), so that parallel runs never share tables. Both start
 * from a migrated template (`server/db/testing/migrated-templates.ts`).
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = await openMigratedPglite();
    return { ...handle, label: 'pglite' };
  }
  const name = `groundwork_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new Pool({ connectionString: serverUrl, max: 1 });
  const template = await migratedPostgresTemplate(admin, (database) => withDatabase(serverUrl, database));
  await admin.query(`create database "${name}" template "${template}"`);
  const handle = await openDatabase({ url: withDatabase(serverUrl, name), poolSize: 5 });
  return {
    ...handle,
    label: 'postgres',
    async close() {
      // pg may still be closing a connection when the database is dropped, which ends it: not an error here.
      handle.pool?.on('error', () => undefined);
      await handle.close();
      try {
        await admin.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await admin.end();
      }
    },
  };
}
