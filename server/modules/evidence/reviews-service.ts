import { evidenceHref } from '@/lib/page-routes/monitoring-evidence';
import type { EvidenceKind, EvidenceReviewInput } from '@/lib/schemas/monitoring-evidence';
import type { Database } from '@/server/db/client';
import type { EvidenceRow } from '@/server/db/schema';
import { evidenceRejectedMail } from '@/server/mail/evidence-mail';
import { recipientOf, type MailSender } from '@/server/mail/sender';
import { findPeople, type ProjectAccessContext } from '@/server/modules/projects/public';
import { auditEvidence, evidenceOrThrow, type Acting } from './records-service';
import { addReview, reviewsOf } from './reviews-repository';
import { toReview } from './records-map';
import { AUDIT_ACTIONS } from '@/lib/schemas/audit';

/**
 * Reviews: a verifier the owner invited marks a record approved, with issues, or rejected (with a
 * comment); reviews are only added, never edited, and the record's state is the latest verdict. A rejection mails the
 * project's owner in their language, the link opening the record.
 */
export function createReviewsService(db: Database, mail: MailSender) {
  async function tellOwner(context: ProjectAccessContext, record: EvidenceRow, reviewerName: string, comment: string) {
    const { project } = context;
    const link = mail.link(evidenceHref(project.id, record.id));
    const owner = (await findPeople(db, [project.ownerId])).get(project.ownerId);
    await mail.send('evidenceRejected', owner && recipientOf(owner), ({ language, name }) =>
      evidenceRejectedMail({ language, name, project: project.name, reviewer: reviewerName, kind: record.kind as EvidenceKind, recordedAt: record.recordedAt, comment, link }),
    );
  }

  return {
    async review(input: EvidenceReviewInput, context: ProjectAccessContext, acting: Acting) {
      const record = await evidenceOrThrow(db, input.evidence_id);
      const row = await addReview(db, record, { reviewerId: acting.caller.user.id, verdict: input.verdict, comment: input.comment });
      await auditEvidence(db, acting, AUDIT_ACTIONS.evidenceReviewed, record, { review_id: row.id, verdict: row.verdict, comment: row.comment });
      const people = await findPeople(db, [row.reviewerId]);
      if (row.verdict === 'rejected') await tellOwner(context, record, acting.caller.user.name, row.comment ?? '');
      return toReview(row, people);
    },

    async historyOf(record: EvidenceRow) {
      const rows = await reviewsOf(db, record);
      const people = await findPeople(
        db,
        rows.map((row) => row.reviewerId),
      );
      return rows.map((row) => toReview(row, people));
    },
  };
}
export type ReviewsService = ReturnType<typeof createReviewsService>;
