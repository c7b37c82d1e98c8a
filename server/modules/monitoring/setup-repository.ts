import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { ParameterInput, ParameterUpdate, ReactorInput, ReactorUpdate, SiteInput, SiteUpdate } from '@/lib/schemas/monitoring';
import type { Database, Executor } from '@/server/db/client';
import {
  measurements,
  monitoringParameters,
  monitoringReactors,
  monitoringSites,
  monitorings,
  type MonitoringRow,
  type ParameterRow,
  type ReactorRow,
  type SiteRow,
} from '@/server/db/schema';

/* Monitorings, sites, reactors and parameters: every statement names the monitoring (the distribution column). */

export async function findMonitoring(db: Executor, id: string): Promise<MonitoringRow | undefined> {
  const [row] = await db.select().from(monitorings).where(eq(monitorings.id, id)).limit(1);
  return row;
}

export async function findMonitoringByProject(db: Executor, projectId: string): Promise<MonitoringRow | undefined> {
  const [row] = await db.select().from(monitorings).where(eq(monitorings.projectId, projectId)).limit(1);
  return row;
}

/** Creates the project's monitoring, or answers the one it has. */
export async function insertMonitoring(db: Executor, projectId: string, userId: string): Promise<MonitoringRow> {
  await db.insert(monitorings).values({ projectId, createdBy: userId }).onConflictDoNothing({ target: monitorings.projectId });
  const row = await findMonitoringByProject(db, projectId);
  if (!row) throw new Error('The monitoring was not stored');
  return row;
}

export async function countSites(db: Executor, monitoringId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(monitoringSites).where(eq(monitoringSites.monitoringId, monitoringId));
  return row.total;
}

/* ------------------------------------------------------------------ sites */

export async function findSite(db: Executor, id: string): Promise<SiteRow | undefined> {
  const [row] = await db.select().from(monitoringSites).where(eq(monitoringSites.id, id)).limit(1);
  return row;
}

export async function listSites(db: Executor, monitoringId: string): Promise<(SiteRow & { reactorCount: number })[]> {
  const reactorCount = sql<number>`(select count(*)::int from monitoring_reactors r where r.monitoring_id = monitoring_sites.monitoring_id and r.site_id = monitoring_sites.id)`;
  return db
    .select({ site: monitoringSites, reactorCount })
    .from(monitoringSites)
    .where(eq(monitoringSites.monitoringId, monitoringId))
    .orderBy(asc(monitoringSites.name), asc(monitoringSites.id))
    .then((rows) => rows.map((row) => ({ ...row.site, reactorCount: Number(row.reactorCount) })));
}

function siteValues(input: Omit<SiteInput, 'monitoring_id'>) {
  return { name: input.name, address: input.address, latitude: input.latitude, longitude: input.longitude, timeZone: input.time_zone };
}

export async function insertSite(db: Executor, input: SiteInput): Promise<SiteRow> {
  const [row] = await db
    .insert(monitoringSites)
    .values({ monitoringId: input.monitoring_id, ...siteValues(input) })
    .returning();
  return row;
}

export async function updateSite(db: Executor, site: SiteRow, input: SiteUpdate): Promise<SiteRow> {
  const [row] = await db
    .update(monitoringSites)
    .set({ ...siteValues(input), updatedAt: sql`now()` })
    .where(and(eq(monitoringSites.monitoringId, site.monitoringId), eq(monitoringSites.id, site.id)))
    .returning();
  return row;
}

async function deleteSite(db: Executor, site: SiteRow): Promise<void> {
  await db.delete(monitoringSites).where(and(eq(monitoringSites.monitoringId, site.monitoringId), eq(monitoringSites.id, site.id)));
}

/* ------------------------------------------------------------------ reactors */

export async function findReactor(db: Executor, id: string): Promise<ReactorRow | undefined> {
  const [row] = await db.select().from(monitoringReactors).where(eq(monitoringReactors.id, id)).limit(1);
  return row;
}

export async function listReactors(db: Executor, monitoringId: string, siteId: string): Promise<ReactorRow[]> {
  return db
    .select()
    .from(monitoringReactors)
    .where(and(eq(monitoringReactors.monitoringId, monitoringId), eq(monitoringReactors.siteId, siteId)))
    .orderBy(asc(monitoringReactors.name), asc(monitoringReactors.id));
}

function reactorValues(input: Omit<ReactorInput, 'site_id'>) {
  return { name: input.name, model: input.model, oemName: input.oem_name, capacityTPerYear: input.capacity_t_per_year, commissionedOn: input.commissioned_on };
}

export async function insertReactor(db: Executor, site: SiteRow, input: ReactorInput): Promise<ReactorRow> {
  const [row] = await db
    .insert(monitoringReactors)
    .values({ monitoringId: site.monitoringId, siteId: site.id, ...reactorValues(input) })
    .returning();
  return row;
}

export async function updateReactor(db: Executor, reactor: ReactorRow, input: ReactorUpdate): Promise<ReactorRow> {
  const [row] = await db
    .update(monitoringReactors)
    .set({ ...reactorValues(input), updatedAt: sql`now()` })
    .where(and(eq(monitoringReactors.monitoringId, reactor.monitoringId), eq(monitoringReactors.id, reactor.id)))
    .returning();
  return row;
}

async function deleteReactor(db: Executor, reactor: ReactorRow): Promise<void> {
  await db.delete(monitoringReactors).where(and(eq(monitoringReactors.monitoringId, reactor.monitoringId), eq(monitoringReactors.id, reactor.id)));
}

