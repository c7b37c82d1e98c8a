import { z } from 'zod';
import { uuidSchema } from './common';
import { EVIDENCE_KINDS, evidenceKindSchema, evidenceReviewSchema, evidenceSchema, MAX_ATTACH_AT_ONCE } from './monitoring-evidence';

/*
 * What an evidence record holds and what a batch still needs (docs/requirements.md ): its artefacts
 * (`/monitoring/evidences_artefacts`), its page (the record with artefacts and reviews), and a batch's checklist
 * against the project's methodology.
 */

export const METHODOLOGIES = ['ebc_c_sink', 'puro', 'isometric', 'rainbow'] as const;
export const methodologySchema = z.enum(METHODOLOGIES).meta({ id: 'EvidenceMethodology' });
export type Methodology = z.infer<typeof methodologySchema>;

export const ARTEFACT_FLAGS = ['outside_batch_time', 'far_from_site', 'duplicate', 'near_duplicate', 'no_capture_data'] as const;

export const evidenceArtefactSchema = z
  .object({
    id: uuidSchema,
    file_name: z.string(),
    content_type: z.string(),
    size: z.number().int().min(0),
    sha256: z.string(),
    captured_at: z.string().nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    has_thumbnail: z.boolean(),
    flags: z.array(z.object({ kind: z.enum(ARTEFACT_FLAGS), detail: z.record(z.string(), z.unknown()) })),
    attached_at: z.string(),
  })
  .meta({ id: 'EvidenceArtefact', description: 'An artefact attached to a record, with what the checks flagged on it' });
export type EvidenceArtefact = z.infer<typeof evidenceArtefactSchema>;

export const evidenceArtefactsQuerySchema = z.object({ evidence_id: uuidSchema }).meta({ id: 'EvidenceArtefactsQuery' });
export const evidenceArtefactsSchema = z.array(evidenceArtefactSchema).meta({ id: 'EvidenceArtefacts' });

export const attachArtefactsSchema = z
  .object({
    evidence_id: uuidSchema,
    artefact_ids: z
      .array(uuidSchema)
      .min(1, 'Name at least one artefact')
      .max(MAX_ATTACH_AT_ONCE, `At most ${MAX_ATTACH_AT_ONCE} artefacts at once`)
      .transform((ids) => [...new Set(ids)]),
  })
  .meta({ id: 'EvidenceAttach', description: 'Artefacts of the same monitoring to attach to a record (attaching again changes nothing)' });
export type AttachArtefacts = z.infer<typeof attachArtefactsSchema>;

export const detachArtefactSchema = z.object({ evidence_id: uuidSchema, artefact_id: uuidSchema }).meta({ id: 'EvidenceDetach' });
export type DetachArtefact = z.infer<typeof detachArtefactSchema>;

export const evidencePageSchema = z
  .object({
    record: evidenceSchema,
    artefacts: z.array(evidenceArtefactSchema),
    reviews: z.array(evidenceReviewSchema).describe('Every review, oldest first'),
    can_review: z.boolean().describe('True for a verifier the owner invited'),
    can_edit: z.boolean(),
    candidates: z
      .array(z.object({ id: uuidSchema, file_name: z.string(), captured_at: z.string().nullable(), batch_id: uuidSchema.nullable() }))
      .describe('For those who edit: the monitoring’s latest artefacts not attached yet (at most 100), to attach'),
  })
  .meta({ id: 'EvidencePage', description: 'A record with its artefacts and the history of its reviews' });
export type EvidencePage = z.infer<typeof evidencePageSchema>;

export const checklistQuerySchema = z.object({ monitoring_id: uuidSchema, batch_id: uuidSchema }).meta({ id: 'EvidenceChecklistQuery' });
export type ChecklistQuery = z.infer<typeof checklistQuerySchema>;

export const checklistItemSchema = z
  .object({
    kind: evidenceKindSchema,
    needed: z.number().int().min(1),
    counts: z
      .enum(['records', 'records_with_artefact', 'artefacts'])
      .describe('What counts toward the need: records of the kind, records with a clean artefact (a reading with its photo), or the clean artefacts themselves'),
    have: z.number().int().min(0).describe('Records (or artefacts) that count: not rejected, artefacts not flagged'),
    flagged: z.number().int().min(0).describe('Artefacts of these records that a check flagged: counted apart, never toward the need'),
    rejected: z.number().int().min(0).describe('Records a verifier rejected: counted apart'),
    met: z.boolean(),
    source: z.string().describe('Where the rule comes from'),
  })
  .meta({ id: 'EvidenceChecklistItem' });
export type ChecklistItem = z.infer<typeof checklistItemSchema>;

export const labFiguresSchema = z
  .object({ evidence_id: uuidSchema, c_org_pct: z.number(), h_c_org: z.number(), recorded_at: z.string() })
  .meta({ id: 'EvidenceLabFigures', description: 'The latest lab analysis of the batch, to read beside the computed KPIs' });

export const checklistSchema = z
  .object({
    batch_id: uuidSchema,
    methodology: methodologySchema,
    items: z.array(checklistItemSchema),
    complete: z.boolean().describe('Every requirement met'),
    missing: z.array(evidenceKindSchema).describe('The kinds whose need is not met'),
    lab: labFiguresSchema.nullable(),
  })
  .meta({ id: 'EvidenceChecklist', description: 'What a batch’s methodology asks for, what it has, and what a registry would refuse' });
export type Checklist = z.infer<typeof checklistSchema>;

/** The kinds, in the checklist's order (the list's). */
export const CHECKLIST_ORDER = EVIDENCE_KINDS;
