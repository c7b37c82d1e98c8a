import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Pool } from 'pg';
import { openDatabase, type DatabaseHandle } from '@/server/db/client';
import { migrateDatabase } from '@/server/db/migrate';

export interface BenchDatabase {
  label: string;
  handle: DatabaseHandle;
  /** The PostgreSQL database's own URL (none for PGlite). */
  url?: string;
  dispose(): Promise<void>;
}

/** PGlite in a temporary directory (as in production without DATABASE_URL), removed afterwards. */
export async function pgliteDatabase(): Promise<BenchDatabase> {
  const dir = mkdtempSync(path.join(tmpdir(), 'groundwork-bench-'));
  const handle = await openDatabase({ dataDir: dir });
  await migrateDatabase(handle);
  return {
    label: 'PGlite',
    handle,
    async dispose() {
      await handle.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A database of its own on the PostgreSQL server of the URL, dropped afterwards. */
export async function postgresDatabase(serverUrl: string): Promise<BenchDatabase> {
  const name = `groundwork_bench_${Date.now().toString(36)}`;
  const admin = new Pool({ connectionString: serverUrl, max: 1 });
  await admin.query(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString(), poolSize: 20 });
  await migrateDatabase(handle);
  return {
    label: 'PostgreSQL',
    handle,
    url: url.toString(),
    async dispose() {
      // A request cut short when the server closed may still hold a connection: dropping the database ends it.
      handle.pool?.on('error', () => undefined);
      await handle.close();
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}
