import { doublePrecision, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { monitoringDevices, monitoringParameters } from './monitoring';
import { users } from './users';

/**
 * A reading's value replaced through an explicit correction: the old value stays here with who changed it, when and
 * why (docs/requirements.md ). Carries `monitoring_id`, the distribution column.
 */
export const measurementCorrections = pgTable(
  'measurement_corrections',
  {
    monitoringId: uuid('monitoring_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    parameterId: uuid('parameter_id').notNull(),
    time: timestamp('time', { withTimezone: true }).notNull(),
    oldValue: doublePrecision('old_value').notNull(),
    newValue: doublePrecision('new_value').notNull(),
    reason: text('reason').notNull(),
    correctedBy: uuid('corrected_by').references(() => users.id, { onDelete: 'set null' }),
    correctedAt: timestamp('corrected_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'measurement_corrections_pkey', columns: [table.monitoringId, table.id] }),
    foreignKey({
      name: 'measurement_corrections_parameter_fk',
      columns: [table.monitoringId, table.parameterId],
      foreignColumns: [monitoringParameters.monitoringId, monitoringParameters.id],
    }).onDelete('cascade'),
    index('measurement_corrections_parameter_idx').on(table.monitoringId, table.parameterId, table.time),
  ],
);
export type MeasurementCorrectionRow = typeof measurementCorrections.$inferSelect;

/** A refused reading of a batch, as the batch's answer gave it. */
export interface StoredRefusal {
  index: number;
  parameter: string;
  time: string;
  reason: string;
  message?: string;
  stored_value?: number;
}

/**
 * The last batches a device sent (the newest few kept per device): what became of them and the refusals with their
 * reasons, shown on the device's panel (docs/requirements.md ).
 */
export const monitoringDeviceBatches = pgTable(
  'monitoring_device_batches',
  {
    monitoringId: uuid('monitoring_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    deviceId: uuid('device_id').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    received: integer('received').notNull(),
    accepted: integer('accepted').notNull(),
    duplicates: integer('duplicates').notNull(),
    refusedCount: integer('refused_count').notNull(),
    /** The first refusals of the batch (at most MAX_KEPT_REFUSALS). */
    refusals: jsonb('refusals').$type<StoredRefusal[]>().notNull(),
  },
  (table) => [
    primaryKey({ name: 'monitoring_device_batches_pkey', columns: [table.monitoringId, table.id] }),
    foreignKey({
      name: 'monitoring_device_batches_device_fk',
      columns: [table.monitoringId, table.deviceId],
      foreignColumns: [monitoringDevices.monitoringId, monitoringDevices.id],
    }).onDelete('cascade'),
    index('monitoring_device_batches_device_idx').on(table.monitoringId, table.deviceId, table.receivedAt),
  ],
);
export type DeviceBatchRow = typeof monitoringDeviceBatches.$inferSelect;
