import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Pool } from 'pg';
import { IN_MEMORY, openDatabase } from '@/server/db/client';
import { MIGRATIONS_DIR, migrateDatabase } from '@/server/db/migrate';

// Each API test file, and each built-in provider the provider's tests start, gets a database of its own, already
// migrated. Running initdb and every migration each time was most of the API suite's time, so both engines start from
// a template made once per set of migrations: PGlite from a dump of a migrated data directory, PostgreSQL from a
// migrated template database.

/** What a template depends on: every migration file and the PGlite engine's version. */
export function templateKey(): string {
  const hash = createHash('sha256');
  // The package's exports hide its package.json from require.resolve: read it where npm puts it.
  hash.update(readFileSync(path.join(process.cwd(), 'node_modules', '@electric-sql', 'pglite', 'package.json')));
  for (const name of readdirSync(MIGRATIONS_DIR, { recursive: true }).map(String).sort()) {
    if (name.endsWith('.sql') || name.endsWith('.json')) hash.update(name).update(readFileSync(path.join(MIGRATIONS_DIR, name)));
  }
  return hash.digest('hex').slice(0, 16);
}

/** A new in-memory PGlite database, migrated (from the dump below). */
export async function openMigratedPglite() {
  return openDatabase({ dataDir: IN_MEMORY, dump: await migratedPgliteDump() });
}

/** A migrated, empty PGlite data directory as PGlite dumps it, kept in the system's temporary folder. */
export async function migratedPgliteDump(): Promise<Blob> {
  const file = path.join(tmpdir(), `groundwork-pglite-migrated-${templateKey()}.tar`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const handle = await openDatabase({ dataDir: IN_MEMORY });
  try {
    await migrateDatabase(handle);
    const bytes = Buffer.from(await (await handle.pglite!.dumpDataDir('none')).arrayBuffer());
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, bytes);
    renameSync(partial, file);
    return new Blob([bytes]);
  } finally {
    await handle.close();
  }
}

/** Any fixed number: test runs sharing a PostgreSQL server make the template one at a time. */
const TEMPLATE_LOCK_KEY = 7_312_099;

/**
 * The name of a migrated template database on the server `admin` talks to (made when missing): `create database …
 * template <name>` copies it in a fraction of the time the migrations take.
 */
export async function migratedPostgresTemplate(admin: Pool, urlOf: (database: string) => string): Promise<string> {
  const name = `groundwork_template_${templateKey()}`;
  const exists = async () => (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
  if (await exists()) return name;
  await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
  try {
    if (await exists()) return name;
    const building = `${name}_building`;
    await admin.query(`drop database if exists "${building}" with (force)`);
    await admin.query(`create database "${building}"`);
    const handle = await openDatabase({ url: urlOf(building), poolSize: 1 });
    try {
      await migrateDatabase(handle);
    } finally {
      await handle.close();
    }
    await admin.query(`alter database "${building}" rename to "${name}"`);
    return name;
  } finally {
    await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY]);
  }
}
