import { and, asc, eq } from 'drizzle-orm';
import type { ReviewVerdict } from '@/lib/schemas/monitoring-evidence';
import type { Executor } from '@/server/db/client';
import { evidenceRecords, evidenceReviews, type EvidenceReviewRow, type EvidenceRow } from '@/server/db/schema';

/*
 * Reviews of evidence (docs/requirements.md ): only ever added. The database refuses an update or a delete of
 * a review (trigger `monitoring_evidence_reviews_append_only`, migration's custom block); the record's
 * `review_state` follows the latest verdict, written in the same transaction.
 */

export async function addReview(
  db: Executor,
  record: Pick<EvidenceRow, 'monitoringId' | 'id'>,
  review: { reviewerId: string; verdict: ReviewVerdict; comment: string | null },
): Promise<EvidenceReviewRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(evidenceReviews)
      .values({ monitoringId: record.monitoringId, evidenceId: record.id, ...review })
      .returning();
    await tx
      .update(evidenceRecords)
      .set({ reviewState: review.verdict })
      .where(and(eq(evidenceRecords.monitoringId, record.monitoringId), eq(evidenceRecords.id, record.id)));
    return row;
  });
}

/** A record's reviews, oldest first. */
export async function reviewsOf(db: Executor, record: Pick<EvidenceRow, 'monitoringId' | 'id'>): Promise<EvidenceReviewRow[]> {
  return db
    .select()
    .from(evidenceReviews)
    .where(and(eq(evidenceReviews.monitoringId, record.monitoringId), eq(evidenceReviews.evidenceId, record.id)))
    .orderBy(asc(evidenceReviews.createdAt), asc(evidenceReviews.id));
}
