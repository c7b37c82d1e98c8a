import { z } from 'zod';
import { optionalText, requiredText, uuidSchema } from './common';
import { CONTAMINANT_GROUPS, CONTAMINANT_UNITS, EVIDENCE_KINDS, REVIEW_STATES, REVIEW_VERDICTS } from './monitoring-evidence-constants';

export { CONTAMINANT_GROUPS, CONTAMINANT_UNITS, EVIDENCE_KINDS, REVIEW_STATES, REVIEW_VERDICTS };

/*
 * Evidence records of a production (issue 22, docs/requirements.md ): a typed record tied to a batch,
 * a period or a reactor, with its figures by kind and the artefacts that prove it (`/monitoring/evidences`,
 * `/monitoring/evidences_artefacts`). Every field is snake_case.
 */

export const evidenceKindSchema = z.enum(EVIDENCE_KINDS).meta({ id: 'EvidenceKind' });
export type EvidenceKind = z.infer<typeof evidenceKindSchema>;

export const reviewVerdictSchema = z.enum(REVIEW_VERDICTS).meta({ id: 'EvidenceReviewVerdict' });
export type ReviewVerdict = z.infer<typeof reviewVerdictSchema>;
export const reviewStateSchema = z.enum(REVIEW_STATES).meta({ id: 'EvidenceReviewState' });
export type ReviewState = z.infer<typeof reviewStateSchema>;

/** The largest comment of a review, and of a record's notes. */
export const MAX_REVIEW_COMMENT = 2_000;
export const MAX_EVIDENCE_NOTES = 2_000;
/** Most artefacts attached in one call. */
export const MAX_ATTACH_AT_ONCE = 50;

const percent = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, `${label} is at least 0 %`)
    .max(100, `${label} is at most 100 %`);
const positive = (label: string) => z.number({ error: `${label} must be a number` }).min(0, `${label} cannot be negative`);
const time = z.iso.datetime({ offset: true, error: 'Expected a date and time (ISO 8601)' });

const contaminantSchema = z
  .object({
    name: requiredText('Contaminant', 80).describe('What was measured: “EBC-PAH (16)”, “Pb”, “Cd”…'),
    group: z.enum(CONTAMINANT_GROUPS).describe('PAHs, heavy metals, or other'),
    value: positive('Contaminant content'),
    unit: z.enum(CONTAMINANT_UNITS),
  })
  .meta({ id: 'EvidenceContaminant' });

/** Each kind's figures: what a verifier reads on the record, validated on every create and update. */
export const EVIDENCE_FIGURES = {
  kiln_run_photo: z
    .object({ stage: z.enum(['loading', 'ignition', 'full_run', 'end']).optional().describe('Which moment of the run the photos show') })
    .strict()
    .meta({ id: 'KilnRunPhotoFigures' }),
  moisture_reading: z
    .object({ moisture_pct: percent('Moisture'), material: z.enum(['feedstock', 'biochar']).default('feedstock') })
    .strict()
    .meta({ id: 'MoistureReadingFigures' }),
  quenching: z
    .object({ medium: z.enum(['water', 'soil', 'air_tight']).describe('How the run was quenched'), water_l: positive('Water').optional() })
    .strict()
    .meta({ id: 'QuenchingFigures' }),
  kiln_serial: z
    .object({ serial: requiredText('Serial or QR text', 200).describe('The kiln’s serial number or its QR code’s text') })
    .strict()
    .meta({ id: 'KilnSerialFigures' }),
  lab_analysis: z
    .object({
      laboratory: requiredText('Laboratory', 120),
      sample_id: requiredText('Sample', 80).optional(),
      c_org_pct: percent('C_org').describe('Organic carbon, % of dry mass'),
      h_c_org: z.number({ error: 'H/C_org must be a number' }).min(0, 'H/C_org cannot be negative').max(2, 'H/C_org is at most 2').describe('Molar H/C_org ratio'),
      contaminants: z.array(contaminantSchema).max(100).default([]).describe('PAHs and heavy metals, each with its unit'),
    })
    .strict()
    .meta({ id: 'LabAnalysisFigures' }),
  sampling_record: z
    .object({
      sampled_at: time,
      sampler: requiredText('Sampler', 120),
      sample_id: requiredText('Sample', 80),
      mass_g: positive('Sample mass').optional(),
    })
    .strict()
    .meta({ id: 'SamplingRecordFigures' }),
  application_site: z
    .object({
      latitude: z.number({ error: 'Latitude must be a number' }).min(-90).max(90),
      longitude: z.number({ error: 'Longitude must be a number' }).min(-180).max(180),
      area_ha: positive('Area').optional(),
    })
    .strict()
    .meta({ id: 'ApplicationSiteFigures' }),
  delivery_note: z
    .object({ quantity_t: z.number({ error: 'Quantity must be a number' }).positive('Quantity must be above 0'), recipient: requiredText('Recipient', 120).optional() })
    .strict()
    .meta({ id: 'DeliveryNoteFigures' }),
} as const satisfies Record<EvidenceKind, z.ZodType>;
export type EvidenceFigures<Kind extends EvidenceKind = EvidenceKind> = z.infer<(typeof EVIDENCE_FIGURES)[Kind]>;

