import { createHash } from 'node:crypto';
import type { ChainBreak, ChainVerification } from '@/lib/schemas/audit';

/** The version of the canonical form: a change of the form must come with a new version, never silently. */
export const CHAIN_FORMAT = 'gw-audit-v1';

/** The fields of an entry its hash covers. */
export interface ChainedFields {
  targetType: string;
  targetId: string;
  seq: number;
  actorId: string | null;
  action: string;
  requestId: string | null;
  details: Record<string, unknown>;
  at: Date;
  prevHash: string | null;
}

/**
 * JSON with object keys sorted at every depth and no whitespace: the same value always gives the same text, whatever
 * order its keys were written or read back in (jsonb reorders keys). Values JSON cannot hold (undefined, functions)
 * are dropped as JSON.stringify drops them; dates become their ISO text.
 */
export function stableJson(value: unknown): string {
  const plain: unknown = value === undefined ? null : JSON.parse(JSON.stringify(value));
  const write = (item: unknown): string => {
    if (Array.isArray(item)) return `[${item.map(write).join(',')}]`;
    if (item !== null && typeof item === 'object') {
      const entries = Object.keys(item)
        .sort()
        .map((key) => `${JSON.stringify(key)}:${write((item as Record<string, unknown>)[key])}`);
      return `{${entries.join(',')}}`;
    }
    return JSON.stringify(item);
  };
  return write(plain);
}

/** The canonical text of an entry: a JSON array in a fixed order, so no two different entries share a text. */
export function canonicalEntry(entry: ChainedFields): string {
  return stableJson([
    CHAIN_FORMAT,
    entry.targetType,
    entry.targetId,
    entry.seq,
    entry.actorId,
    entry.action,
    entry.requestId,
    entry.details,
    entry.at.toISOString(),
    entry.prevHash,
  ]);
}

/** SHA-256 (hex) of the entry's canonical text. */
export function entryHash(entry: ChainedFields): string {
  return createHash('sha256').update(canonicalEntry(entry), 'utf8').digest('hex');
}

type StoredEntry = ChainedFields & { hash: string | null };

/** Where a walk starts: after an entry already verified (its seq and hash), or at the chain's first entry. */
export interface VerifiedHead {
  seq: number;
  hash: string;
}

/**
 * Walks a chain in seq order and reports the first entry that fails: a gap in the numbering (an entry removed),
 * an entry whose prev_hash is not the previous entry's hash (an entry removed or replaced before it), or an entry
 * whose stored hash is not the hash of its fields (an entry altered). Given the head verified before, `entries` are
 * the ones after it (requirements: a verification walks only what was appended since).
 */
export function verifyEntries(entries: StoredEntry[], from: VerifiedHead | null = null): ChainVerification {
  const start = from?.seq ?? 0;
  const length = start + entries.length;
  let previous: string | null = from?.hash ?? null;
  const broken = (seq: number, reason: ChainBreak): ChainVerification => ({
    valid: false,
    length,
    broken_at_seq: seq,
    reason,
    head_hash: entries.at(-1)?.hash ?? previous,
  });
  for (const [index, entry] of entries.entries()) {
    const expected = start + index + 1;
    if (entry.seq !== expected) return broken(expected, 'missing_seq');
    if (entry.prevHash !== previous) return broken(entry.seq, 'prev_hash_mismatch');
    if (entry.hash !== entryHash(entry)) return broken(entry.seq, 'hash_mismatch');
    previous = entry.hash;
  }
  return { valid: true, length, broken_at_seq: null, reason: null, head_hash: previous };
}
