import { BATCH_FUTURE_TOLERANCE_MS, type Batch, type BatchClose, type BatchInput, type BatchListQuery, type BatchUpdate } from '@/lib/schemas/monitoring-batches';
import type { Database, Executor } from '@/server/db/client';
import type { ProductionBatchRow, ReactorRow } from '@/server/db/schema';
import { ApiError } from '@/server/http/errors';
import { recordAuditEvent } from '@/server/modules/audit/public';
import { findPeople, type Caller } from '@/server/modules/projects/public';
import { accessToMonitoring, type Need } from './access';
import { lengthOf } from './batches-band';
import { batchWithCode, findBatchById, findOpenBatch, insertBatch, listBatchesOf, lockReactor, overlappingBatch, updateBatch, type NewBatch } from './batches-repository';
import { reactorFor, REACTOR_NOT_FOUND } from './reactors-service';
import { findReactor } from './setup-repository';
import { AUDIT_ACTIONS } from '@/lib/schemas/audit';

export const BATCH_NOT_FOUND = 'Batch not found';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** What opening, closing or changing a batch is asked for, with who asks and the request's id for the trail. */
export interface BatchActor {
  caller: Caller;
  requestId: string | null;
}

/** The code a batch gets when none is given: its start, in UTC (B-20261005-0730). */
export function defaultBatchCode(startedAt: Date): string {
  const text = startedAt.toISOString();
  return `B-${text.slice(0, 10).replaceAll('-', '')}-${text.slice(11, 16).replace(':', '')}`;
}

function checkTimes(startedAt: Date, endedAt: Date | null, now: number): void {
  if (startedAt.getTime() > now + BATCH_FUTURE_TOLERANCE_MS) throw new ApiError(422, 'A batch cannot start in the future', { field: 'started_at' });
  if (endedAt && endedAt.getTime() > now + BATCH_FUTURE_TOLERANCE_MS) throw new ApiError(422, 'A batch cannot end in the future', { field: 'ended_at' });
  if (endedAt && endedAt.getTime() <= startedAt.getTime()) throw new ApiError(422, 'A batch must end after it starts', { field: 'ended_at' });
}

/** 409 when the reactor already runs another batch over the span, or another batch of the monitoring has the code. */
async function checkFree(tx: Executor, batch: Pick<NewBatch, 'monitoringId' | 'reactorId' | 'startedAt' | 'endedAt' | 'code'>, exceptId?: string): Promise<void> {
  const span = { monitoringId: batch.monitoringId, reactorId: batch.reactorId, startedAt: batch.startedAt, endedAt: batch.endedAt ?? null };
  if (!span.endedAt) {
    const open = await findOpenBatch(tx, batch.monitoringId, batch.reactorId);
    if (open && open.id !== exceptId) throw new ApiError(409, `The reactor already has an open batch (${open.code}): close it first`, { batch_id: open.id });
  }
  const other = await overlappingBatch(tx, span, exceptId);
  if (other) throw new ApiError(409, `The batch would overlap batch ${other.code} of the same reactor`, { batch_id: other.id });
  const named = await batchWithCode(tx, batch.monitoringId, batch.code);
  if (named && named.id !== exceptId) throw new ApiError(409, `Another batch is already named ${batch.code}`, { field: 'code' });
}

