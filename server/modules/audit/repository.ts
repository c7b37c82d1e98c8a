import { and, asc, count, desc, eq, gt, lte } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { ChainVerification } from '@/lib/schemas/audit';
import type { Executor } from '@/server/db/client';
import { actingStaffId } from '@/server/http/acting-context';
import { type AuditEventRow, auditChainHeads, auditEvents } from '@/server/db/schema';
import { entryHash, sealsFor, type VerifiedHead, verifyEntries } from './chain';

export interface AuditEntry {
  actorId: string | null;
  action: string;
  targetType: string;
  targetId: string;
  requestId: string | null;
  details?: Record<string, unknown>;
  /**
   * The staff member acting as the actor (requirements R-21.6); read from the request under way when not given. A
   * writer that records for other requests (a group commit) gives it, null included.
   */
  actedBy?: string | null;
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
  // Staff acting as the user: the entry names both (requirements R-21.6), inside what its hash covers.
  const actedBy = entry.actedBy === undefined ? actingStaffId() : entry.actedBy;
  const details = actedBy && actedBy !== entry.actorId ? { ...entry.details, acted_by: actedBy } : entry.details;
  await db.transaction(async (tx) => {
    await lockChain(tx, entry.targetType, entry.targetId);
    let last = await lastOf(tx, entry.targetType, entry.targetId);
    if (last && last.hash === null) {
      await sealChain(tx, entry.targetType, entry.targetId);
      last = await lastOf(tx, entry.targetType, entry.targetId);
    }
    const plain = JSON.parse(JSON.stringify(details ?? {})) as Record<string, unknown>;
    const fields = {
      targetType: entry.targetType,
      targetId: entry.targetId,
      seq: (last?.seq ?? 0) + 1,
      actorId: entry.actorId,
      action: entry.action,
      requestId: entry.requestId,
      details: plain,
      at: new Date(),
      prevHash: last?.hash ?? null,
      personal: sealsFor(plain),
    };
    await tx.insert(auditEvents).values({ ...fields, hash: entryHash(fields) });
  });
}

const headOf = (targetType: string, targetId: string) => and(eq(auditChainHeads.targetType, targetType), eq(auditChainHeads.targetId, targetId));

/** Entries of the verified part of a chain walked again by each incremental verification (requirements R-21.7). */
export const RECHECK_WINDOW = 200;

interface KeptHead extends VerifiedHead {
  recheckedSeq: number;
}

/**
 * Where each chain's rolling re-check stands in this process: kept in memory so that a read that finds nothing new
 * writes nothing (the database keeps where it stood when the head last moved).
 */
const recheckCursors = new Map<string, number>();
const RECHECK_CURSORS_KEPT = 10_000;
const cursorKey = (targetType: string, targetId: string) => `${targetType}\u0000${targetId}`;

/**
 * The head verified before, if the entry it names still carries its hash (an entry removed or changed before it is
 * found by the rolling re-check, or by the anchors). Otherwise null, and the walk starts again from seq 1.
 */
async function verifiedHead(db: Executor, targetType: string, targetId: string): Promise<KeptHead | null> {
  const [head] = await db.select().from(auditChainHeads).where(headOf(targetType, targetId)).limit(1);
  if (!head) return null;
  const entry = await chainEntryAt(db, targetType, targetId, head.verifiedSeq);
  const recheckedSeq = recheckCursors.get(cursorKey(targetType, targetId)) ?? head.recheckedSeq;
  return entry?.hash === head.verifiedHash ? { seq: head.verifiedSeq, hash: head.verifiedHash, recheckedSeq } : null;
}

async function keepHead(db: Executor, targetType: string, targetId: string, head: VerifiedHead, recheckedSeq: number): Promise<void> {
  const values = { verifiedSeq: head.seq, verifiedHash: head.hash, recheckedSeq, verifiedAt: new Date() };
  await db
    .insert(auditChainHeads)
    .values({ targetType, targetId, ...values })
    .onConflictDoUpdate({ target: [auditChainHeads.targetType, auditChainHeads.targetId], set: values, setWhere: sql`${auditChainHeads.verifiedSeq} <= ${head.seq}` });
}

/**
 * The rolling re-check: walks again up to RECHECK_WINDOW entries of the part already verified, from where the last
 * one stopped, so that an entry altered in place (its hash not recomputed) is named within length / RECHECK_WINDOW
 * reads even where no anchor covers it. Answers the failure, if any, and where the next re-check starts.
 */
async function recheck(db: Executor, targetType: string, targetId: string, head: KeptHead): Promise<{ failure: ChainVerification | null; next: number }> {
  const from = head.recheckedSeq >= head.seq ? 0 : head.recheckedSeq;
  const rows = await db
    .select()
    .from(auditEvents)
    .where(and(ofChain(targetType, targetId), gt(auditEvents.seq, Math.max(0, from - 1)), lte(auditEvents.seq, Math.min(head.seq, from + RECHECK_WINDOW))))
    .orderBy(asc(auditEvents.seq));
  const start = from > 0 ? rows.shift() : undefined;
  if (from > 0 && !start?.hash) return { failure: null, next: 0 };
  const walked = verifyEntries(rows, start?.hash ? { seq: start.seq, hash: start.hash } : null);
  return { failure: walked.valid ? null : walked, next: walked.valid ? (rows.at(-1)?.seq ?? 0) : 0 };
}

