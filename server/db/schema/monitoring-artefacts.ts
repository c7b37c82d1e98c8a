import { bigint, boolean, doublePrecision, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The files that prove a plant's production (issue 22, docs/requirements.md R-22): photos, PDFs and lab CSVs, from
 * the desktop or from a phone, with what processing read from them, the checks' flags and each upload's log. Carries
 * `monitoring_id`, the distribution column.
 */
export const monitoringArtefacts = pgTable(
  'monitoring_artefacts',
  {
    monitoringId: uuid('monitoring_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    source: text('source').$type<'desktop' | 'phone'>().notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    /** SHA-256 of the bytes, computed by the server on arrival. */
    sha256: text('sha256').notNull(),
    storagePath: text('storage_path').notNull(),
    /** The batch and evidence type the uploader tagged it with (a phone's tags), if any. */
    batchId: uuid('batch_id'),
    evidenceKind: text('evidence_kind'),
    state: text('state').$type<'received' | 'processing' | 'ready' | 'failed'>().notNull().default('received'),
    /** From the photo's EXIF, when it has them. */
    capturedAt: timestamp('captured_at', { withTimezone: true }),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    hasCaptureData: boolean('has_capture_data'),
    thumbnailPath: text('thumbnail_path'),
    /** A 64-bit perceptual hash of a photo, as 16 hex digits. */
    perceptualHash: text('perceptual_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ name: 'monitoring_artefacts_pkey', columns: [table.monitoringId, table.id] }),
    index('monitoring_artefacts_id_idx').on(table.id),
    // The duplicate look-up: an exact match on (monitoring, hash) whose first entry in index order is the
    // first copy, so the look-up reads one index entry, no sort and (once vacuumed) no table page.
    index('monitoring_artefacts_sha_idx').on(table.monitoringId, table.sha256, table.createdAt, table.id),
    index('monitoring_artefacts_batch_idx').on(table.monitoringId, table.batchId),
    index('monitoring_artefacts_uploader_idx').on(table.monitoringId, table.uploadedBy, table.createdAt),
  ],
);
export type ArtefactRow = typeof monitoringArtefacts.$inferSelect;

export const ARTEFACT_FLAG_KINDS = ['outside_batch_time', 'far_from_site', 'duplicate', 'near_duplicate', 'no_capture_data'] as const;
export type ArtefactFlagKind = (typeof ARTEFACT_FLAG_KINDS)[number];

/** What a check found on an artefact: one row per kind, with its figures (hours outside, metres away, the first copy). */
export const artefactFlags = pgTable(
  'monitoring_artefact_flags',
  {
    monitoringId: uuid('monitoring_id').notNull(),
    artefactId: uuid('artefact_id').notNull(),
    kind: text('kind').$type<ArtefactFlagKind>().notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ name: 'monitoring_artefact_flags_pkey', columns: [table.monitoringId, table.artefactId, table.kind] })],
);
export type ArtefactFlagRow = typeof artefactFlags.$inferSelect;

/**
 * An upload from a phone, under the id the phone made: sent again, it is the same upload (stored once). Large files
 * arrive in parts; `received_bytes` says where to resume.
 */
export const mobileUploads = pgTable(
  'monitoring_mobile_uploads',
  {
    monitoringId: uuid('monitoring_id').notNull(),
    id: uuid('id').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    receivedBytes: bigint('received_bytes', { mode: 'number' }).notNull().default(0),
    batchId: uuid('batch_id'),
    evidenceKind: text('evidence_kind'),
    state: text('state').$type<'receiving' | 'received' | 'failed'>().notNull().default('receiving'),
    artefactId: uuid('artefact_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'monitoring_mobile_uploads_pkey', columns: [table.monitoringId, table.id] }),
    index('monitoring_mobile_uploads_id_idx').on(table.id),
    index('monitoring_mobile_uploads_uploader_idx').on(table.monitoringId, table.uploadedBy, table.createdAt),
  ],
);
export type MobileUploadRow = typeof mobileUploads.$inferSelect;

export const UPLOAD_STEPS = ['received', 'hashed', 'exif_read', 'thumbnail_made', 'checks_run', 'attached'] as const;
export type UploadStep = (typeof UPLOAD_STEPS)[number];

/** The processing log of an artefact: each step once, with its time and what it found. */
export const artefactLogSteps = pgTable(
  'monitoring_artefact_log',
  {
    monitoringId: uuid('monitoring_id').notNull(),
    artefactId: uuid('artefact_id').notNull(),
    step: text('step').$type<UploadStep>().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
  },
  (table) => [primaryKey({ name: 'monitoring_artefact_log_pkey', columns: [table.monitoringId, table.artefactId, table.step] })],
);
export type ArtefactLogStepRow = typeof artefactLogSteps.$inferSelect;
