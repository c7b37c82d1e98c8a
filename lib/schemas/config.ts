import { z } from 'zod';

/** The label every configuration entry is read with (seed section 9). */
export const CONFIGURATION_LABEL = 'prd';

/** Keys Groundwork reads: letters, digits and `.`, `:`, `_`, `-`, `/` (no filter wildcards or separators). */
export const configurationKeySchema = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9.:_/-]{0,255}$/, 'A configuration key has 1 to 256 letters, digits, ".", ":", "_", "-" or "/"');

export const configurationKeysSchema = z.array(configurationKeySchema);

/** Limits of the configuration service's snapshots (seed section 9). */
export const SNAPSHOT_LIMITS = {
  minFilters: 1,
  maxFilters: 3,
  maxNameLength: 256,
  minRetentionSeconds: 3600,
  maxRetentionSeconds: 7_776_000,
} as const;

export const SNAPSHOT_STATUSES = ['provisioning', 'ready', 'archived', 'failed'] as const;
export const snapshotStatusSchema = z.enum(SNAPSHOT_STATUSES);
export type SnapshotStatus = z.infer<typeof snapshotStatusSchema>;

/** The fields of a snapshot, named as the seed and the service's REST API name them. */
export const SNAPSHOT_FIELDS = ['name', 'status', 'filters', 'composition_type', 'created', 'expires', 'retention_period', 'size', 'items_count', 'tags', 'etag'] as const;
export const snapshotFieldSchema = z.enum(SNAPSHOT_FIELDS);
export type SnapshotField = z.infer<typeof snapshotFieldSchema>;

export const snapshotNameSchema = z
  .string()
  .min(1, 'A snapshot name cannot be empty')
  .max(SNAPSHOT_LIMITS.maxNameLength, `A snapshot name has at most ${SNAPSHOT_LIMITS.maxNameLength} characters`);

export const snapshotFilterSchema = z.object({
  key: z.string().min(1),
  label: z.string().optional(),
  tags: z.array(z.string()).optional(),
});

export const snapshotFiltersSchema = z
  .array(snapshotFilterSchema)
  .min(SNAPSHOT_LIMITS.minFilters, `A snapshot has at least ${SNAPSHOT_LIMITS.minFilters} filter`)
  .max(SNAPSHOT_LIMITS.maxFilters, `A snapshot has at most ${SNAPSHOT_LIMITS.maxFilters} filters`);

export const retentionPeriodSchema = z
  .number()
  .int()
  .min(SNAPSHOT_LIMITS.minRetentionSeconds, `The retention period is at least ${SNAPSHOT_LIMITS.minRetentionSeconds} seconds (one hour)`)
  .max(SNAPSHOT_LIMITS.maxRetentionSeconds, `The retention period is at most ${SNAPSHOT_LIMITS.maxRetentionSeconds} seconds (90 days)`);

/** A snapshot as listed: only the selected fields are present, `filters` always is. */
export const snapshotSchema = z.object({
  name: snapshotNameSchema.optional(),
  status: snapshotStatusSchema.optional(),
  filters: snapshotFiltersSchema,
  composition_type: z.enum(['key', 'key_label']).optional(),
  created: z.iso.datetime().optional(),
  expires: z.iso.datetime().nullable().optional(),
  retention_period: retentionPeriodSchema.optional(),
  size: z.number().int().nonnegative().optional(),
  items_count: z.number().int().nonnegative().optional(),
  tags: z.record(z.string(), z.string()).optional(),
  etag: z.string().optional(),
});
export type Snapshot = z.infer<typeof snapshotSchema>;

/** A query-string value that may come as a comma-separated string or as repeated parameters. */
function commaList<T extends z.ZodType>(item: T) {
  return z.preprocess(
    (value) =>
      typeof value === 'string'
        ? value
            .split(',')
            .map((part) => part.trim())
            .filter(Boolean)
        : value,
    z.array(item),
  );
}

export const listSnapshotsQuerySchema = z.object({
  /** Exact name, or a prefix ending in `*`. */
  name: snapshotNameSchema.optional(),
  status: commaList(snapshotStatusSchema).optional(),
  fields: commaList(snapshotFieldSchema)
    .refine((fields) => fields.includes('filters'), { message: 'The selected fields must include "filters"' })
    .default([...SNAPSHOT_FIELDS]),
  /** The continuation token of the previous page. */
  after: z.string().min(1).max(4096).optional(),
});
export type ListSnapshotsQuery = z.input<typeof listSnapshotsQuerySchema>;

export const snapshotPageSchema = z.object({
  items: z.array(snapshotSchema),
  /** Pass as `after` to get the next page; null on the last page. */
  continuation_token: z.string().nullable(),
});
export type SnapshotPage = z.infer<typeof snapshotPageSchema>;

export const archiveSnapshotSchema = z.object({
  name: snapshotNameSchema,
  /** The etag the snapshot had when it was listed: the archive happens only if it is unchanged. */
  etag: z.string().min(1, 'The etag of the snapshot is required').max(256),
});
export type ArchiveSnapshotInput = z.infer<typeof archiveSnapshotSchema>;

/** One configuration value as a snapshot holds it. */
export const snapshotSettingSchema = z.object({
  key: z.string(),
  label: z.string().nullable(),
  value: z.string().nullable(),
});
export type SnapshotSetting = z.infer<typeof snapshotSettingSchema>;

export const compareSnapshotsQuerySchema = z
  .object({
    /** The older snapshot, read as "before". */
    from: snapshotNameSchema,
    /** The newer snapshot, read as "after". */
    to: snapshotNameSchema,
  })
  .refine((query) => query.from !== query.to, { message: 'Choose two different snapshots to compare', path: ['to'] });
export type CompareSnapshotsQuery = z.infer<typeof compareSnapshotsQuerySchema>;

export const changedSettingSchema = z.object({
  key: z.string(),
  label: z.string().nullable(),
  before: z.string().nullable(),
  after: z.string().nullable(),
});
export type ChangedSetting = z.infer<typeof changedSettingSchema>;

/** What changed from one snapshot to another: keys added, removed and changed, and how many stayed the same. */
export const snapshotComparisonSchema = z.object({
  from: snapshotSchema,
  to: snapshotSchema,
  added: z.array(snapshotSettingSchema),
  removed: z.array(snapshotSettingSchema),
  changed: z.array(changedSettingSchema),
  unchanged: z.number().int().nonnegative(),
});
export type SnapshotComparison = z.infer<typeof snapshotComparisonSchema>;

/** Where the maintenance switch is kept: App Configuration (label prd) when configured, else the database. */
export const MAINTENANCE_SOURCES = ['app_configuration', 'database'] as const;

export const maintenanceStateSchema = z.object({
  on: z.boolean(),
  source: z.enum(MAINTENANCE_SOURCES),
  /** When the switch was last set (null: never set there, the environment variable applies). */
  changed_at: z.string().nullable(),
  /** The staff member who last set it, when known (the database keeps it; App Configuration does not). */
  changed_by: z.string().nullable(),
});
export type MaintenanceState = z.infer<typeof maintenanceStateSchema>;

export const maintenanceSwitchSchema = z.object({
  on: z.boolean({ error: 'Say whether maintenance is on (true) or off (false)' }),
});
export type MaintenanceSwitch = z.infer<typeof maintenanceSwitchSchema>;
