import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MIGRATIONS_DIR } from './migrate';

interface Journal {
  entries: { idx: number; when: number; tag: string }[];
}

let latest: { tag: string; when: number } | undefined;

/**
 * The newest committed migration (drizzle-kit's journal, read once): its tag and the time drizzle stores as the
 * `created_at` of the row it writes when it applies it. A database is up to date when its newest row has that time.
 */
export function latestCommittedMigration(): { tag: string; when: number } {
  if (!latest) {
    const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as Journal;
    const last = journal.entries.at(-1);
    if (!last) throw new Error('The migration journal lists no migration');
    latest = { tag: last.tag, when: last.when };
  }
  return latest;
}
