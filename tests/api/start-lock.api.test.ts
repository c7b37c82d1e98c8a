// Issue 13, several instances: instances starting at the same moment on one database take turns (advisory locks), so
// each migration runs once and the demo data is loaded once. On PGlite (one process, in memory) the start runs
// twice and changes nothing the second time.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { Pool } from 'pg';
import { openAppDatabase } from '@/server/bootstrap';
import { IN_MEMORY, openDatabase, type DatabaseHandle } from '@/server/db/client';
import { DEMO_PROJECT_NAME } from '@/server/db/demo-project-answers';
import { migrateDatabase, MIGRATIONS_DIR, SEED_LOCK_KEY, withDatabaseLock } from '@/server/db/migrate';
import { seedDemoData } from '@/server/db/seed';
import { createLogger } from '@/server/logger';

jest.setTimeout(180_000);

const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
const logger = createLogger({ level: 'silent' });
const serverUrl = process.env.TEST_DATABASE_URL;
const name = `groundwork_start_${randomBytes(5).toString('hex')}`;
const admin = serverUrl ? new Pool({ connectionString: serverUrl, max: 1 }) : undefined;
let handle: DatabaseHandle;

function databaseUrl(): string {
  const parsed = new URL(serverUrl as string);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

beforeAll(async () => {
  if (!admin) {
    handle = await openDatabase({ dataDir: IN_MEMORY });
    return;
  }
  await admin.query(`create database "${name}"`);
  handle = await openDatabase({ url: databaseUrl(), poolSize: 3 });
});

afterAll(async () => {
  // pg may still be closing a connection when the database is dropped, which ends it: not an error here.
  handle?.pool?.on('error', () => undefined);
  await handle?.close();
  if (admin) {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
});

async function rows<Row>(query: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await handle.db.execute(query)) as unknown as { rows: Row[] }).rows;
}

it('applies each migration once and loads the demo data once when instances start together', async () => {
  if (admin) {
    // Three instances start at the same moment on the empty database.
    const env = { ...process.env, DATABASE_URL: databaseUrl(), DATABASE_POOL_SIZE: '3' };
    const opened = await Promise.all([1, 2, 3].map(() => openAppDatabase(env, logger)));
    await Promise.all(opened.map((instance) => instance.close()));
  } else {
    for (const _ of [1, 2]) {
      await migrateDatabase(handle);
      await withDatabaseLock(handle, SEED_LOCK_KEY, () => seedDemoData(handle.db, logger));
    }
  }
  const applied = await rows<{ hash: string; times: number }>(sql`select hash, count(*)::int as times from drizzle.__drizzle_migrations group by hash`);
  expect(applied).toHaveLength(journal.entries.length);
  expect(applied.every((row) => row.times === 1)).toBe(true);
  const demo = await rows<{ n: number }>(sql`select count(*)::int as n from projects where name = ${DEMO_PROJECT_NAME}`);
  expect(demo[0].n).toBe(1);
});

it('lets one holder of a start lock work at a time, and releases it when the work fails', async () => {
  const order: string[] = [];
  const work = (label: string) => async () => {
    order.push(`${label} in`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    order.push(`${label} out`);
  };
  await Promise.all([withDatabaseLock(handle, SEED_LOCK_KEY, work('first')), withDatabaseLock(handle, SEED_LOCK_KEY, work('second'))]);
  expect(order).toEqual(['first in', 'first out', 'second in', 'second out']);
  await expect(withDatabaseLock(handle, SEED_LOCK_KEY, () => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
  await expect(withDatabaseLock(handle, SEED_LOCK_KEY, () => Promise.resolve('after'))).resolves.toBe('after');
});
