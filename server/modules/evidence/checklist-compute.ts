import type { EvidenceKind, ReviewState } from '@/lib/schemas/monitoring-evidence';
import type { ChecklistItem } from '@/lib/schemas/monitoring-evidence-links';
import type { Requirement } from './methodology';

/** A record of the batch, as the checklist counts it. */
export interface CountedRecord {
  id: string;
  kind: EvidenceKind;
  reviewState: ReviewState;
}

/** An artefact attached to a record, and whether any check flagged it. */
export interface CountedArtefact {
  evidenceId: string;
  artefactId: string;
  flagged: boolean;
}

/**
 * A batch's checklist: for each requirement, what counts toward it — records not rejected, and of their
 * artefacts only those no check flagged — with flagged artefacts and rejected records counted apart, so that the
 * operator sees what a registry would refuse.
 */
export function computeChecklist(rules: readonly Requirement[], records: readonly CountedRecord[], artefacts: readonly CountedArtefact[]): ChecklistItem[] {
  const byRecord = new Map<string, CountedArtefact[]>();
  for (const artefact of artefacts) byRecord.set(artefact.evidenceId, [...(byRecord.get(artefact.evidenceId) ?? []), artefact]);
  return rules.map((rule) => {
    const ofKind = records.filter((record) => record.kind === rule.kind);
    const standing = ofKind.filter((record) => record.reviewState !== 'rejected');
    const attached = ofKind.flatMap((record) => byRecord.get(record.id) ?? []);
    const clean = (record: CountedRecord) => (byRecord.get(record.id) ?? []).filter((artefact) => !artefact.flagged);
    let have: number;
    if (rule.counts === 'records') have = standing.length;
    else if (rule.counts === 'records_with_artefact') have = standing.filter((record) => clean(record).length > 0).length;
    else have = new Set(standing.flatMap((record) => clean(record).map((artefact) => artefact.artefactId))).size;
    return {
      kind: rule.kind,
      needed: rule.needed,
      counts: rule.counts,
      have,
      flagged: new Set(attached.filter((artefact) => artefact.flagged).map((artefact) => artefact.artefactId)).size,
      rejected: ofKind.length - standing.length,
      met: have >= rule.needed,
      source: rule.source,
    };
  });
}
