import { and, asc, desc, eq, gte, inArray, lt, or } from 'drizzle-orm';
import type { Database, Executor } from '@/server/db/client';
import { monitoringFormEntries, monitoringFormObservations, type FormEntryRow, type FormObservationRow } from '@/server/db/schema';

/* Monitoring forms as filled (migration 0016), and their observations (migration 0018). */

export async function findEntry(db: Executor, monitoringId: string, id: string): Promise<FormEntryRow | undefined> {
  const [row] = await db
    .select()
    .from(monitoringFormEntries)
    .where(and(eq(monitoringFormEntries.monitoringId, monitoringId), eq(monitoringFormEntries.id, id)));
  return row;
}

/** The form stored under this id or with this content (a form sent again under a new id: ). */
async function findSameEntry(db: Executor, monitoringId: string, id: string, contentHash: string): Promise<FormEntryRow | undefined> {
  const [row] = await db
    .select()
    .from(monitoringFormEntries)
    .where(and(eq(monitoringFormEntries.monitoringId, monitoringId), or(eq(monitoringFormEntries.id, id), eq(monitoringFormEntries.contentHash, contentHash))))
    .limit(1);
  return row;
}

/** A reactor's forms, the latest measured first. */
export async function listEntries(db: Executor, monitoringId: string, reactorId: string, limit: number): Promise<FormEntryRow[]> {
  return db
    .select()
    .from(monitoringFormEntries)
    .where(and(eq(monitoringFormEntries.monitoringId, monitoringId), eq(monitoringFormEntries.reactorId, reactorId)))
    .orderBy(desc(monitoringFormEntries.measuredAt))
    .limit(limit);
}

export interface NewObservation {
  parameterId: string;
  value: number;
}

/**
 * Stores a form and its observations in one transaction, once: when a form with the same id or the same content is
 * already stored (a second send, even at once), nothing is written and that form is answered. Observations are not
 * readings: no rollup, no live notice, no alarm.
 */
export async function insertEntryWithObservations(
  db: Database,
  entry: Omit<typeof monitoringFormEntries.$inferInsert, 'readingsStored'> & { contentHash: string },
  observations: NewObservation[],
): Promise<{ row: FormEntryRow; created: boolean }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(monitoringFormEntries)
      .values({ ...entry, readingsStored: observations.length })
      .onConflictDoNothing()
      .returning();
    if (!row) {
      const known = await findSameEntry(tx, entry.monitoringId, entry.id, entry.contentHash);
      if (!known) throw new Error('A form conflicted with none stored');
      return { row: known, created: false };
    }
    if (observations.length > 0) {
      await tx.insert(monitoringFormObservations).values(
        observations.map((observation) => ({
          monitoringId: entry.monitoringId,
          entryId: row.id,
          parameterId: observation.parameterId,
          time: entry.measuredAt,
          value: observation.value,
        })),
      );
    }
    return { row, created: true };
  });
}

/** The forms' observations of some parameters in [from, to), by time. */
export async function selectObservations(db: Executor, query: { monitoringId: string; parameterIds: string[]; from: Date; to: Date }): Promise<FormObservationRow[]> {
  if (query.parameterIds.length === 0) return [];
  const { monitoringId, parameterIds, from, to } = query;
  const table = monitoringFormObservations;
  return db
    .select()
    .from(table)
    .where(and(eq(table.monitoringId, monitoringId), inArray(table.parameterId, parameterIds), gte(table.time, from), lt(table.time, to)))
    .orderBy(asc(table.time));
}
