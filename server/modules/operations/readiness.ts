import { randomUUID } from 'node:crypto';
import type { ReadinessCheck, ReadinessCheckName } from '@/lib/schemas/operations';
import type { Database } from '@/server/db/client';
import { latestCommittedMigration } from '@/server/db/migration-journal';
import type { FileStore } from '@/server/storage';
import { latestAppliedMigration, ping } from './repository';

/** A check that takes longer than this has failed: a probe must answer before its caller gives up. */
export const READINESS_CHECK_TIMEOUT_MS = 3_000;

/** Where the file check writes and removes its probe (a container every deployment has). */
export interface ReadinessOptions {
  db: Database;
  storage: FileStore;
  container: string;
}

function withinTime<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    timer.unref();
  });
  return Promise.race([work, limit]).finally(() => clearTimeout(timer));
}

async function run(name: ReadinessCheckName, check: () => Promise<void>): Promise<ReadinessCheck> {
  try {
    await withinTime(check(), READINESS_CHECK_TIMEOUT_MS);
    return { name, ok: true, message: null };
  } catch (error) {
    return { name, ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Whether this instance can serve: the database answers, every committed migration is applied, and the file store
 * takes a write (a small probe object, removed at once). The checks run side by side, each within its time limit.
 */
export function readinessChecks({ db, storage, container }: ReadinessOptions): () => Promise<ReadinessCheck[]> {
  return () =>
    Promise.all([
      run('database', () => ping(db)),
      run('migrations', async () => {
        const committed = latestCommittedMigration();
        const applied = await latestAppliedMigration(db);
        if (applied === null || applied < committed.when) throw new Error(`migration ${committed.tag} is not applied`);
      }),
      run('files', async () => {
        const probe = `readiness/${randomUUID()}.probe`;
        await storage.put(container, probe, new TextEncoder().encode('ready'), { contentType: 'text/plain' });
        await storage.delete(container, probe);
      }),
    ]);
}
