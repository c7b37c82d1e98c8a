// An embedded database migrated one file at a time, for the tests of a migration that changes rows written before it:
// they apply the files before it, write rows in the old form, then apply the rest.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { MIGRATIONS_DIR } from '@/server/db/migrate';

/** The migration files, in the order they run. */
export const MIGRATION_FILES = readdirSync(MIGRATIONS_DIR)
  .filter((file) => /^\d{4}_.*\.sql$/.test(file))
  .sort();

/** Applies the migration files that `pick` keeps (by name, e.g. `(name) => name < '0010'`), in order. */
export async function applyMigrations(engine: PGlite, pick: (name: string) => boolean): Promise<void> {
  for (const file of MIGRATION_FILES.filter(pick)) {
    for (const statement of readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8').split('--> statement-breakpoint')) {
      if (statement.trim()) await engine.exec(statement);
    }
  }
}