/** What a record is tied to: a batch, a period, or a reactor (at least one; a period has both ends, in order). */
const tieFields = {
  batch_id: uuidSchema.nullable().default(null),
  reactor_id: uuidSchema.nullable().default(null),
  period_start: time.nullable().default(null),
  period_end: time.nullable().default(null),
};
const recordFields = { recorded_at: time.describe('When the evidence was taken'), notes: optionalText('Notes', MAX_EVIDENCE_NOTES).default(null) };

function byKind<Extra extends z.ZodRawShape>(extra: Extra) {
  const options = EVIDENCE_KINDS.map((kind) => z.object({ ...extra, kind: z.literal(kind), figures: EVIDENCE_FIGURES[kind] }));
  return z.discriminatedUnion('kind', options as unknown as [(typeof options)[number], ...(typeof options)[number][]], {
    error: `Expected a kind of evidence: ${EVIDENCE_KINDS.join(', ')}`,
  });
}

function tied<Input extends { batch_id: string | null; reactor_id: string | null; period_start: string | null; period_end: string | null }>(value: Input, ctx: z.RefinementCtx) {
  if (!value.batch_id && !value.reactor_id && !value.period_start)
    ctx.addIssue({ code: 'custom', message: 'Tie the record to a batch, a reactor or a period', path: ['batch_id'] });
  if (Boolean(value.period_start) !== Boolean(value.period_end)) ctx.addIssue({ code: 'custom', message: 'A period needs its start and its end', path: ['period_end'] });
  if (value.period_start && value.period_end && Date.parse(value.period_end) <= Date.parse(value.period_start))
    ctx.addIssue({ code: 'custom', message: 'The period ends after it starts', path: ['period_end'] });
}

export const evidenceCreateSchema = byKind({ monitoring_id: uuidSchema, ...tieFields, ...recordFields })
  .superRefine(tied)
  .meta({ id: 'EvidenceCreate', description: 'A new evidence record: its kind, what it is tied to, and its figures' });
export type EvidenceCreate = z.infer<typeof evidenceCreateSchema>;

export const evidenceUpdateSchema = byKind({ evidence_id: uuidSchema, ...tieFields, ...recordFields })
  .superRefine(tied)
  .meta({ id: 'EvidenceUpdate', description: 'The record as it should read (its kind cannot change)' });
export type EvidenceUpdate = z.infer<typeof evidenceUpdateSchema>;

export const evidenceRefSchema = z.object({ evidence_id: uuidSchema }).meta({ id: 'EvidenceRef' });
export type EvidenceRef = z.infer<typeof evidenceRefSchema>;

export const evidenceListQuerySchema = z
  .object({
    monitoring_id: uuidSchema,
    batch_id: uuidSchema.optional(),
    reactor_id: uuidSchema.optional(),
    kind: evidenceKindSchema.optional(),
    from: time.optional().describe('Records taken at or after'),
    to: time.optional().describe('Records taken before'),
  })
  .meta({ id: 'EvidenceListQuery' });
export type EvidenceListQuery = z.infer<typeof evidenceListQuerySchema>;

export const evidenceRecordQuerySchema = z.object({ evidence_id: uuidSchema }).meta({ id: 'EvidenceRecordQuery' });

export const evidenceSchema = z
  .object({
    id: uuidSchema,
    monitoring_id: uuidSchema,
    kind: evidenceKindSchema,
    batch_id: uuidSchema.nullable(),
    reactor_id: uuidSchema.nullable(),
    period_start: z.string().nullable(),
    period_end: z.string().nullable(),
    recorded_at: z.string(),
    figures: z.record(z.string(), z.unknown()).describe('By kind: see the *Figures schemas'),
    notes: z.string().nullable(),
    review_state: reviewStateSchema.describe('The latest review’s verdict; pending until a verifier reviews the record'),
    artefact_count: z.number().int().min(0),
    created_by: uuidSchema.nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Evidence' });
export type Evidence = z.infer<typeof evidenceSchema>;

export const evidenceListSchema = z.array(evidenceSchema).meta({ id: 'EvidenceList' });

export const evidenceReviewSchema = z
  .object({
    id: uuidSchema,
    evidence_id: uuidSchema,
    verdict: reviewVerdictSchema,
    comment: z.string().nullable(),
    reviewer: z.object({ id: uuidSchema, name: z.string() }).nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'EvidenceReview', description: 'A verifier’s review: never edited, never removed' });
export type EvidenceReview = z.infer<typeof evidenceReviewSchema>;

export const evidenceReviewInputSchema = z
  .object({ evidence_id: uuidSchema, verdict: reviewVerdictSchema, comment: optionalText('Comment', MAX_REVIEW_COMMENT).default(null) })
  .superRefine((value, ctx) => {
    if (value.verdict !== 'approved' && !value.comment) ctx.addIssue({ code: 'custom', message: 'Say what is wrong: a comment is needed', path: ['comment'] });
  })
  .meta({ id: 'EvidenceReviewInput', description: 'A verdict on a record; a record with issues or rejected needs a comment' });
export type EvidenceReviewInput = z.infer<typeof evidenceReviewInputSchema>;

export const evidenceDeletedSchema = z.object({ evidence_id: uuidSchema, deleted: z.literal(true) }).meta({ id: 'EvidenceDeleted' });
