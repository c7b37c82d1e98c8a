// Migration 0010 turns the audit trail into hash chains: rows written before it are numbered per target in the order
// they were written, and sealed the first time their chain is appended to or verified. Run on an embedded database
// migrated step by step (the rows must exist before 0010 runs).
import { PGlite } from '@electric-sql/pglite';
import { and, asc, eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { PGLITE_EXTENSIONS, type Database } from '@/server/db/client';
import * as schema from '@/server/db/schema';
import { applyMigrations } from './helpers/stepwise-migrations';
import { recordAuditEvent, verifyAuditChain } from '@/server/modules/audit/public';

let engine: PGlite;
afterAll(async () => engine?.close());

it('numbers the rows written before it per target, in order, and seals them into a valid chain', async () => {
  engine = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  await applyMigrations(engine, (name) => name < '0010');
  await engine.exec(`
    insert into audit_events (action, target_type, target_id, details) values
      ('publication.create', 'publication', 'p1', '{"projectId": "x"}'),
      ('investor.submit', 'investor', 'i1', '{}'),
      ('publication.submit', 'publication', 'p1', '{}'),
      ('publication.approve', 'publication', 'p1', '{}');
  `);
  await applyMigrations(engine, (name) => name.startsWith('0010'));
  const numbered = await engine.query<{ seq: number; action: string; hash: string | null }>(
    `select seq, action, hash from audit_events where target_type = 'publication' and target_id = 'p1' order by seq`,
  );
  expect(numbered.rows.map((row) => [row.seq, row.action, row.hash])).toEqual([
    [1, 'publication.create', null],
    [2, 'publication.submit', null],
    [3, 'publication.approve', null],
  ]);
  // The code of today reads the tables of every later migration (the verified heads of 0020…).
  await applyMigrations(engine, (name) => name > '0010' && !name.startsWith('0010'));
  const db = drizzle(engine, { schema }) as unknown as Database;
  const chain = () =>
    db
      .select()
      .from(schema.auditEvents)
      .where(and(eq(schema.auditEvents.targetType, 'publication'), eq(schema.auditEvents.targetId, 'p1')))
      .orderBy(asc(schema.auditEvents.seq));

  expect(await verifyAuditChain(db, 'publication', 'p1')).toMatchObject({ valid: true, length: 3 });
  await recordAuditEvent(db, { actorId: null, action: 'publication.close', targetType: 'publication', targetId: 'p1', requestId: null });
  const rows = await chain();
  expect(rows.map((row) => row.seq)).toEqual([1, 2, 3, 4]);
  expect(rows.every((row) => row.hash !== null)).toBe(true);
  expect(rows[3].prevHash).toBe(rows[2].hash);
  expect(await verifyAuditChain(db, 'publication', 'p1')).toMatchObject({ valid: true, length: 4 });
  expect(await verifyAuditChain(db, 'investor', 'i1')).toMatchObject({ valid: true, length: 1 });
  await expect(engine.exec(`update audit_events set action = 'forged' where target_id = 'p1' and seq = 1`)).rejects.toThrow(/append-only: UPDATE refused/);
});
