import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '@/server/db/client';
import { measurementCorrections, type MeasurementCorrectionRow } from '@/server/db/schema';

/* Corrections of stored readings (migration 0019, R-20.12): the reading takes the new value, the old one stays here. */

export interface NewCorrection {
  monitoringId: string;
  parameterId: string;
  /** ISO 8601, UTC. */
  time: string;
  value: number;
  reason: string;
  correctedBy: string;
}

const rowsOf = <Row>(result: unknown): Row[] => (result as { rows: Row[] }).rows;

/**
 * In one transaction: the reading (locked) takes the new value, its hour's rollup is counted again from the readings,
 * and the correction keeps the old value, who, when and why. `missing` when no reading is stored at that time;
 * `unchanged` when it already holds that value (nothing written).
 */
export async function correctReading(db: Database, correction: NewCorrection): Promise<MeasurementCorrectionRow | 'missing' | 'unchanged'> {
  const { monitoringId, parameterId, time, value } = correction;
  return db.transaction(async (tx) => {
    const [stored] = rowsOf<{ value: number }>(
      await tx.execute(sql`
        select value from measurements
        where monitoring_id = ${monitoringId}::uuid and parameter_id = ${parameterId}::uuid and time = ${time}::timestamptz
        for update`),
    );
    if (!stored) return 'missing';
    if (Number(stored.value) === value) return 'unchanged';
    await tx.execute(sql`
      update measurements set value = ${value}
      where monitoring_id = ${monitoringId}::uuid and parameter_id = ${parameterId}::uuid and time = ${time}::timestamptz`);
    await tx.execute(sql`
      update measurement_rollups r set min = h.min, max = h.max, sum = h.sum, count = h.count
      from (
        select min(value) as min, max(value) as max, sum(value) as sum, count(*)::int as count from measurements
        where monitoring_id = ${monitoringId}::uuid and parameter_id = ${parameterId}::uuid
          and time >= date_trunc('hour', ${time}::timestamptz, 'UTC') and time < date_trunc('hour', ${time}::timestamptz, 'UTC') + interval '1 hour'
      ) h
      where r.monitoring_id = ${monitoringId}::uuid and r.parameter_id = ${parameterId}::uuid and r.hour = date_trunc('hour', ${time}::timestamptz, 'UTC')`);
    const [row] = await tx
      .insert(measurementCorrections)
      .values({ monitoringId, parameterId, time: new Date(time), oldValue: Number(stored.value), newValue: value, reason: correction.reason, correctedBy: correction.correctedBy })
      .returning();
    return row;
  });
}

/** Corrections of some parameters, the latest first. */
export async function listCorrections(db: Executor, monitoringId: string, parameterIds: string[], limit: number): Promise<MeasurementCorrectionRow[]> {
  if (parameterIds.length === 0) return [];
  return db
    .select()
    .from(measurementCorrections)
    .where(and(eq(measurementCorrections.monitoringId, monitoringId), inArray(measurementCorrections.parameterId, parameterIds)))
    .orderBy(desc(measurementCorrections.correctedAt), desc(measurementCorrections.id))
    .limit(limit);
}