/** Production batches: the project's owner and editors open, close and change them; anyone who reads it reads them. */
export function createBatchesService(db: Database, options: { now?: () => number } = {}) {
  const now = options.now ?? Date.now;

  async function toBatches(rows: ProductionBatchRow[]): Promise<Batch[]> {
    const people = await findPeople(
      db,
      rows.flatMap((row) => [row.openedBy, row.closedBy]),
    );
    const person = (id: string | null) => (id && people.get(id) ? { id, name: people.get(id)?.name ?? '' } : null);
    const reactors = new Map<string, string>();
    for (const id of new Set(rows.map((row) => row.reactorId))) reactors.set(id, (await findReactor(db, id))?.name ?? '');
    const at = now();
    return rows.map((row) => {
      const length = lengthOf(row.startedAt, row.endedAt, at);
      return {
        id: row.id,
        monitoring_id: row.monitoringId,
        reactor_id: row.reactorId,
        reactor_name: reactors.get(row.reactorId) ?? '',
        code: row.code,
        started_at: row.startedAt.toISOString(),
        ended_at: iso(row.endedAt),
        open: row.endedAt === null,
        feedstock: row.feedstock,
        conditions: row.conditions,
        notes: row.notes,
        length_hours: length.hours,
        too_long: !length.within,
        opened_by: person(row.openedBy),
        closed_by: person(row.closedBy),
        updated_at: row.updatedAt.toISOString(),
      };
    });
  }

  async function batchFor(batchId: string, caller: Caller, need: Need): Promise<ProductionBatchRow> {
    const row = await findBatchById(db, batchId);
    if (!row) throw new ApiError(404, BATCH_NOT_FOUND);
    await accessToMonitoring(db, row.monitoringId, caller, need, BATCH_NOT_FOUND);
    return row;
  }

  const trail = (tx: Executor, actor: BatchActor, action: string, row: ProductionBatchRow, details: Record<string, unknown>) =>
    recordAuditEvent(tx, {
      actorId: actor.caller.user.id,
      action,
      targetType: 'monitoring',
      targetId: row.monitoringId,
      requestId: actor.requestId,
      details: { batch_id: row.id, code: row.code, ...details },
    });

  const closedDetails = (row: ProductionBatchRow) => {
    const length = lengthOf(row.startedAt, row.endedAt, now());
    return { ended_at: iso(row.endedAt), length_hours: length.hours, too_long: !length.within };
  };

  /** Opens a batch on a reactor the caller already may write (the daily form uses it too); closed at once when it has an end. */
  async function openOn(reactor: ReactorRow, input: Omit<BatchInput, 'reactor_id'>, actor: BatchActor): Promise<ProductionBatchRow> {
    const startedAt = new Date(input.started_at);
    const endedAt = input.ended_at ? new Date(input.ended_at) : null;
    checkTimes(startedAt, endedAt, now());
    const batch: NewBatch = {
      monitoringId: reactor.monitoringId,
      reactorId: reactor.id,
      code: input.code ?? defaultBatchCode(startedAt),
      startedAt,
      endedAt,
      feedstock: input.feedstock,
      conditions: input.conditions ?? {},
      notes: input.notes ?? null,
      openedBy: actor.caller.user.id,
      closedBy: endedAt ? actor.caller.user.id : null,
    };
    return db.transaction(async (tx) => {
      await lockReactor(tx, reactor.monitoringId, reactor.id);
      // A code made here that another reactor's batch took at the same minute gets a suffix (-2, -3…).
      for (let suffix = 2; !input.code && (await batchWithCode(tx, batch.monitoringId, batch.code)); suffix += 1) batch.code = `${defaultBatchCode(startedAt)}-${suffix}`;
      await checkFree(tx, batch);
      const row = await insertBatch(tx, batch);
      await trail(tx, actor, AUDIT_ACTIONS.batchOpened, row, { reactor_id: row.reactorId, started_at: iso(row.startedAt), feedstock: row.feedstock, conditions: row.conditions });
      if (row.endedAt) await trail(tx, actor, AUDIT_ACTIONS.batchClosed, row, closedDetails(row));
      return row;
    });
  }

  /** Closes an open batch at `endedAt` (409 when it is closed already, or a later batch of the reactor started before). */
  async function closeBatch(row: ProductionBatchRow, endedAt: Date, actor: BatchActor): Promise<ProductionBatchRow> {
    if (row.endedAt) throw new ApiError(409, `Batch ${row.code} is already closed`, { batch_id: row.id });
    checkTimes(row.startedAt, endedAt, now());
    return db.transaction(async (tx) => {
      await lockReactor(tx, row.monitoringId, row.reactorId);
      await checkFree(tx, { ...row, endedAt }, row.id);
      const closed = await updateBatch(tx, row, { endedAt, closedBy: actor.caller.user.id });
      await trail(tx, actor, AUDIT_ACTIONS.batchClosed, closed, closedDetails(closed));
      return closed;
    });
  }

  return {
    toBatches,
    batchFor,
    openOn,
    closeBatch,

    async list(query: BatchListQuery, caller: Caller): Promise<Batch[]> {
      await accessToMonitoring(db, query.monitoring_id, caller, 'read', 'Monitoring not found');
      if (query.reactor_id) {
        const reactor = await findReactor(db, query.reactor_id);
        if (!reactor || reactor.monitoringId !== query.monitoring_id) throw new ApiError(404, REACTOR_NOT_FOUND);
      }
      return toBatches(await listBatchesOf(db, query.monitoring_id, query.reactor_id));
    },

    async open(input: BatchInput, actor: BatchActor): Promise<Batch> {
      const reactor = await reactorFor(db, input.reactor_id, actor.caller, 'write');
      return (await toBatches([await openOn(reactor, input, actor)]))[0];
    },

    async close(input: BatchClose, actor: BatchActor): Promise<Batch> {
      const row = await batchFor(input.batch_id, actor.caller, 'write');
      return (await toBatches([await closeBatch(row, new Date(input.ended_at), actor)]))[0];
    },

    async update(input: BatchUpdate, actor: BatchActor): Promise<Batch> {
      const row = await batchFor(input.batch_id, actor.caller, 'write');
      if (input.ended_at !== undefined && !row.endedAt) throw new ApiError(422, 'The batch is open: close it to give its end', { field: 'ended_at' });
      const change: Partial<NewBatch> = {};
      if (input.code !== undefined) change.code = input.code;
      if (input.started_at !== undefined) change.startedAt = new Date(input.started_at);
      if (input.ended_at !== undefined) change.endedAt = new Date(input.ended_at);
      if (input.feedstock !== undefined) change.feedstock = input.feedstock;
      if (input.conditions !== undefined) change.conditions = input.conditions;
      if (input.notes !== undefined) change.notes = input.notes;
      const next = { ...row, ...change } as ProductionBatchRow;
      checkTimes(next.startedAt, next.endedAt, now());
      const updated = await db.transaction(async (tx) => {
        await lockReactor(tx, row.monitoringId, row.reactorId);
        await checkFree(tx, next, row.id);
        const saved = await updateBatch(tx, row, change);
        await trail(tx, actor, AUDIT_ACTIONS.batchUpdated, saved, { fields: Object.keys(input).filter((key) => key !== 'batch_id') });
        return saved;
      });
      return (await toBatches([updated]))[0];
    },
  };
}
export type BatchesService = ReturnType<typeof createBatchesService>;
