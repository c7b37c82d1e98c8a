import { sql } from 'drizzle-orm';
import { date, doublePrecision, foreignKey, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ParameterMeasure } from '@/lib/schemas/monitoring-measures';
import { projects } from './projects';
import { users } from './users';

/*
 * Monitoring. Every table below `monitorings` carries `monitoring_id`, the distribution column: each key starts with
 * it and each reference between these tables goes through it, so that the tables can be distributed and co-located
 * by it on a distributed PostgreSQL (docs/architecture.md, "Monitoring at scale").
 */

/** A project's monitoring: one per project. Its id is the distribution column of everything below it. */
export const monitorings = pgTable('monitorings', {
  id: uuid('id').primaryKey().defaultRandom(),
  projectId: uuid('project_id')
    .notNull()
    .unique('monitorings_project_key')
    .references(() => projects.id, { onDelete: 'cascade' }),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type MonitoringRow = typeof monitorings.$inferSelect;

export const monitoringSites = pgTable(
  'monitoring_sites',
  {
    monitoringId: uuid('monitoring_id')
      .notNull()
      .references(() => monitorings.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    name: text('name').notNull(),
    address: text('address'),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    timeZone: text('time_zone').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ name: 'monitoring_sites_pkey', columns: [table.monitoringId, table.id] }), index('monitoring_sites_id_idx').on(table.id)],
);
export type SiteRow = typeof monitoringSites.$inferSelect;

export const monitoringReactors = pgTable(
  'monitoring_reactors',
  {
    monitoringId: uuid('monitoring_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    siteId: uuid('site_id').notNull(),
    name: text('name').notNull(),
    model: text('model'),
    oemName: text('oem_name'),
    capacityTPerYear: doublePrecision('capacity_t_per_year'),
    commissionedOn: date('commissioned_on', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'monitoring_reactors_pkey', columns: [table.monitoringId, table.id] }),
    foreignKey({ name: 'monitoring_reactors_site_fk', columns: [table.monitoringId, table.siteId], foreignColumns: [monitoringSites.monitoringId, monitoringSites.id] }).onDelete(
      'cascade',
    ),
    index('monitoring_reactors_id_idx').on(table.id),
    index('monitoring_reactors_site_idx').on(table.monitoringId, table.siteId),
  ],
);
export type ReactorRow = typeof monitoringReactors.$inferSelect;

export const monitoringParameters = pgTable(
  'monitoring_parameters',
  {
    monitoringId: uuid('monitoring_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    reactorId: uuid('reactor_id').notNull(),
    name: text('name').notNull(),
    unit: text('unit').notNull(),
    normalMin: doublePrecision('normal_min'),
    normalMax: doublePrecision('normal_max'),
    expectedIntervalS: integer('expected_interval_s').notNull(),
    /** What it measures: the KPIs read parameters by it. */
    measure: text('measure').$type<ParameterMeasure>().notNull().default('other'),
    /** Decimals shown and exported. */
    decimals: integer('decimals').notNull().default(2),
    /** Removed (hidden everywhere, readings kept) and restorable for PARAMETER_RESTORE_DAYS; purged after. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'monitoring_parameters_pkey', columns: [table.monitoringId, table.id] }),
    foreignKey({
      name: 'monitoring_parameters_reactor_fk',
      columns: [table.monitoringId, table.reactorId],
      foreignColumns: [monitoringReactors.monitoringId, monitoringReactors.id],
    }).onDelete('cascade'),
    index('monitoring_parameters_id_idx').on(table.id),
    uniqueIndex('monitoring_parameters_name_key')
      .on(table.monitoringId, table.reactorId, table.name)
      .where(sql`deleted_at is null`),
  ],
);
export type ParameterRow = typeof monitoringParameters.$inferSelect;

/** A device of a reactor: only the SHA-256 of its key is kept. */
export const monitoringDevices = pgTable(
  'monitoring_devices',
  {
    monitoringId: uuid('monitoring_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    reactorId: uuid('reactor_id').notNull(),
    name: text('name').notNull(),
    keyHash: text('key_hash').notNull(),
    keyPrefix: text('key_prefix').notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'monitoring_devices_pkey', columns: [table.monitoringId, table.id] }),
    foreignKey({
      name: 'monitoring_devices_reactor_fk',
      columns: [table.monitoringId, table.reactorId],
      foreignColumns: [monitoringReactors.monitoringId, monitoringReactors.id],
    }).onDelete('cascade'),
    index('monitoring_devices_id_idx').on(table.id),
    index('monitoring_devices_key_idx').on(table.keyHash),
    index('monitoring_devices_reactor_idx').on(table.monitoringId, table.reactorId),
  ],
);
export type DeviceRow = typeof monitoringDevices.$inferSelect;

/**
 * Readings, partitioned by month of `time` (the migration declares `PARTITION BY RANGE (time)`, which drizzle-kit
 * cannot, and creates the partitions; `monitoring_ensure_partition` adds one). One reading per parameter and time:
 * a repeated reading is not stored twice. No foreign keys: the module removes a parameter's readings with it.
 */
export const measurements = pgTable(
  'measurements',
  {
    monitoringId: uuid('monitoring_id').notNull(),
    parameterId: uuid('parameter_id').notNull(),
    time: timestamp('time', { withTimezone: true }).notNull(),
    value: doublePrecision('value').notNull(),
    deviceId: uuid('device_id'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ name: 'measurements_pkey', columns: [table.monitoringId, table.parameterId, table.time] })],
);

/**
 * Hourly rollups of the readings, kept by ingestion in the statement that stores them (only readings actually stored
 * count): what the charts read for periods whose buckets are an hour or longer. Removed with their parameter.
 */
export const measurementRollups = pgTable(
  'measurement_rollups',
  {
    monitoringId: uuid('monitoring_id').notNull(),
    parameterId: uuid('parameter_id').notNull(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    min: doublePrecision('min').notNull(),
    max: doublePrecision('max').notNull(),
    sum: doublePrecision('sum').notNull(),
    count: integer('count').notNull(),
  },
  (table) => [
    primaryKey({ name: 'measurement_rollups_pkey', columns: [table.monitoringId, table.parameterId, table.hour] }),
    foreignKey({
      name: 'measurement_rollups_parameter_fk',
      columns: [table.monitoringId, table.parameterId],
      foreignColumns: [monitoringParameters.monitoringId, monitoringParameters.id],
    }).onDelete('cascade'),
  ],
);
