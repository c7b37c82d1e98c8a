import { z } from 'zod';
import { chainVerificationSchema } from './audit';
import { paginationQuerySchema, uuidSchema } from './common';
import { instantSchema } from './monitoring-data';

/*
 * The monitoring trail, the check of the stored files and the verifier package (issue 22 items 8 and 9,
 * docs/requirements.md R-22). Every field is snake_case.
 */

/** The target type of every monitoring event on the audit chain: one chain per monitoring. */
export const MONITORING_TARGET = 'monitoring';

/** The longest period a package may cover (a year and a day). */
export const MAX_PACKAGE_DAYS = 366;

export const trailQuerySchema = paginationQuerySchema
  .extend({ monitoring_id: uuidSchema })
  .meta({ id: 'MonitoringTrailQuery', description: 'A monitoring, and the page of its trail' });
export type TrailQuery = z.infer<typeof trailQuerySchema>;

export const trailEntrySchema = z
  .object({
    seq: z.number().int().positive(),
    action: z.string().describe('artefact.received, evidence.created, evidence.reviewed, batch.opened…'),
    actor_id: z.string().nullable(),
    actor_name: z.string().describe('The name of the user who acted, empty when unknown'),
    details: z.record(z.string(), z.unknown()),
    created_at: z.string(),
    prev_hash: z.string().nullable(),
    hash: z.string().nullable(),
  })
  .meta({ id: 'MonitoringTrailEntry', description: 'One entry of the monitoring trail' });
export type TrailEntry = z.infer<typeof trailEntrySchema>;

export const anchorStatusSchema = z
  .object({
    seq: z.number().int().positive().describe('The entry the anchor names'),
    hash: z.string(),
    anchored_at: z.string(),
    key_id: z.string().describe('The first 16 hex digits of the SHA-256 of the signing key’s public key (DER)'),
  })
  .meta({ id: 'MonitoringTrailAnchor', description: 'The latest signed anchor of the trail, kept outside the database' });

export const monitoringTrailSchema = z
  .object({
    monitoring_id: uuidSchema,
    items: z.array(trailEntrySchema),
    total: z.number().int().nonnegative(),
    page: z.number().int().positive(),
    page_size: z.number().int().positive(),
    verification: chainVerificationSchema,
    anchor: anchorStatusSchema.nullable().describe('null while the trail has never been anchored'),
  })
  .meta({ id: 'MonitoringTrail', description: 'A monitoring’s trail, oldest first, with the chain’s verification and its anchoring' });
export type MonitoringTrail = z.infer<typeof monitoringTrailSchema>;

export const FILE_STATES = ['intact', 'altered', 'missing'] as const;
export type FileState = (typeof FILE_STATES)[number];

export const verifyFilesQuerySchema = z.object({ monitoring_id: uuidSchema }).meta({ id: 'VerifyFilesQuery' });
export type VerifyFilesQuery = z.infer<typeof verifyFilesQuerySchema>;

export const fileCheckSchema = z
  .object({
    artefact_id: uuidSchema,
    file_name: z.string(),
    size: z.number().int().nonnegative(),
    expected_sha256: z.string().describe('The SHA-256 the server computed on arrival'),
    actual_sha256: z.string().nullable().describe('The SHA-256 of the bytes in storage now; null when the file is gone'),
    state: z.enum(FILE_STATES),
  })
  .meta({ id: 'FileCheck', description: 'One stored file, hashed again' });
export type FileCheck = z.infer<typeof fileCheckSchema>;

export const verifyFilesSchema = z
  .object({
    monitoring_id: uuidSchema,
    checked_at: z.string(),
    files: z.array(fileCheckSchema),
    intact: z.number().int().nonnegative(),
    altered: z.number().int().nonnegative(),
    missing: z.number().int().nonnegative(),
  })
  .meta({ id: 'VerifyFiles', description: 'Every artefact of the monitoring hashed again from storage' });
export type VerifyFiles = z.infer<typeof verifyFilesSchema>;

/** A batch, or a period (from, to): exactly one of the two. */
export const packageQuerySchema = z
  .object({
    monitoring_id: uuidSchema,
    batch_id: uuidSchema.optional().describe('The batch to package'),
    from: instantSchema.optional().describe('Start of the period to package (included), with `to`'),
    to: instantSchema.optional().describe('End of the period (excluded)'),
  })
  .refine((value) => Boolean(value.batch_id) !== Boolean(value.from || value.to), {
    message: 'Name a batch (batch_id) or a period (from and to), not both',
    path: ['batch_id'],
  })
  .refine((value) => value.batch_id || (value.from && value.to), { message: 'A period needs both from and to', path: ['to'] })
  .refine((value) => !value.from || !value.to || Date.parse(value.from) < Date.parse(value.to), { message: 'from must be before to', path: ['to'] })
  .refine((value) => !value.from || !value.to || Date.parse(value.to) - Date.parse(value.from) <= MAX_PACKAGE_DAYS * 86_400_000, {
    message: `A package covers at most ${MAX_PACKAGE_DAYS} days`,
    path: ['to'],
  })
  .meta({ id: 'PackageQuery', description: 'What to package: a batch, or a period' });
export type PackageQuery = z.infer<typeof packageQuerySchema>;

export const packageEstimateSchema = z
  .object({
    monitoring_id: uuidSchema,
    file_name: z.string().describe('The name the ZIP will be downloaded under'),
    files: z.number().int().nonnegative().describe('Photos and documents in the package'),
    estimated_bytes: z.number().int().nonnegative().describe('About what the ZIP will weigh: the files, plus the readings, records and report'),
  })
  .meta({ id: 'PackageEstimate', description: 'What a package will hold, before it is made: for the progress bar' });
export type PackageEstimate = z.infer<typeof packageEstimateSchema>;

/** One file of the package, as the manifest lists it. */
export const manifestEntrySchema = z
  .object({ path: z.string(), size: z.number().int().nonnegative(), sha256: z.string().regex(/^[0-9a-f]{64}$/) })
  .meta({ id: 'PackageManifestEntry' });
export type ManifestEntry = z.infer<typeof manifestEntrySchema>;

export const MANIFEST_FORMAT = 'gw-verifier-package-v1';

export const manifestSchema = z
  .object({
    format: z.literal(MANIFEST_FORMAT),
    monitoring_id: uuidSchema,
    project_name: z.string(),
    scope: z.object({ batch_id: z.string().nullable(), batch_code: z.string().nullable(), from: z.string(), to: z.string() }),
    created_at: z.string(),
    key_id: z.string().describe('The key that signed manifest.json (manifest.json.sig, Ed25519)'),
    files: z.array(manifestEntrySchema),
  })
  .meta({ id: 'PackageManifest', description: 'manifest.json: every file of the package with its size and SHA-256' });
export type Manifest = z.infer<typeof manifestSchema>;