/* ------------------------------------------------------------------ parameters */

/** A parameter in use (not removed). */
export async function findParameter(db: Executor, id: string): Promise<ParameterRow | undefined> {
  const [row] = await db
    .select()
    .from(monitoringParameters)
    .where(and(eq(monitoringParameters.id, id), isNull(monitoringParameters.deletedAt)))
    .limit(1);
  return row;
}

/** A parameter, in use or removed (R-20.16: restoring one, or finding its project). */
export async function findAnyParameter(db: Executor, id: string): Promise<ParameterRow | undefined> {
  const [row] = await db.select().from(monitoringParameters).where(eq(monitoringParameters.id, id)).limit(1);
  return row;
}

/** The parameters in use of some reactors of one monitoring, by name: a removed one is hidden from every list. */
export async function listParameters(db: Executor, monitoringId: string, reactorIds: string[]): Promise<ParameterRow[]> {
  if (reactorIds.length === 0) return [];
  return db
    .select()
    .from(monitoringParameters)
    .where(and(eq(monitoringParameters.monitoringId, monitoringId), inArray(monitoringParameters.reactorId, reactorIds), isNull(monitoringParameters.deletedAt)))
    .orderBy(asc(monitoringParameters.name));
}

function parameterValues(input: Omit<ParameterInput, 'reactor_id'>) {
  return {
    name: input.name,
    unit: input.unit,
    normalMin: input.normal_min,
    normalMax: input.normal_max,
    expectedIntervalS: input.expected_interval_s,
    measure: input.measure,
    decimals: input.decimals,
  };
}

/** Inserts the parameter; undefined when the reactor already has one of that name. */
export async function insertParameter(db: Executor, reactor: ReactorRow, input: ParameterInput): Promise<ParameterRow | undefined> {
  const [row] = await db
    .insert(monitoringParameters)
    .values({ monitoringId: reactor.monitoringId, reactorId: reactor.id, ...parameterValues(input) })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** Updates the parameter; undefined when another parameter in use on the reactor has the new name. */
export async function updateParameter(db: Executor, parameter: ParameterRow, input: ParameterUpdate): Promise<ParameterRow | undefined> {
  const clash = await db
    .select({ id: monitoringParameters.id })
    .from(monitoringParameters)
    .where(
      and(
        eq(monitoringParameters.monitoringId, parameter.monitoringId),
        eq(monitoringParameters.reactorId, parameter.reactorId),
        eq(monitoringParameters.name, input.name),
        isNull(monitoringParameters.deletedAt),
      ),
    )
    .limit(1);
  if (clash.length > 0 && clash[0].id !== parameter.id) return undefined;
  try {
    const [row] = await db
      .update(monitoringParameters)
      .set({ ...parameterValues(input), updatedAt: sql`now()` })
      .where(and(eq(monitoringParameters.monitoringId, parameter.monitoringId), eq(monitoringParameters.id, parameter.id)))
      .returning();
    return row;
  } catch (error) {
    // Another request took the name between the check and the write.
    if (isUniqueViolation(error)) return undefined;
    throw error;
  }
}

export function isUniqueViolation(error: unknown): boolean {
  const code = (value: unknown) => (value as { code?: unknown } | undefined)?.code;
  return code(error) === '23505' || code((error as { cause?: unknown } | undefined)?.cause) === '23505';
}

/** Deletes parameters for good, with their readings (their rollups, rules and observations go by cascade). */
export async function deleteParameters(db: Executor, monitoringId: string, parameterIds: string[]): Promise<number> {
  if (parameterIds.length === 0) return 0;
  const removed = await db
    .delete(measurements)
    .where(and(eq(measurements.monitoringId, monitoringId), inArray(measurements.parameterId, parameterIds)))
    .returning({ time: measurements.time });
  await db.delete(monitoringParameters).where(and(eq(monitoringParameters.monitoringId, monitoringId), inArray(monitoringParameters.id, parameterIds)));
  return removed.length;
}

/** The ids of the parameters of a site's reactors, or of one reactor's, removed ones included. */
async function parameterIdsUnder(db: Executor, monitoringId: string, where: { siteId?: string; reactorId?: string }): Promise<string[]> {
  const reactorIds = where.reactorId ? [where.reactorId] : (await listReactors(db, monitoringId, where.siteId ?? '')).map((reactor) => reactor.id);
  if (reactorIds.length === 0) return [];
  const rows = await db
    .select({ id: monitoringParameters.id })
    .from(monitoringParameters)
    .where(and(eq(monitoringParameters.monitoringId, monitoringId), inArray(monitoringParameters.reactorId, reactorIds)));
  return rows.map((row) => row.id);
}

/* ------------------------------------------------------------------ removals, each in one transaction */

/** Removes the site with its reactors, their parameters, devices and readings; answers the readings removed. */
export async function removeSite(db: Database, site: SiteRow): Promise<number> {
  return db.transaction(async (tx) => {
    const readings = await deleteParameters(tx, site.monitoringId, await parameterIdsUnder(tx, site.monitoringId, { siteId: site.id }));
    await deleteSite(tx, site);
    return readings;
  });
}

/** Removes the reactor with its parameters, devices and readings; answers the readings removed. */
export async function removeReactor(db: Database, reactor: ReactorRow): Promise<number> {
  return db.transaction(async (tx) => {
    const readings = await deleteParameters(tx, reactor.monitoringId, await parameterIdsUnder(tx, reactor.monitoringId, { reactorId: reactor.id }));
    await deleteReactor(tx, reactor);
    return readings;
  });
}
