import type { Evidence, EvidenceReview } from '@/lib/schemas/monitoring-evidence';
import type { EvidenceArtefact } from '@/lib/schemas/monitoring-evidence-links';
import type { ArtefactFlagRow, ArtefactRow, EvidenceArtefactRow, EvidenceReviewRow, EvidenceRow } from '@/server/db/schema';

/* The evidence module's rows as the API serves them (snake_case, times as ISO text). */

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function toEvidence(row: EvidenceRow, artefactCount: number): Evidence {
  return {
    id: row.id,
    monitoring_id: row.monitoringId,
    kind: row.kind as Evidence['kind'],
    batch_id: row.batchId,
    reactor_id: row.reactorId,
    period_start: iso(row.periodStart),
    period_end: iso(row.periodEnd),
    recorded_at: row.recordedAt.toISOString(),
    figures: row.figures,
    notes: row.notes,
    review_state: row.reviewState,
    artefact_count: artefactCount,
    created_by: row.createdBy,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toReview(row: EvidenceReviewRow, people: Map<string, { name: string }>): EvidenceReview {
  const reviewer = row.reviewerId ? people.get(row.reviewerId) : undefined;
  return {
    id: row.id,
    evidence_id: row.evidenceId,
    verdict: row.verdict,
    comment: row.comment,
    reviewer: row.reviewerId ? { id: row.reviewerId, name: reviewer?.name ?? '' } : null,
    created_at: row.createdAt.toISOString(),
  };
}

export function toEvidenceArtefact(link: EvidenceArtefactRow, artefact: ArtefactRow, flags: ArtefactFlagRow[]): EvidenceArtefact {
  return {
    id: artefact.id,
    file_name: artefact.fileName,
    content_type: artefact.contentType,
    size: artefact.size,
    sha256: artefact.sha256,
    captured_at: iso(artefact.capturedAt),
    latitude: artefact.latitude,
    longitude: artefact.longitude,
    has_thumbnail: Boolean(artefact.thumbnailPath),
    flags: flags.filter((flag) => flag.artefactId === artefact.id).map((flag) => ({ kind: flag.kind, detail: flag.detail })),
    attached_at: link.attachedAt.toISOString(),
  };
}