/**
 * Verifies a target's chain and reports the first entry that fails, and why. With `incremental` (requirements
 * R-21.7) it walks only the entries appended after the head verified before (kept in `audit_chain_heads`), plus a
 * window of RECHECK_WINDOW entries already verified, so that its cost does not follow the length of the trail;
 * otherwise it walks from seq 1 (the daily anchoring does, and `/validate`). One read, without the chain's lock
 * (appends go on meanwhile); only a chain with rows from before the trail was chained is sealed first, locked.
 * Entries rewritten with their hashes recomputed are found by comparing with the signed anchors (anchors.ts).
 */
export async function verifyAuditChain(db: Executor, targetType: string, targetId: string, options: { incremental?: boolean } = {}): Promise<ChainVerification> {
  const head = options.incremental ? await verifiedHead(db, targetType, targetId) : null;
  const read = (tx: Executor, after: VerifiedHead | null) =>
    tx
      .select()
      .from(auditEvents)
      .where(after ? and(ofChain(targetType, targetId), gt(auditEvents.seq, after.seq)) : ofChain(targetType, targetId))
      .orderBy(asc(auditEvents.seq));
  const [appended, rechecked] = await Promise.all([read(db, head), head ? recheck(db, targetType, targetId, head) : null]);
  let rows = appended;
  let from: VerifiedHead | null = head;
  if (rows.length > 0 && rows.at(-1)?.hash === null) {
    from = null;
    rows = await db.transaction(async (tx) => {
      await lockChain(tx, targetType, targetId);
      await sealChain(tx, targetType, targetId);
      return read(tx, null);
    });
  }
  const verification = verifyEntries(rows, from);
  if (rechecked?.failure) return { ...rechecked.failure, length: verification.length, head_hash: verification.head_hash };
  const last = rows.at(-1);
  const next = rechecked?.next ?? 0;
  if (verification.valid) {
    if (recheckCursors.size >= RECHECK_CURSORS_KEPT) recheckCursors.clear();
    recheckCursors.set(cursorKey(targetType, targetId), next);
  }
  // The head is written only when it moved (or was not kept): a read that finds nothing new writes nothing.
  if (verification.valid && last?.hash && (!head || last.seq !== head.seq)) await keepHead(db, targetType, targetId, { seq: last.seq, hash: last.hash }, next);
  return verification;
}

/** The entry at a position of a chain (its hash), or null when the chain is shorter. */
export async function chainEntryAt(db: Executor, targetType: string, targetId: string, seq: number): Promise<{ seq: number; hash: string | null } | null> {
  const [entry] = await db
    .select({ seq: auditEvents.seq, hash: auditEvents.hash })
    .from(auditEvents)
    .where(and(ofChain(targetType, targetId), eq(auditEvents.seq, seq)))
    .limit(1);
  return entry ?? null;
}

/** The last entry of a chain (seq and hash), or null for an empty chain. */
export async function chainHead(db: Executor, targetType: string, targetId: string): Promise<{ seq: number; hash: string | null } | null> {
  const last = await lastOf(db, targetType, targetId);
  return last ? { seq: last.seq, hash: last.hash } : null;
}

/** The chains that received an entry since a time (the daily anchoring signs their heads). */
export async function chainsChangedSince(db: Executor, since: Date): Promise<{ targetType: string; targetId: string }[]> {
  return db.selectDistinct({ targetType: auditEvents.targetType, targetId: auditEvents.targetId }).from(auditEvents).where(gt(auditEvents.at, since));
}

/**
 * One page of a target's chain, oldest first, by position: entries are numbered 1, 2, 3… with no gap in a chain that
 * holds, so page n is seq ((n - 1) * size, n * size] — read through the chain's index whatever the page, and without
 * counting the chain (its verification gives its length).
 */
export async function chainPage(db: Executor, targetType: string, targetId: string, page: number, pageSize: number): Promise<AuditEventRow[]> {
  return db
    .select()
    .from(auditEvents)
    .where(and(ofChain(targetType, targetId), gt(auditEvents.seq, (page - 1) * pageSize), lte(auditEvents.seq, page * pageSize)))
    .orderBy(asc(auditEvents.seq));
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

/** The entries of a target's chain after a seq, oldest first (a report kept between reads takes only these). */
export async function chainEntriesAfter(db: Executor, targetType: string, targetId: string, afterSeq: number): Promise<AuditEventRow[]> {
  return db
    .select()
    .from(auditEvents)
    .where(and(ofChain(targetType, targetId), gt(auditEvents.seq, afterSeq)))
    .orderBy(asc(auditEvents.seq));
}

/** Every entry of a target's chain, oldest first (the activity report reads them). */
export async function chainEntries(db: Executor, targetType: string, targetId: string): Promise<AuditEventRow[]> {
  return db.select().from(auditEvents).where(ofChain(targetType, targetId)).orderBy(asc(auditEvents.seq));
}
