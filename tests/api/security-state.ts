import { sql, type SQL } from 'drizzle-orm';
import type { TestApp } from './helpers/app';

/**
 * Tables left out of the comparison: drizzle's own record of the migrations, and the audit chains' verified heads (a
 * cache of the last verification, which a read may move forward).
 */
const IGNORED_TABLES = new Set(['__drizzle_migrations', 'audit_chain_heads']);

/**
 * Rows a refusal writes on purpose, left out of the comparison: the trail's record of an attempt the data room
 * refused (requirements R-21.15). Every other write still counts as a change.
 */
const RECORDS_OF_REFUSALS: Record<string, SQL> = { audit_events: sql`where t.action <> 'dataroom.refused'` };

/** The rows of a query (PGlite and node-postgres both answer `{ rows }`). */
async function rowsOf<Row>(t: TestApp, query: SQL): Promise<Row[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: Row[] }).rows;
}

async function tableNames(t: TestApp): Promise<string[]> {
  const tables = await rowsOf<{ name: string }>(
    t,
    sql`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`,
  );
  return tables.map((table) => table.name).filter((name) => !IGNORED_TABLES.has(name));
}

/**
 * A fingerprint of every table of the database: its row count and a hash of its rows, read in one statement.
 * Two equal fingerprints mean that nothing was written in between (but the records of refusals above).
 */
export type Fingerprinter = () => Promise<Record<string, string>>;

export async function createFingerprinter(t: TestApp): Promise<Fingerprinter> {
  const parts = (await tableNames(t)).map(
    (name) =>
      sql`select ${name}::text as name, count(*)::text || ':' || md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as fingerprint from ${sql.identifier(name)} t ${RECORDS_OF_REFUSALS[name] ?? sql``}`,
  );
  const query = sql.join(parts, sql` union all `);
  return async () => {
    const rows = await rowsOf<{ name: string; fingerprint: string }>(t, query);
    return Object.fromEntries(rows.map((row) => [row.name, row.fingerprint]));
  };
}

/** One fingerprint of the database now (see createFingerprinter). */
export async function databaseFingerprint(t: TestApp): Promise<Record<string, string>> {
  return (await createFingerprinter(t))();
}
