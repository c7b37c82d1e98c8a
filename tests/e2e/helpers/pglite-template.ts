// A migrated, empty PGlite data directory on disk, made once per set of migrations, from which the servers of the
// end-to-end suite that get a fresh data directory start (tests/e2e/helpers/server.ts copies it into their
// `DATA_DIR/pglite`). Creating a PGlite cluster (initdb) and applying every migration was most of a server's start;
// the server still does everything else it does at a first start (the demo data, its evidence, keys, certificate),
// for its own origin. The suite's main server is not started from it: it makes a real first start (tests/run-e2e.ts).
import { existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '@/server/db/client';
import { migrateDatabase } from '@/server/db/migrate';
import { templateKey } from '@/server/db/testing/migrated-templates';

/** The template's path (made when missing; several runs at once each make theirs and the first rename wins). */
export async function migratedPgliteDirectory(): Promise<string> {
  const target = path.join(tmpdir(), `groundwork-e2e-pglite-migrated-${templateKey()}`);
  if (existsSync(target)) return target;
  const building = mkdtempSync(`${target}.building-`);
  const dataDir = path.join(building, 'pglite');
  try {
    const handle = await openDatabase({ dataDir });
    try {
      await migrateDatabase(handle);
    } finally {
      await handle.close();
    }
    try {
      renameSync(dataDir, target);
    } catch (error) {
      // Another run made it meanwhile: theirs is the same.
      if (!existsSync(target)) throw error;
    }
  } finally {
    rmSync(building, { recursive: true, force: true });
  }
  return target;
}
