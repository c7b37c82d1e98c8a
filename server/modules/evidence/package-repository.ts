import { and, asc, eq, gt, gte, inArray, isNotNull, lt, or, type SQL } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { type EvidenceArtefactRow, type EvidenceReviewRow, type EvidenceRow, evidenceArtefacts, evidenceRecords, evidenceReviews } from '@/server/db/schema';

/** What a package covers: a batch (its records), or a period (records of the period or of its batches). */
export interface EvidenceScope {
  monitoringId: string;
  batchIds: string[];
  /** A period: records dated in it, or whose own period meets it; absent for a batch alone. */
  period?: { from: Date; to: Date };
}

/** The evidence records of the scope, oldest first. */
export async function evidenceInScope(db: Executor, scope: EvidenceScope): Promise<EvidenceRow[]> {
  const reach: SQL[] = [];
  if (scope.batchIds.length > 0) reach.push(inArray(evidenceRecords.batchId, scope.batchIds));
  if (scope.period) {
    const { from, to } = scope.period;
    reach.push(and(gte(evidenceRecords.recordedAt, from), lt(evidenceRecords.recordedAt, to)) as SQL);
    reach.push(and(isNotNull(evidenceRecords.periodStart), lt(evidenceRecords.periodStart, to), gt(evidenceRecords.periodEnd, from)) as SQL);
  }
  if (reach.length === 0) return [];
  return db
    .select()
    .from(evidenceRecords)
    .where(and(eq(evidenceRecords.monitoringId, scope.monitoringId), or(...reach)))
    .orderBy(asc(evidenceRecords.recordedAt), asc(evidenceRecords.id));
}

/** Every review of the records, oldest first (the history, never edited). */
export async function reviewsOf(db: Executor, monitoringId: string, evidenceIds: readonly string[]): Promise<EvidenceReviewRow[]> {
  if (evidenceIds.length === 0) return [];
  return db
    .select()
    .from(evidenceReviews)
    .where(and(eq(evidenceReviews.monitoringId, monitoringId), inArray(evidenceReviews.evidenceId, [...evidenceIds])))
    .orderBy(asc(evidenceReviews.createdAt), asc(evidenceReviews.id));
}

/** Which artefacts the records hold. */
export async function attachmentsOf(db: Executor, monitoringId: string, evidenceIds: readonly string[]): Promise<EvidenceArtefactRow[]> {
  if (evidenceIds.length === 0) return [];
  return db
    .select()
    .from(evidenceArtefacts)
    .where(and(eq(evidenceArtefacts.monitoringId, monitoringId), inArray(evidenceArtefacts.evidenceId, [...evidenceIds])))
    .orderBy(asc(evidenceArtefacts.attachedAt));
}
