import { and, asc, count, desc, eq } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { ChainVerification } from '@/lib/schemas/audit';
import type { Executor } from '@/server/db/client';
import { type AuditEventRow, auditEvents } from '@/server/db/schema';
import { entryHash, verifyEntries } from './chain';

export interface AuditEntry {
  actorId: string | null;
  action: string;
  targetType: string;
  targetId: string;
  requestId: string | null;
  details?: Record<string, unknown>;
}

const ofChain = (targetType: string, targetId: string) => and(eq(auditEvents.targetType, targetType), eq(auditEvents.targetId, targetId));

/**
 * Holds the chain's lock until the transaction ends: appends to one chain take turns, on PostgreSQL across
 * connections and instances; other chains are not held up (the key is the chain's 64-bit text hash).
 */
async function lockChain(tx: Executor, targetType: string, targetId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`audit:${targetType}:${targetId}`}, 0))`);
}

const lastOf = async (tx: Executor, targetType: string, targetId: string): Promise<AuditEventRow | undefined> =>
  (await tx.select().from(auditEvents).where(ofChain(targetType, targetId)).orderBy(desc(auditEvents.seq)).limit(1))[0];

/**
 * Seals the rows written before the trail was chained (migration 0010 numbered them, left their hash null), in seq
 * order; the trigger allows exactly this update. They are a prefix of their chain (every later row is sealed when
 * written), so a chain needs sealing exactly when its last row has no hash. Runs under the chain's lock.
 */
async function sealChain(tx: Executor, targetType: string, targetId: string): Promise<void> {
  let prevHash: string | null = null;
  for (const row of await tx.select().from(auditEvents).where(ofChain(targetType, targetId)).orderBy(asc(auditEvents.seq))) {
    if (row.hash === null) {
      const hash = entryHash({ ...row, prevHash });
      await tx.update(auditEvents).set({ prevHash, hash }).where(eq(auditEvents.id, row.id));
      prevHash = hash;
    } else prevHash = row.hash;
  }
}

/**
 * Appends one event to its target's chain: under the chain's lock, the next seq, the previous entry's hash, and
 * the hash of this entry's canonical form. Within a caller's transaction it is a savepoint of it.
 */
export async function recordAuditEvent(db: Executor, entry: AuditEntry): Promise<void> {
  await db.transaction(async (tx) => {
    await lockChain(tx, entry.targetType, entry.targetId);
    let last = await lastOf(tx, entry.targetType, entry.targetId);
    if (last && last.hash === null) {
      await sealChain(tx, entry.targetType, entry.targetId);
      last = await lastOf(tx, entry.targetType, entry.targetId);
    }
    const fields = {
      targetType: entry.targetType,
      targetId: entry.targetId,
      seq: (last?.seq ?? 0) + 1,
      actorId: entry.actorId,
      action: entry.action,
      requestId: entry.requestId,
      details: JSON.parse(JSON.stringify(entry.details ?? {})) as Record<string, unknown>,
      at: new Date(),
      prevHash: last?.hash ?? null,
    };
    await tx.insert(auditEvents).values({ ...fields, hash: entryHash(fields) });
  });
}

/**
 * Walks a target's chain from seq 1 and reports the first entry that fails, and why. One read, without the chain's
 * lock (appends go on meanwhile); only a chain with rows from before the trail was chained is sealed first, locked.
 */
export async function verifyAuditChain(db: Executor, targetType: string, targetId: string): Promise<ChainVerification> {
  const read = (tx: Executor) => tx.select().from(auditEvents).where(ofChain(targetType, targetId)).orderBy(asc(auditEvents.seq));
  let rows = await read(db);
  if (rows.at(-1)?.hash === null) {
    rows = await db.transaction(async (tx) => {
      await lockChain(tx, targetType, targetId);
      await sealChain(tx, targetType, targetId);
      return read(tx);
    });
  }
  return verifyEntries(rows);
}

/** One page of a target's chain, oldest first, and its length. */
export async function listAuditChain(db: Executor, targetType: string, targetId: string, page: number, pageSize: number): Promise<{ rows: AuditEventRow[]; total: number }> {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(auditEvents)
      .where(ofChain(targetType, targetId))
      .orderBy(asc(auditEvents.seq))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(auditEvents).where(ofChain(targetType, targetId)),
  ]);
  return { rows, total };
}

/** Every entry of a target's chain, oldest first (the activity report reads them). */
export async function chainEntries(db: Executor, targetType: string, targetId: string): Promise<AuditEventRow[]> {
  return db.select().from(auditEvents).where(ofChain(targetType, targetId)).orderBy(asc(auditEvents.seq));
}
