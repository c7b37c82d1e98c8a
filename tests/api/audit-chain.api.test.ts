// The audit trail as a hash chain per target, on a real database: appends number and link the entries, the table
// refuses UPDATE and DELETE, a tampered entry (altered or removed) is found at its seq, and concurrent appends to one
// chain on PostgreSQL stay one valid chain.
import { and, asc, eq, sql } from 'drizzle-orm';
import { AUDIT_ACTIONS, OPPORTUNITY_TARGET } from '@/lib/schemas/audit';
import { auditEvents } from '@/server/db/schema';
import { recordAuditEvent, verifyAuditChain } from '@/server/modules/audit/public';
import type { TestApp } from './helpers/app';
import { castOf, investmentApp, publish } from './helpers/opportunities';

let t: TestApp;
beforeAll(async () => {
  ({ t } = await investmentApp());
});
afterAll(async () => t?.close());

const target = (id: string) => ({ targetType: OPPORTUNITY_TARGET, targetId: id });
const chain = (id: string) =>
  t.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.targetType, OPPORTUNITY_TARGET), eq(auditEvents.targetId, id)))
    .orderBy(asc(auditEvents.seq));

/** Runs a statement with the append-only trigger off, as someone with the table owner's rights could. */
async function tamper(statement: ReturnType<typeof sql>) {
  await t.database.db.transaction(async (tx) => {
    await tx.execute(sql`alter table audit_events disable trigger audit_events_append_only`);
    await tx.execute(statement);
    await tx.execute(sql`alter table audit_events enable trigger audit_events_append_only`);
  });
}

