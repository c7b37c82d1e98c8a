import { and, asc, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { monitoringEvidenceSettings, productionBatches, type EvidenceSettingsRow, type ProductionBatchRow } from '@/server/db/schema';

/** The settings a project's evidence follows before anyone changed them (R-22.5: 2 h and 500 m). */
export function defaultEvidenceSettings(monitoringId: string): EvidenceSettingsRow {
  return { monitoringId, methodology: 'ebc_c_sink', timeToleranceHours: 2, distanceToleranceM: 500, updatedBy: null, updatedAt: new Date(0) };
}

export async function findBatch(db: Executor, monitoringId: string, batchId: string): Promise<ProductionBatchRow | undefined> {
  const [row] = await db
    .select()
    .from(productionBatches)
    .where(and(eq(productionBatches.monitoringId, monitoringId), eq(productionBatches.id, batchId)))
    .limit(1);
  return row;
}

export async function listBatches(db: Executor, monitoringId: string): Promise<ProductionBatchRow[]> {
  return db.select().from(productionBatches).where(eq(productionBatches.monitoringId, monitoringId)).orderBy(asc(productionBatches.startedAt));
}

/** The project's evidence settings, or the defaults when nobody changed them. */
export async function evidenceSettingsOf(db: Executor, monitoringId: string): Promise<EvidenceSettingsRow> {
  const [row] = await db.select().from(monitoringEvidenceSettings).where(eq(monitoringEvidenceSettings.monitoringId, monitoringId)).limit(1);
  return row ?? defaultEvidenceSettings(monitoringId);
}

/** A batch by its id alone (the routes' record guard finds its monitoring from it). */
export async function findBatchById(db: Executor, batchId: string): Promise<ProductionBatchRow | undefined> {
  const [row] = await db.select().from(productionBatches).where(eq(productionBatches.id, batchId)).limit(1);
  return row;
}

export async function listBatchesOf(db: Executor, monitoringId: string, reactorId?: string): Promise<ProductionBatchRow[]> {
  const where = reactorId ? and(eq(productionBatches.monitoringId, monitoringId), eq(productionBatches.reactorId, reactorId)) : eq(productionBatches.monitoringId, monitoringId);
  return db.select().from(productionBatches).where(where).orderBy(asc(productionBatches.startedAt), asc(productionBatches.code));
}

export async function findOpenBatch(db: Executor, monitoringId: string, reactorId: string): Promise<ProductionBatchRow | undefined> {
  const [row] = await db
    .select()
    .from(productionBatches)
    .where(and(eq(productionBatches.monitoringId, monitoringId), eq(productionBatches.reactorId, reactorId), isNull(productionBatches.endedAt)))
    .limit(1);
  return row;
}

export async function batchWithCode(db: Executor, monitoringId: string, code: string): Promise<ProductionBatchRow | undefined> {
  const [row] = await db
    .select()
    .from(productionBatches)
    .where(and(eq(productionBatches.monitoringId, monitoringId), eq(productionBatches.code, code)))
    .limit(1);
  return row;
}

/**
 * The other batch of the reactor whose span meets [start, end) (an open batch runs on for ever), or undefined. Its
 * caller holds the reactor's lock (lockReactor) so that two requests cannot both find the span free.
 */
export async function overlappingBatch(db: Executor, batch: { monitoringId: string; reactorId: string; startedAt: Date; endedAt: Date | null }, exceptId?: string) {
  const [row] = await db
    .select()
    .from(productionBatches)
    .where(
      and(
        eq(productionBatches.monitoringId, batch.monitoringId),
        eq(productionBatches.reactorId, batch.reactorId),
        exceptId ? ne(productionBatches.id, exceptId) : undefined,
        batch.endedAt ? lt(productionBatches.startedAt, batch.endedAt) : undefined,
        or(isNull(productionBatches.endedAt), gt(productionBatches.endedAt, batch.startedAt)),
      ),
    )
    .orderBy(asc(productionBatches.startedAt))
    .limit(1);
  return row;
}

/** Serialises the batch changes of one reactor until the transaction ends. */
export async function lockReactor(db: Executor, monitoringId: string, reactorId: string): Promise<void> {
  await db.execute(sql`select 1 from monitoring_reactors where monitoring_id = ${monitoringId}::uuid and id = ${reactorId}::uuid for update`);
}

export type NewBatch = typeof productionBatches.$inferInsert;

export async function insertBatch(db: Executor, batch: NewBatch): Promise<ProductionBatchRow> {
  const [row] = await db.insert(productionBatches).values(batch).returning();
  return row;
}

export async function updateBatch(db: Executor, batch: ProductionBatchRow, change: Partial<NewBatch>): Promise<ProductionBatchRow> {
  const [row] = await db
    .update(productionBatches)
    .set({ ...change, updatedAt: new Date() })
    .where(and(eq(productionBatches.monitoringId, batch.monitoringId), eq(productionBatches.id, batch.id)))
    .returning();
  return row;
}

export async function saveEvidenceSettings(db: Executor, settings: Omit<EvidenceSettingsRow, 'updatedAt'>): Promise<EvidenceSettingsRow> {
  const change = { ...settings, updatedAt: new Date() };
  const [row] = await db.insert(monitoringEvidenceSettings).values(change).onConflictDoUpdate({ target: monitoringEvidenceSettings.monitoringId, set: change }).returning();
  return row;
}
