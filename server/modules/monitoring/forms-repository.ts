import { and, desc, eq } from 'drizzle-orm';
import type { Database, Executor } from '@/server/db/client';
import { monitoringFormEntries, type FormEntryRow } from '@/server/db/schema';
import { insertReadings, type NewReading } from './measurements-repository';

/* Monitoring forms as filled (migration 0016). */

export async function findEntry(db: Executor, monitoringId: string, id: string): Promise<FormEntryRow | undefined> {
  const [row] = await db
    .select()
    .from(monitoringFormEntries)
    .where(and(eq(monitoringFormEntries.monitoringId, monitoringId), eq(monitoringFormEntries.id, id)));
  return row;
}

async function insertEntry(db: Executor, entry: typeof monitoringFormEntries.$inferInsert): Promise<FormEntryRow> {
  const [row] = await db.insert(monitoringFormEntries).values(entry).returning();
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

/**
 * Stores a form and its readings in one transaction (the partitions of their months already exist): the entry keeps
 * how many readings were stored, none for those already there.
 */
export async function insertEntryWithReadings(
  db: Database,
  entry: Omit<typeof monitoringFormEntries.$inferInsert, 'readingsStored'> & { reactorId: string },
  readings: NewReading[],
): Promise<FormEntryRow> {
  return db.transaction(async (tx) => {
    const stored = await insertReadings(tx, { monitoringId: entry.monitoringId, reactorId: entry.reactorId, id: null }, readings);
    return insertEntry(tx, { ...entry, readingsStored: stored });
  });
}
