import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { Pool } from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;

/** One drizzle type for both engines: code never needs to know which one it runs on. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** A transaction of the database, or the database itself: what a repository function runs its statements on. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Executor = Database | Transaction;

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** The embedded engine, when the handle owns one (migrations use it). */
  pglite?: PGlite;
  /** The connection pool, when the handle talks to PostgreSQL. */
  pool?: Pool;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** A PostgreSQL connection string; when absent the embedded PGlite engine is used. */
  url?: string;
  /** PGlite's data directory (default `.data/pglite`); `memory://` keeps everything in memory. */
  dataDir?: string;
  /** Most connections the PostgreSQL pool opens (default 10). */
  poolSize?: number;
  /** A PGlite data directory dumped by `dumpDataDir` to start from instead of an empty one (tests start migrated). */
  dump?: Blob;
}

export const DEFAULT_PGLITE_DIR = path.join('.data', 'pglite');
export const IN_MEMORY = 'memory://';

/** PGlite's extensions: the trigram operators behind the staff user search's indexes (migration users_search). */
export const PGLITE_EXTENSIONS = { pg_trgm };

/**
 * Opens PostgreSQL when a URL is given, otherwise embedded PGlite. PGlite has no cross-process lock: exactly one
 * process may open a given data directory.
 */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<DatabaseHandle> {
  if (options.url) {
    const pool = new Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    await pool.query('select 1');
    return {
      db: drizzlePostgres(pool, { schema }),
      kind: 'postgres',
      pool,
      close: () => pool.end(),
    };
  }
  const dataDir = options.dataDir ?? DEFAULT_PGLITE_DIR;
  if (dataDir !== IN_MEMORY) mkdirSync(dataDir, { recursive: true });
  const pglite = await PGlite.create({
    extensions: PGLITE_EXTENSIONS,
    ...(dataDir === IN_MEMORY ? {} : { dataDir }),
    ...(options.dump ? { loadDataDir: options.dump } : {}),
  });
  return {
    db: drizzlePglite(pglite, { schema }),
    kind: 'pglite',
    pglite,
    close: () => pglite.close(),
  };
}

/** The database settings of the environment: `DATABASE_URL`, else PGlite under `DATA_DIR` (default `.data`). */
export function databaseOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): OpenDatabaseOptions {
  const poolSize = env.DATABASE_POOL_SIZE ? Number(env.DATABASE_POOL_SIZE) : undefined;
  return {
    url: env.DATABASE_URL || undefined,
    dataDir: path.join(env.DATA_DIR || '.data', 'pglite'),
    poolSize: poolSize && Number.isInteger(poolSize) && poolSize > 0 ? poolSize : undefined,
  };
}
