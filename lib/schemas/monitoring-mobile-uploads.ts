import { z } from 'zod';
import { uuidSchema } from './common';
import { evidenceKindSchema } from './monitoring-evidence';
import { MAX_MOBILE_UPLOAD_BYTES, MOBILE_UPLOAD_PART_BYTES } from './monitoring-mobile-upload-constants';

export { MAX_MOBILE_UPLOAD_BYTES, MOBILE_UPLOAD_PART_BYTES };

/*
 * Field uploads from a phone (`/monitoring/mobileuploads`, `/monitoring/mobileuploads_item`, docs/requirements.md
 * the phone makes each upload's id, declares the file, then sends its bytes in parts at the offset the server
 * says it holds; the last part makes the artefact, once. Every field is snake_case.
 */

export const MOBILE_UPLOAD_STATES = ['receiving', 'received', 'failed'] as const;
export type MobileUploadState = (typeof MOBILE_UPLOAD_STATES)[number];

/** `POST /monitoring/mobileuploads`: declare an upload under the phone's own id (sent again, the same upload). */
export const createMobileUploadSchema = z
  .strictObject({
    id: uuidSchema.describe('The id the phone made for this upload: sending it again never makes a second one'),
    monitoring_id: uuidSchema,
    file_name: z.string().trim().min(1, { error: 'file_name is required' }).max(255, { error: 'file_name is at most 255 characters' }),
    content_type: z.string().trim().min(1).max(100).describe('The type the phone declares; the bytes are checked against it'),
    size: z.number().int().min(1, { error: 'size must be at least 1 byte' }).max(MAX_MOBILE_UPLOAD_BYTES, { error: 'size is over the limit of 100 MB' }),
    batch_id: uuidSchema.nullable().optional(),
    evidence_kind: evidenceKindSchema.nullable().optional(),
  })
  .meta({ id: 'CreateMobileUpload' });
export type CreateMobileUpload = z.infer<typeof createMobileUploadSchema>;

export const mobileUploadSchema = z
  .object({
    id: uuidSchema,
    monitoring_id: uuidSchema,
    file_name: z.string(),
    content_type: z.string(),
    size: z.number().int(),
    received_bytes: z.number().int().describe('How many bytes the server holds: the offset of the next part'),
    batch_id: uuidSchema.nullable(),
    evidence_kind: z.string().nullable(),
    state: z.enum(MOBILE_UPLOAD_STATES),
    artefact_id: uuidSchema.nullable().describe('The artefact the completed upload became'),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
  })
  .meta({ id: 'MobileUpload', description: 'An upload from a phone and how far it got' });
export type MobileUpload = z.infer<typeof mobileUploadSchema>;

/** Where a phone may upload: a project's monitoring, with its batches to tag photos with. */
export const uploadTargetSchema = z
  .object({
    monitoring_id: uuidSchema,
    project_id: uuidSchema,
    project_name: z.string(),
    batches: z.array(z.object({ id: uuidSchema, code: z.string(), started_at: z.iso.datetime(), ended_at: z.iso.datetime().nullable() })),
  })
  .meta({ id: 'MobileUploadTarget' });
export type UploadTarget = z.infer<typeof uploadTargetSchema>;

export const mobileUploadListQuerySchema = z.strictObject({ monitoring_id: uuidSchema.optional() }).meta({ id: 'MobileUploadListQuery' });

export const mobileUploadListSchema = z
  .object({ uploads: z.array(mobileUploadSchema), targets: z.array(uploadTargetSchema) })
  .meta({ id: 'MobileUploadList', description: 'The caller’s own uploads, newest first, and where they may upload' });
export type MobileUploadList = z.infer<typeof mobileUploadListSchema>;

/** `GET /monitoring/mobileuploads_item?id=`: one of the caller's uploads (where to resume), with its processing log. */
export const mobileUploadItemSchema = mobileUploadSchema
  .extend({
    log: z.array(z.object({ step: z.string(), at: z.iso.datetime() })).describe('The processing steps of its artefact so far, oldest first (empty before it is complete)'),
  })
  .meta({ id: 'MobileUploadItem', description: 'An upload from a phone, how far it got, and its processing log' });
export type MobileUploadItem = z.infer<typeof mobileUploadItemSchema>;

export const mobileUploadItemQuerySchema = z.strictObject({ id: uuidSchema }).meta({ id: 'MobileUploadItemQuery' });

/** `PUT /monitoring/mobileuploads_item?id=&offset=`: a part's bytes (`application/octet-stream`) at that offset. */
export const mobileUploadPartQuerySchema = z
  .strictObject({
    id: uuidSchema,
    offset: z.coerce.number().int().min(0).max(MAX_MOBILE_UPLOAD_BYTES).describe('Where the part starts: must equal the bytes the server holds'),
  })
  .meta({ id: 'MobileUploadPartQuery' });
export type MobileUploadPartQuery = z.infer<typeof mobileUploadPartQuerySchema>;
