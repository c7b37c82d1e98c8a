import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { monitoringFormEntries, type FormEntryRow } from '@/server/db/schema';

/* Monitoring forms as filled (migration 0016). */

export async function findEntry(db: Executor, monitoringId: string, id: string): Promise<FormEntryRow | undefined> {
  const [row] = await db.select().from(monitoringFormEntries).where(and(eq(monitoringFormEntries.monitoringId, monitoringId), eq(monitoringFormEntries.id, id)));
  return row;
}

export async function insertEntry(db: Executor, entry: typeof monitoringFormEntries.$inferInsert): Promise<FormEntryRow> {
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
