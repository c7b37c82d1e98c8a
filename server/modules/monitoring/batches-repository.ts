import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { monitoringEvidenceSettings, productionBatches, type EvidenceSettingsRow, type ProductionBatchRow } from '@/server/db/schema';

/** The settings a project's evidence follows before anyone changed them (R-22.3: 2 h and 500 m). */
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
