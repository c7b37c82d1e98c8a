/** @jest-environment node */
import { createHash } from 'node:crypto';
import { canonicalEntry, type ChainedFields, entryHash, ERASED_VALUE, erasedSeals, sealsFor, stableJson, verifyEntries } from './chain';

const at = new Date('2026-11-25T10:00:00.123Z');
const base: ChainedFields = {
  targetType: 'opportunity',
  targetId: 'b3c1e9a0-0000-4000-8000-000000000001',
  seq: 1,
  actorId: null,
  action: 'publication.create',
  requestId: 'req-1',
  details: { project_id: 'p1' },
  at,
  prevHash: null,
};

function chainOf(count: number) {
  const entries: (ChainedFields & { hash: string })[] = [];
  for (let seq = 1; seq <= count; seq += 1) {
    const fields = { ...base, seq, action: `step.${seq}`, at: new Date(at.getTime() + seq), prevHash: entries.at(-1)?.hash ?? null };
    entries.push({ ...fields, hash: entryHash(fields) });
  }
  return entries;
}

describe('stableJson', () => {
  it('writes the same text whatever the order of the keys, at every depth', () => {
    expect(stableJson({ b: 1, a: { d: [2, { z: 1, y: 2 }], c: 'x' } })).toBe(stableJson({ a: { c: 'x', d: [2, { y: 2, z: 1 }] }, b: 1 }));
    expect(stableJson({ b: 1, a: 2 })).toBe('{"a":2,"b":1}');
  });

  it('drops undefined as JSON does and writes dates as ISO text', () => {
    expect(stableJson({ a: undefined, b: at })).toBe('{"b":"2026-11-25T10:00:00.123Z"}');
    expect(stableJson(undefined)).toBe('null');
  });
});

describe('canonicalEntry and entryHash', () => {
  it('is a JSON array of the format, the chain, the seq and the fields, in a fixed order', () => {
    expect(JSON.parse(canonicalEntry(base))).toEqual([
      'gw-audit-v1',
      'opportunity',
      base.targetId,
      1,
      null,
      'publication.create',
      'req-1',
      { project_id: 'p1' },
      '2026-11-25T10:00:00.123Z',
      null,
    ]);
  });

  it('is the SHA-256 of the canonical text', () => {
    expect(entryHash(base)).toBe(createHash('sha256').update(canonicalEntry(base)).digest('hex'));
  });

  it('changes with every field the hash covers', () => {
    const variants: Partial<ChainedFields>[] = [
      { targetType: 'investor' },
      { targetId: 'other' },
      { seq: 2 },
      { actorId: 'b3c1e9a0-0000-4000-8000-000000000002' },
      { action: 'publication.submit' },
      { requestId: null },
      { details: { project_id: 'p2' } },
      { at: new Date(at.getTime() + 1) },
      { prevHash: 'a'.repeat(64) },
    ];
    const hashes = new Set(variants.map((variant) => entryHash({ ...base, ...variant })));
    expect(hashes.size).toBe(variants.length);
    expect(hashes.has(entryHash(base))).toBe(false);
  });

  it('does not depend on the order of the details keys', () => {
    expect(entryHash({ ...base, details: { a: 1, b: 2 } })).toBe(entryHash({ ...base, details: { b: 2, a: 1 } }));
  });
});

describe('verifyEntries', () => {
  it('holds for an intact chain and for an empty one', () => {
    const entries = chainOf(4);
    expect(verifyEntries(entries)).toEqual({ valid: true, length: 4, broken_at_seq: null, reason: null, head_hash: entries[3].hash });
    expect(verifyEntries([])).toEqual({ valid: true, length: 0, broken_at_seq: null, reason: null, head_hash: null });
  });

  it('finds an altered entry by its hash', () => {
    const entries = chainOf(4);
    entries[2] = { ...entries[2], details: { project_id: 'forged' } };
    expect(verifyEntries(entries)).toMatchObject({ valid: false, broken_at_seq: 3, reason: 'hash_mismatch' });
  });

  it('finds a removed entry by the gap in the numbering', () => {
    const entries = chainOf(4);
    entries.splice(1, 1);
    expect(verifyEntries(entries)).toMatchObject({ valid: false, broken_at_seq: 2, reason: 'missing_seq' });
  });

  it('finds an entry rehashed after its predecessor changed by its prev_hash', () => {
    const entries = chainOf(3);
    const forged = { ...entries[0], details: { forged: true } };
    entries[0] = { ...forged, hash: entryHash(forged) };
    expect(verifyEntries(entries)).toMatchObject({ valid: false, broken_at_seq: 2, reason: 'prev_hash_mismatch' });
  });
});

describe('sealed personal values', () => {
  const invite: ChainedFields = { ...base, action: 'project.share.invite', details: { email: 'Ada@Example.test', right: 'read' } };
  const sealed = { ...invite, personal: sealsFor(invite.details) };

  it('hashes a salted digest of the address, not the address, in its own form', () => {
    expect(Object.keys(sealed.personal)).toEqual(['email']);
    expect(canonicalEntry(sealed)).not.toContain('Ada@Example.test');
    expect(canonicalEntry(sealed)).toContain('gw-audit-v2');
    expect(canonicalEntry(invite)).toContain('Ada@Example.test');
    // Two entries of the same address do not share a digest (each has its own salt).
    expect(canonicalEntry({ ...invite, personal: sealsFor(invite.details) })).not.toBe(canonicalEntry(sealed));
  });

  it('erases the address, keeps the hash, and breaks it when a value is put back or changed', () => {
    const hash = entryHash(sealed);
    const erased = erasedSeals(sealed.details, sealed.personal, ' ada@example.TEST ');
    expect(erased?.details).toEqual({ email: ERASED_VALUE, right: 'read' });
    expect(JSON.stringify(erased)).not.toMatch(/ada@/i);
    expect(entryHash({ ...sealed, ...erased })).toBe(hash);
    expect(erasedSeals(sealed.details, sealed.personal, 'bob@example.test')).toBeNull();
    expect(entryHash({ ...sealed, personal: erased?.personal, details: { email: 'eve@example.test', right: 'read' } })).not.toBe(hash);
    expect(entryHash({ ...sealed, ...erased, details: { email: ERASED_VALUE, right: 'admin' } })).not.toBe(hash);
    expect(entryHash({ ...sealed, details: { email: 'eve@example.test', right: 'read' } })).not.toBe(hash);
  });
});
