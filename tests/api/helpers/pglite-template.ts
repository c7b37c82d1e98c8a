import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { IN_MEMORY, openDatabase } from '@/server/db/client';
import { MIGRATIONS_DIR, migrateDatabase } from '@/server/db/migrate';

/** What the template depends on: every migration file and the engine's version. */
function templateKey(): string {
  const hash = createHash('sha256');
  // The package's exports hide its package.json from require.resolve: read it where npm puts it.
  hash.update(readFileSync(path.join(process.cwd(), 'node_modules', '@electric-sql', 'pglite', 'package.json')));
  for (const name of readdirSync(MIGRATIONS_DIR, { recursive: true }).map(String).sort()) {
    const file = path.join(MIGRATIONS_DIR, name);
    if (name.endsWith('.sql') || name.endsWith('.json')) hash.update(name).update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * A migrated, empty PGlite data directory as PGlite dumps it, made once per set of migrations and kept in the
 * system's temporary folder: a test file loads it in a few seconds instead of running initdb and every migration
 * (four times as long on these machines). Each test file still gets a database of its own.
 */
export async function migratedPgliteDump(): Promise<Blob> {
  const file = path.join(tmpdir(), `groundwork-pglite-migrated-${templateKey()}.tar`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const handle = await openDatabase({ dataDir: IN_MEMORY });
  try {
    await migrateDatabase(handle);
    const dump = await handle.pglite!.dumpDataDir('none');
    const bytes = Buffer.from(await dump.arrayBuffer());
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, bytes);
    renameSync(partial, file);
    return new Blob([bytes]);
  } finally {
    await handle.close();
  }
}
