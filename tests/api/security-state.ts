import { sql, type SQL } from 'drizzle-orm';
import type { TestApp } from './helpers/app';

/** Tables whose rows change on reads by design, left out of the comparison. */
const VOLATILE_TABLES = new Set(['__drizzle_migrations']);

/** The rows of a query (PGlite and node-postgres both answer `{ rows }`). */
async function rowsOf<Row>(t: TestApp, query: SQL): Promise<Row[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/**
 * A fingerprint of every table of the database: its row count and a hash of its rows. Two equal fingerprints
 * mean that nothing was written in between.
 */
export async function databaseFingerprint(t: TestApp): Promise<Record<string, string>> {
  const tables = await rowsOf<{ name: string }>(
    t,
    sql`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`,
  );
  const fingerprint: Record<string, string> = {};
  for (const { name } of tables) {
    if (VOLATILE_TABLES.has(name)) continue;
    const [row] = await rowsOf<{ count: string | number; hash: string | null }>(
      t,
      sql`select count(*) as count, md5(coalesce(string_agg(row_text, '|' order by row_text), '')) as hash
          from (select t::text as row_text from ${sql.identifier(name)} t) rows`,
    );
    fingerprint[name] = `${row.count}:${row.hash}`;
  }
  return fingerprint;
}
