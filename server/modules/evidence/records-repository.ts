import { and, asc, count, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { EvidenceKind } from '@/lib/schemas/monitoring-evidence';
import type { Executor } from '@/server/db/client';
import { evidenceArtefacts, evidenceRecords, evidenceReviews, type EvidenceArtefactRow, type EvidenceRow } from '@/server/db/schema';

/* The evidence records and the artefacts they hold (docs/requirements.md ). */

export type EvidenceValues = Pick<EvidenceRow, 'batchId' | 'reactorId' | 'periodStart' | 'periodEnd' | 'recordedAt' | 'figures' | 'notes'>;

export async function findEvidence(db: Executor, id: string): Promise<EvidenceRow | undefined> {
  const [row] = await db.select().from(evidenceRecords).where(eq(evidenceRecords.id, id)).limit(1);
  return row;
}

export async function insertEvidence(db: Executor, values: EvidenceValues & { monitoringId: string; kind: EvidenceKind; createdBy: string }): Promise<EvidenceRow> {
  const [row] = await db.insert(evidenceRecords).values(values).returning();
  return row;
}

/** Writes the record unless a verifier approved it meanwhile (undefined then); a change after issues or a rejection waits for review again. */
export async function updateEvidence(db: Executor, record: Pick<EvidenceRow, 'monitoringId' | 'id'>, values: EvidenceValues): Promise<EvidenceRow | undefined> {
  const [row] = await db
    .update(evidenceRecords)
    .set({ ...values, reviewState: 'pending', updatedAt: new Date() })
    .where(and(eq(evidenceRecords.monitoringId, record.monitoringId), eq(evidenceRecords.id, record.id), inArray(evidenceRecords.reviewState, ['pending', 'issues', 'rejected'])))
    .returning();
  return row;
}

/** Removes the record unless it was ever reviewed (false then). */
export async function deleteUnreviewed(db: Executor, record: Pick<EvidenceRow, 'monitoringId' | 'id'>): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [reviewed] = await tx
      .select({ n: count() })
      .from(evidenceReviews)
      .where(and(eq(evidenceReviews.monitoringId, record.monitoringId), eq(evidenceReviews.evidenceId, record.id)));
    if (reviewed.n > 0) return false;
    const removed = await tx
      .delete(evidenceRecords)
      .where(and(eq(evidenceRecords.monitoringId, record.monitoringId), eq(evidenceRecords.id, record.id), eq(evidenceRecords.reviewState, 'pending')))
      .returning({ id: evidenceRecords.id });
    return removed.length > 0;
  });
}

export interface EvidenceFilter {
  batchId?: string;
  reactorId?: string;
  kind?: EvidenceKind;
  from?: Date;
  to?: Date;
}

export async function listEvidence(db: Executor, monitoringId: string, filter: EvidenceFilter): Promise<EvidenceRow[]> {
  const where: SQL[] = [eq(evidenceRecords.monitoringId, monitoringId)];
  if (filter.batchId) where.push(eq(evidenceRecords.batchId, filter.batchId));
  if (filter.reactorId) where.push(eq(evidenceRecords.reactorId, filter.reactorId));
  if (filter.kind) where.push(eq(evidenceRecords.kind, filter.kind));
  if (filter.from) where.push(gte(evidenceRecords.recordedAt, filter.from));
  if (filter.to) where.push(lt(evidenceRecords.recordedAt, filter.to));
  return db
    .select()
    .from(evidenceRecords)
    .where(and(...where))
    .orderBy(asc(evidenceRecords.recordedAt), asc(evidenceRecords.createdAt))
    .limit(2_000);
}

/** How many artefacts each record holds. */
export async function artefactCounts(db: Executor, monitoringId: string, evidenceIds: string[]): Promise<Map<string, number>> {
  if (evidenceIds.length === 0) return new Map();
  const rows = await db
    .select({ evidenceId: evidenceArtefacts.evidenceId, n: count() })
    .from(evidenceArtefacts)
    .where(and(eq(evidenceArtefacts.monitoringId, monitoringId), inArray(evidenceArtefacts.evidenceId, evidenceIds)))
    .groupBy(evidenceArtefacts.evidenceId);
  return new Map(rows.map((row) => [row.evidenceId, row.n]));
}

export async function linksOf(db: Executor, monitoringId: string, evidenceIds: string[]): Promise<EvidenceArtefactRow[]> {
  if (evidenceIds.length === 0) return [];
  return db
    .select()
    .from(evidenceArtefacts)
    .where(and(eq(evidenceArtefacts.monitoringId, monitoringId), inArray(evidenceArtefacts.evidenceId, evidenceIds)))
    .orderBy(asc(evidenceArtefacts.attachedAt));
}

/** Attaches the artefacts (again: nothing changes); answers the ids newly attached. */
export async function attachLinks(db: Executor, record: Pick<EvidenceRow, 'monitoringId' | 'id'>, artefactIds: string[], attachedBy: string): Promise<string[]> {
  const rows = await db
    .insert(evidenceArtefacts)
    .values(artefactIds.map((artefactId) => ({ monitoringId: record.monitoringId, evidenceId: record.id, artefactId, attachedBy })))
    .onConflictDoNothing()
    .returning({ artefactId: evidenceArtefacts.artefactId });
  return rows.map((row) => row.artefactId);
}

export async function detachLink(db: Executor, record: Pick<EvidenceRow, 'monitoringId' | 'id'>, artefactId: string): Promise<boolean> {
  const rows = await db
    .delete(evidenceArtefacts)
    .where(and(eq(evidenceArtefacts.monitoringId, record.monitoringId), eq(evidenceArtefacts.evidenceId, record.id), eq(evidenceArtefacts.artefactId, artefactId)))
    .returning({ artefactId: evidenceArtefacts.artefactId });
  return rows.length > 0;
}
