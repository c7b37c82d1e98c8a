import { createHash, randomBytes } from 'node:crypto';
import type { ChainBreak, ChainVerification } from '@/lib/schemas/audit';

/** The version of the canonical form: a change of the form must come with a new version, never silently. */
export const CHAIN_FORMAT = 'gw-audit-v1';
/** The form of entries written with their personal values sealed (`personal` not null): erasable without a break. */
export const CHAIN_FORMAT_SEALED = 'gw-audit-v2';

/**
 * The keys of an entry's details that hold a person's address (an invitation, an ownership transfer). In an entry of
 * the sealed form the hash covers a salted digest of their values, not the values themselves, so that erasure can
 * replace a value by ERASED_VALUE and keep the digest: the chain still verifies and no personal data remains.
 */
export const PERSONAL_AUDIT_KEYS = ['email', 'toEmail', 'to_email', 'fromEmail', 'from_email', 'investor_email', 'signer_email'] as const;
/** What an erased personal value reads as. */
export const ERASED_VALUE = '[erased]';

/** A personal value's seal: its random salt while the value is held, its digest once the value is erased. */
export type PersonalSeal = { salt: string } | { digest: string };
export type PersonalSeals = Record<string, PersonalSeal>;

/** SHA-256 of the salt and the value's canonical text: without the salt (dropped at erasure) it reveals nothing. */
export function personalDigest(salt: string, value: unknown): string {
  return createHash('sha256')
    .update(`${salt}\u0000${stableJson(value)}`, 'utf8')
    .digest('hex');
}

/** Fresh seals for the personal values of new details (an empty map when there are none: the entry is still sealed form). */
export function sealsFor(details: Record<string, unknown>): PersonalSeals {
  const seals: PersonalSeals = {};
  for (const key of PERSONAL_AUDIT_KEYS) {
    if (details[key] !== undefined && details[key] !== null) seals[key] = { salt: randomBytes(16).toString('hex') };
  }
  return seals;
}

/**
 * The seals and details after erasing the sealed values equal (case-insensitively) to `value`: each becomes
 * ERASED_VALUE and its salt is replaced by the digest it gave. Null when the entry holds no such value.
 */
export function erasedSeals(details: Record<string, unknown>, seals: PersonalSeals, value: string): { details: Record<string, unknown>; personal: PersonalSeals } | null {
  const target = value.trim().toLowerCase();
  const nextDetails = { ...details };
  const nextSeals = { ...seals };
  let changed = false;
  for (const [key, seal] of Object.entries(seals)) {
    const held = details[key];
    if ('salt' in seal && typeof held === 'string' && held.trim().toLowerCase() === target) {
      nextSeals[key] = { digest: personalDigest(seal.salt, held) };
      nextDetails[key] = ERASED_VALUE;
      changed = true;
    }
  }
  return changed ? { details: nextDetails, personal: nextSeals } : null;
}

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
  /** The seals of the personal values (sealed form); null or absent for entries of the first form. */
  personal?: PersonalSeals | null;
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

/**
 * The details as the sealed form's hash covers them: each sealed value by its digest. An erased value (a digest
 * kept) counts only while it reads ERASED_VALUE, so a value put back or changed under a kept digest breaks the hash.
 */
function sealedDetails(details: Record<string, unknown>, seals: PersonalSeals): Record<string, unknown> {
  const covered: Record<string, unknown> = { ...details };
  for (const [key, seal] of Object.entries(seals)) {
    if ('salt' in seal) covered[key] = { $personal: personalDigest(seal.salt, details[key]) };
    else covered[key] = { $personal: details[key] === ERASED_VALUE ? seal.digest : 'altered' };
  }
  return covered;
}

/** The canonical text of an entry: a JSON array in a fixed order, so no two different entries share a text. */
export function canonicalEntry(entry: ChainedFields): string {
  const sealed = entry.personal !== null && entry.personal !== undefined;
  return stableJson([
    sealed ? CHAIN_FORMAT_SEALED : CHAIN_FORMAT,
    entry.targetType,
    entry.targetId,
    entry.seq,
    entry.actorId,
    entry.action,
    entry.requestId,
    sealed ? sealedDetails(entry.details, entry.personal as PersonalSeals) : entry.details,
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
