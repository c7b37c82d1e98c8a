// Migration 0028 seals the personal values of the entries written after it (issue 24, item 10): a chain written before
// it keeps verifying in the form it was hashed in, the entries appended after it seal their addresses, and erasing an
// address replaces it in those entries while every chain still verifies. Run on an embedded database migrated step by
// step (the entries of the first form must exist before 0028 runs).
import { PGlite } from '@electric-sql/pglite';
import { and, asc, eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { PGLITE_EXTENSIONS, type Database } from '@/server/db/client';
import * as schema from '@/server/db/schema';
import { applyMigrations } from './helpers/stepwise-migrations';
import { entryHash } from '@/server/modules/audit/chain';
import { erasePersonalValue, recordAuditEvent, verifyAuditChain } from '@/server/modules/audit/public';

let engine: PGlite;
afterAll(async () => engine?.close());

it('keeps the chains of before verifying and erases the addresses sealed after it without a break', async () => {
  engine = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  await applyMigrations(engine, (name) => name < '0028');
  // An invitation entry of the first form, hashed over the address itself, as the code before 0028 wrote it.
  const first = {
    targetType: 'project',
    targetId: 'p1',
    seq: 1,
    actorId: null,
    action: 'project.share.invite',
    requestId: 'r1',
    details: { email: 'ada@old.example', right: 'read' },
    at: new Date('2026-01-05T10:00:00Z'),
    prevHash: null,
  };
  await engine.query(`insert into audit_events (action, target_type, target_id, request_id, details, at, seq, prev_hash, hash) values ($1, $2, $3, $4, $5, $6, 1, null, $7)`, [
    first.action,
    first.targetType,
    first.targetId,
    first.requestId,
    JSON.stringify(first.details),
    first.at.toISOString(),
    entryHash(first),
  ]);
  await applyMigrations(engine, (name) => name >= '0028');
  const db = drizzle(engine, { schema }) as unknown as Database;
  const chain = () =>
    db
      .select()
      .from(schema.auditEvents)
      .where(and(eq(schema.auditEvents.targetType, 'project'), eq(schema.auditEvents.targetId, 'p1')))
      .orderBy(asc(schema.auditEvents.seq));

  expect(await verifyAuditChain(db, 'project', 'p1')).toMatchObject({ valid: true, length: 1 });
  await recordAuditEvent(db, {
    actorId: null,
    action: 'project.share.invite',
    targetType: 'project',
    targetId: 'p1',
    requestId: 'r2',
    details: { email: 'Ada@Old.example', right: 'edit' },
  });
  await recordAuditEvent(db, { actorId: null, action: 'project.share.invite', targetType: 'project', targetId: 'p1', requestId: 'r3', details: { email: 'bob@else.example' } });
  const before = await chain();
  expect(before.map((row) => row.personal === null)).toEqual([true, false, false]);
  expect(await verifyAuditChain(db, 'project', 'p1', { incremental: true })).toMatchObject({ valid: true, length: 3 });

  expect(await erasePersonalValue(db, 'ada@old.example')).toEqual({ erased: 1, kept: 1 });
  const after = await chain();
  expect(after.map((row) => row.details.email)).toEqual(['ada@old.example', '[erased]', 'bob@else.example']);
  expect(after.map((row) => row.hash)).toEqual(before.map((row) => row.hash));
  expect(JSON.stringify(after[1])).not.toMatch(/ada@old/i);
  expect(await verifyAuditChain(db, 'project', 'p1')).toMatchObject({ valid: true, length: 3 });
  expect(await verifyAuditChain(db, 'project', 'p1', { incremental: true })).toMatchObject({ valid: true, length: 3 });

  // The trigger allows the erasure only: putting a value back, or changing another detail, is refused.
  await expect(engine.exec(`update audit_events set details = details || '{"email": "eve@forged.example"}' where target_id = 'p1' and seq = 2`)).rejects.toThrow(/append-only/);
  await expect(engine.exec(`update audit_events set details = details || '{"right": "admin"}' where target_id = 'p1' and seq = 3`)).rejects.toThrow(/append-only/);
  await expect(engine.exec(`update audit_events set action = 'forged' where target_id = 'p1' and seq = 1`)).rejects.toThrow(/append-only: UPDATE refused/);
  // Past the trigger, a value put back under the kept digest breaks the hash.
  await engine.exec(`alter table audit_events disable trigger audit_events_append_only`);
  await engine.exec(`update audit_events set details = details || '{"email": "eve@forged.example"}' where target_id = 'p1' and seq = 2`);
  expect(await verifyAuditChain(db, 'project', 'p1')).toMatchObject({ valid: false, broken_at_seq: 2, reason: 'hash_mismatch' });
});
