import type { Database } from '@/server/db/client';
import { actingStaffId } from '@/server/http/acting-context';
import { type AuditEntry, recordAuditEvent } from '@/server/modules/audit/public';

/** Most entries written in one transaction. */
export const AUDIT_BATCH_MAX = 200;

interface Waiting {
  entry: AuditEntry;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit of the viewer's audit entries. Each page served waits until its entry is committed, as before; but the
 * entries that arrive while a commit is under way are written together in the next transaction (each through
 * `recordAuditEvent`, a savepoint of it, so each is chained as if alone), and pay for one commit instead of one each.
 * A request alone still writes at once. Entries are taken in target order, keeping each target's order of arrival, so
 * that two instances lock the chains in the same order. A batch that fails is retried entry by entry, so that one
 * entry's failure is only its own request's.
 */
export function createAuditBatch(db: Database) {
  let waiting: Waiting[] = [];
  let writing: Promise<void> | null = null;

  async function writeAll(): Promise<void> {
    while (waiting.length > 0) {
      const batch = waiting.slice(0, AUDIT_BATCH_MAX);
      waiting = waiting.slice(batch.length);
      const ordered = batch
        .map((item, index) => ({ item, index }))
        .sort((a, b) => a.item.entry.targetId.localeCompare(b.item.entry.targetId) || a.index - b.index)
        .map(({ item }) => item);
      try {
        await db.transaction(async (tx) => {
          for (const { entry } of ordered) await recordAuditEvent(tx, entry);
        });
        for (const item of ordered) item.resolve();
      } catch {
        for (const item of ordered) {
          await recordAuditEvent(db, item.entry).then(item.resolve, item.reject);
        }
      }
    }
    writing = null;
  }

  return {
    /** Resolves once the entry is committed. */
    record(entry: AuditEntry): Promise<void> {
      return new Promise<void>((resolve, reject) => {
        // The batch is written in the context of the request that started it: each entry keeps its own acting staff.
        waiting.push({ entry: { ...entry, actedBy: entry.actedBy ?? actingStaffId() }, resolve, reject });
        writing ??= writeAll();
      });
    },
  };
}
export type AuditBatch = ReturnType<typeof createAuditBatch>;
