import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { PARAMETER_RESTORE_DAYS } from '@/lib/schemas/monitoring-measures';
import type { Database, Executor } from '@/server/db/client';
import { monitoringParameters, type ParameterRow } from '@/server/db/schema';
import { deleteParameters, findAnyParameter, isUniqueViolation } from './setup-repository';

/*
 * A parameter's life after its creation (docs/requirements.md R-20.16): whether it has readings, its soft removal
 * (`deleted_at`: hidden everywhere, readings kept), its restoration within PARAMETER_RESTORE_DAYS, and the purge after.
 */

const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

/** The ids, among these parameters of one monitoring, of those with at least one reading. */
export async function parametersWithReadings(db: Executor, monitoringId: string, parameterIds: string[]): Promise<Set<string>> {
  if (parameterIds.length === 0) return new Set();
  const result = await db.execute(sql`
    select p.id from monitoring_parameters p
    where p.monitoring_id = ${monitoringId}::uuid and p.id in (${sql.join(
      parameterIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})
      and exists (select 1 from measurements m where m.monitoring_id = p.monitoring_id and m.parameter_id = p.id)`);
  return new Set(rowsOf<{ id: string }>(result).map((row) => row.id));
}

/** Marks the parameter removed (its readings stay); answers it as stored. */
export async function markParameterRemoved(db: Executor, parameter: ParameterRow): Promise<ParameterRow> {
  await db.execute(sql`
    update monitoring_parameters set deleted_at = now(), updated_at = now()
    where monitoring_id = ${parameter.monitoringId}::uuid and id = ${parameter.id}::uuid and deleted_at is null`);
  return (await findAnyParameter(db, parameter.id)) ?? parameter;
}

export interface RemovedParameterRow {
  parameter: ParameterRow;
  readings: number;
}

/** A reactor's removed parameters still restorable, the latest removed first, with how many readings each keeps (from the hourly rollups). */
export async function listRemovedParameters(db: Executor, monitoringId: string, reactorId: string): Promise<RemovedParameterRow[]> {
  const table = monitoringParameters;
  const readings = sql<number>`coalesce((select sum(r.count) from measurement_rollups r where r.monitoring_id = ${table.monitoringId} and r.parameter_id = ${table.id}), 0)::int`;
  const rows = await db
    .select({ parameter: table, readings })
    .from(table)
    .where(
      and(
        eq(table.monitoringId, monitoringId),
        eq(table.reactorId, reactorId),
        isNotNull(table.deletedAt),
        sql`${table.deletedAt} > now() - make_interval(days => ${PARAMETER_RESTORE_DAYS})`,
      ),
    )
    .orderBy(desc(table.deletedAt), asc(table.name));
  return rows.map((row) => ({ parameter: row.parameter, readings: Number(row.readings) }));
}

/**
 * Restores a removed parameter still within its restore period: 'restored', 'expired' (purged or about to be), or
 * 'name_taken' when a parameter in use on the reactor now has its name.
 */
export async function restoreParameter(db: Executor, parameter: ParameterRow): Promise<'restored' | 'expired' | 'name_taken'> {
  try {
    const result = await db.execute(sql`
      update monitoring_parameters set deleted_at = null, updated_at = now()
      where monitoring_id = ${parameter.monitoringId}::uuid and id = ${parameter.id}::uuid
        and deleted_at is not null and deleted_at > now() - make_interval(days => ${PARAMETER_RESTORE_DAYS})
      returning id`);
    return rowsOf(result).length > 0 ? 'restored' : 'expired';
  } catch (error) {
    if (isUniqueViolation(error)) return 'name_taken';
    throw error;
  }
}

/** Deletes for good, with their readings, the monitoring's parameters removed more than PARAMETER_RESTORE_DAYS ago; answers how many. */
export async function purgeRemovedParameters(db: Database, monitoringId: string): Promise<number> {
  const result = await db.execute(sql`
    select id from monitoring_parameters
    where monitoring_id = ${monitoringId}::uuid and deleted_at is not null and deleted_at <= now() - make_interval(days => ${PARAMETER_RESTORE_DAYS})`);
  const ids = rowsOf<{ id: string }>(result).map((row) => row.id);
  if (ids.length === 0) return 0;
  await db.transaction((tx) => deleteParameters(tx, monitoringId, ids));
  return ids.length;
}

/** How many readings a parameter has (from the hourly rollups, which count every stored reading). */
export async function countReadings(db: Executor, parameter: ParameterRow): Promise<number> {
  const result = await db.execute(sql`
    select coalesce(sum(count), 0)::int as readings from measurement_rollups
    where monitoring_id = ${parameter.monitoringId}::uuid and parameter_id = ${parameter.id}::uuid`);
  return Number(rowsOf<{ readings: number }>(result)[0]?.readings ?? 0);
}
