import { z } from 'zod';
import { uuidSchema } from './common';
import { evidenceKindSchema } from './monitoring-evidence';
import { ARTEFACT_CONTENT_TYPES, ARTEFACT_KINDS, DEFAULT_ARTEFACTS_PER_PAGE, MAX_ARTEFACTS_PER_PAGE } from './monitoring-artefact-constants';

/*
 * Evidence files of a monitoring (issue 22, requirements ): `/monitoring/artefacts` and
 * `/monitoring/mobile-upload-logs`. Every field is snake_case.
 */

export const ARTEFACT_FLAG_KINDS = ['outside_batch_time', 'far_from_site', 'duplicate', 'near_duplicate', 'no_capture_data'] as const;
export const UPLOAD_STEPS = ['received', 'hashed', 'exif_read', 'thumbnail_made', 'checks_run', 'attached'] as const;
export const ARTEFACT_STATES = ['received', 'processing', 'ready', 'failed'] as const;

const detailSchema = z.record(z.string(), z.unknown());
const booleanText = z.enum(['true', 'false']).transform((value) => value === 'true');

export const artefactFlagSchema = z
  .object({
    kind: z.enum(ARTEFACT_FLAG_KINDS),
    /** Its figures: hours outside, metres away, the first copy's id, the similar photo and the distance. */
    detail: detailSchema,
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'ArtefactFlag', description: 'What one check found on an evidence file (R-22.7)' });

export const artefactSchema = z
  .object({
    id: uuidSchema,
    monitoring_id: uuidSchema,
    file_name: z.string(),
    content_type: z.enum(ARTEFACT_CONTENT_TYPES),
    kind: z.enum(ARTEFACT_KINDS),
    size: z.number().int().min(0),
    sha256: z.string().regex(/^[0-9a-f]{64}$/),
    source: z.enum(['desktop', 'phone']),
    uploaded_by: uuidSchema.nullable(),
    /** The uploader's name, null when the file has no uploader or their account is gone. */
    uploader_name: z.string().nullable(),
    batch_id: uuidSchema.nullable(),
    evidence_kind: z.string().nullable(),
    state: z.enum(ARTEFACT_STATES),
    captured_at: z.iso.datetime().nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    has_capture_data: z.boolean().nullable(),
    has_thumbnail: z.boolean(),
    perceptual_hash: z.string().nullable(),
    created_at: z.iso.datetime(),
    processed_at: z.iso.datetime().nullable(),
    flags: z.array(artefactFlagSchema),
  })
  .meta({ id: 'Artefact', description: 'An evidence file: what the server computed and read from it, and its flags' });
export type Artefact = z.infer<typeof artefactSchema>;

export const artefactListSchema = z
  .object({
    items: z.array(artefactSchema),
    /** Pass as `before_id` for the next page; null on the last. */
    next_before_id: uuidSchema.nullable(),
  })
  .meta({ id: 'ArtefactList', description: 'A page of a monitoring’s evidence files, newest first' });
export type ArtefactList = z.infer<typeof artefactListSchema>;

export const artefactsQuerySchema = z
  .object({
    monitoring_id: uuidSchema.optional(),
    artefact_id: uuidSchema.optional(),
    /** With `artefact_id`: the file itself (`original`) or its thumbnail (`thumbnail`) instead of its metadata. */
    content: z.enum(['original', 'thumbnail']).optional(),
    batch_id: uuidSchema.optional(),
    kind: z.enum(ARTEFACT_KINDS).optional(),
    flagged: booleanText.optional(),
    before_id: uuidSchema.optional(),
    limit: z.coerce.number().int().min(1).max(MAX_ARTEFACTS_PER_PAGE).default(DEFAULT_ARTEFACTS_PER_PAGE),
  })
  .refine((query) => Boolean(query.monitoring_id) !== Boolean(query.artefact_id), {
    message: 'Name either monitoring_id (the list) or artefact_id (one file)',
    path: ['monitoring_id'],
  })
  .meta({ id: 'ArtefactsQuery', description: 'A monitoring’s evidence files (filtered), or one file’s metadata, bytes or thumbnail' });

/** The `data` part of an upload (multipart, with the file in `file`). */
export const uploadArtefactSchema = z
  .object({
    monitoring_id: uuidSchema,
    batch_id: uuidSchema.nullable().optional(),
    evidence_kind: evidenceKindSchema.nullable().optional(),
  })
  .meta({ id: 'UploadArtefact', description: 'Where an uploaded evidence file belongs' });

export const attachArtefactSchema = z
  .object({ artefact_id: uuidSchema, batch_id: uuidSchema.nullable() })
  .meta({ id: 'AttachArtefact', description: 'Tag an evidence file with a production batch (or none): its checks run again' });

export const uploadLogStepSchema = z
  .object({ step: z.enum(UPLOAD_STEPS), at: z.iso.datetime(), detail: detailSchema })
  .meta({ id: 'UploadLogStep', description: 'One processing step of an evidence file, with its time and what it found' });

export const uploadLogSchema = z
  .object({
    artefact_id: uuidSchema,
    file_name: z.string(),
    source: z.enum(['desktop', 'phone']),
    uploaded_by: uuidSchema.nullable(),
    state: z.enum(ARTEFACT_STATES),
    created_at: z.iso.datetime(),
    steps: z.array(uploadLogStepSchema),
  })
  .meta({ id: 'UploadLog', description: 'The processing log of one evidence file (R-22.21)' });

export const uploadLogListSchema = z
  .object({ items: z.array(uploadLogSchema), next_before_id: uuidSchema.nullable() })
  .meta({ id: 'UploadLogList', description: 'Processing logs, newest upload first' });
export type UploadLogList = z.infer<typeof uploadLogListSchema>;

export const uploadLogsQuerySchema = z
  .object({
    monitoring_id: uuidSchema,
    artefact_id: uuidSchema.optional(),
    /** Only the caller's own uploads. */
    mine: booleanText.optional(),
    before_id: uuidSchema.optional(),
    limit: z.coerce.number().int().min(1).max(MAX_ARTEFACTS_PER_PAGE).default(DEFAULT_ARTEFACTS_PER_PAGE),
  })
  .meta({ id: 'UploadLogsQuery', description: 'Whose processing logs to read' });