/** What the database answered: its error's message (drizzle wraps it as the cause), or 'accepted'. */
const outcome = (query: PromiseLike<unknown>) =>
  Promise.resolve(query).then(
    () => 'accepted',
    (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
  );

async function appendSteps(id: string, count: number) {
  for (let step = 1; step <= count; step += 1) {
    await recordAuditEvent(t.database.db, {
      actorId: null,
      action: AUDIT_ACTIONS.dataroomPageViewed,
      ...target(id),
      requestId: `r${step}`,
      details: { page: step, investor_id: 'i', file_id: 'f', file_name: 'a.pdf' },
    });
  }
}

describe(`audit chain (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('chains the staff decisions and the developer steps of a publication on the opportunity', async () => {
    const cast = await castOf(t);
    const id = await publish(t, cast);
    const rows = await chain(id);
    expect(rows.map((row) => [row.seq, row.action])).toEqual([
      [1, 'publication.create'],
      [2, 'publication.submit'],
      [3, 'publication.approve'],
    ]);
    expect(rows[0].prevHash).toBeNull();
    expect(rows[1].prevHash).toBe(rows[0].hash);
    expect(rows[2].prevHash).toBe(rows[1].hash);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.hash ?? ''))).toBe(true);
    expect(await verifyAuditChain(t.database.db, OPPORTUNITY_TARGET, id)).toEqual({ valid: true, length: 3, broken_at_seq: null, reason: null, head_hash: rows[2].hash });
  });

  it('refuses UPDATE, DELETE and TRUNCATE of the trail', async () => {
    const id = crypto.randomUUID();
    await appendSteps(id, 2);
    expect(
      await outcome(
        t.database.db
          .update(auditEvents)
          .set({ details: { page: 9 } })
          .where(eq(auditEvents.targetId, id)),
      ),
    ).toMatch(/append-only: UPDATE refused/);
    expect(await outcome(t.database.db.delete(auditEvents).where(eq(auditEvents.targetId, id)))).toMatch(/append-only: DELETE refused/);
    expect(await outcome(t.database.db.execute(sql`truncate audit_events`))).toMatch(/append-only: TRUNCATE refused/);
    expect(await chain(id)).toHaveLength(2);
  });

  it('finds altered details at their seq, as a hash mismatch', async () => {
    const id = crypto.randomUUID();
    await appendSteps(id, 5);
    expect((await verifyAuditChain(t.database.db, OPPORTUNITY_TARGET, id)).valid).toBe(true);
    await tamper(sql`update audit_events set details = '{"page": 99}'::jsonb where target_id = ${id} and seq = 3`);
    expect(await verifyAuditChain(t.database.db, OPPORTUNITY_TARGET, id)).toMatchObject({ valid: false, broken_at_seq: 3, reason: 'hash_mismatch' });
  });

  it('finds a deleted entry at its seq, as a missing seq', async () => {
    const id = crypto.randomUUID();
    await appendSteps(id, 5);
    await tamper(sql`delete from audit_events where target_id = ${id} and seq = 2`);
    expect(await verifyAuditChain(t.database.db, OPPORTUNITY_TARGET, id)).toMatchObject({ valid: false, broken_at_seq: 2, reason: 'missing_seq' });
  });

  it('finds an entry deleted and the rest renumbered by the prev_hash that no longer links', async () => {
    const id = crypto.randomUUID();
    await appendSteps(id, 4);
    await tamper(sql`delete from audit_events where target_id = ${id} and seq = 2`);
    await tamper(sql`update audit_events set seq = seq - 1 where target_id = ${id} and seq > 2`);
    expect(await verifyAuditChain(t.database.db, OPPORTUNITY_TARGET, id)).toMatchObject({ valid: false, broken_at_seq: 2, reason: 'prev_hash_mismatch' });
  });

  it('seals entries written before the chain existed, then appends after them', async () => {
    const id = crypto.randomUUID();
    await t.database.db.execute(
      sql`insert into audit_events (action, target_type, target_id, seq, details) values ('legacy.one', ${OPPORTUNITY_TARGET}, ${id}, 1, '{}'), ('legacy.two', ${OPPORTUNITY_TARGET}, ${id}, 2, '{"a": 1}')`,
    );
    await appendSteps(id, 1);
    const rows = await chain(id);
    expect(rows.map((row) => row.action)).toEqual(['legacy.one', 'legacy.two', 'dataroom.page_viewed']);
    expect(rows[2].prevHash).toBe(rows[1].hash);
    expect((await verifyAuditChain(t.database.db, OPPORTUNITY_TARGET, id)).valid).toBe(true);
  });

  it('keeps one valid chain when many appends to it run at once', async () => {
    const id = crypto.randomUUID();
    await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        recordAuditEvent(t.database.db, { actorId: null, action: AUDIT_ACTIONS.dataroomPageTime, ...target(id), requestId: null, details: { page: index, seconds: 1 } }),
      ),
    );
    const rows = await chain(id);
    expect(rows.map((row) => row.seq)).toEqual(Array.from({ length: 30 }, (_, index) => index + 1));
    expect(new Set(rows.map((row) => row.details.page)).size).toBe(30);
    expect(await verifyAuditChain(t.database.db, OPPORTUNITY_TARGET, id)).toMatchObject({ valid: true, length: 30 });
  });
});

describe('GET /audit', () => {
  // Who may read it (every role): tests/api/investment-matrix.api.test.ts.
  it('shows the owner and staff the trail, paged, with the verification', async () => {
    const cast = await castOf(t);
    const id = await publish(t, cast);
    await appendSteps(id, 4);
    const audit = (token: string | undefined, query = '') => t.request(`/audit?opportunity_id=${id}${query}`, { token });
    for (const token of [cast.owner, cast.staff]) {
      const response = await audit(token, '&page=2&page_size=3');
      expect(response.status).toBe(200);
      const body = (await response.json()) as { items: { seq: number; action: string; actor_name: string }[]; total: number; verification: unknown };
      expect(body.total).toBe(7);
      expect(body.items.map((item) => item.seq)).toEqual([4, 5, 6]);
      expect(body.verification).toMatchObject({ valid: true, length: 7, broken_at_seq: null, reason: null });
    }
    const first = (await (await audit(cast.owner)).json()) as { items: { action: string; actor_name: string }[] };
    expect(first.items.slice(0, 3).map((item) => [item.action, item.actor_name])).toEqual([
      ['publication.create', 'Dana Developer'],
      ['publication.submit', 'Dana Developer'],
      ['publication.approve', 'Sam Staff'],
    ]);

    await tamper(sql`delete from audit_events where target_id = ${id} and seq = 5`);
    const broken = (await (await audit(cast.staff)).json()) as { verification: unknown };
    expect(broken.verification).toMatchObject({ valid: false, broken_at_seq: 5, reason: 'missing_seq' });
  });
});
