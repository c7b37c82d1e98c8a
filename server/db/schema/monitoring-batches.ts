import { doublePrecision, foreignKey, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { monitoringReactors, monitorings } from './monitoring';
import { users } from './users';

/**
 * Production batches and the project's evidence settings (issue 22, docs/requirements.md R-22). A batch is one run
 * of a reactor: open while `ended_at` is null. Carries `monitoring_id`, the distribution column.
 */
export const productionBatches = pgTable(
  'production_batches',
  {
    monitoringId: uuid('monitoring_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    reactorId: uuid('reactor_id').notNull(),
    /** The operators' label of the batch, unique per monitoring (e.g. "B-2026-031"). */
    code: text('code').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    feedstock: text('feedstock').notNull(),
    /** The conditions the batch ran under, as the operator declared them (target temperature, feedstock moisture…). */
    conditions: jsonb('conditions').$type<Record<string, number | string>>().notNull().default({}),
    notes: text('notes'),
    openedBy: uuid('opened_by').references(() => users.id, { onDelete: 'set null' }),
    closedBy: uuid('closed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'production_batches_pkey', columns: [table.monitoringId, table.id] }),
    foreignKey({
      name: 'production_batches_reactor_fk',
      columns: [table.monitoringId, table.reactorId],
      foreignColumns: [monitoringReactors.monitoringId, monitoringReactors.id],
    }).onDelete('cascade'),
    index('production_batches_id_idx').on(table.id),
    uniqueIndex('production_batches_code_key').on(table.monitoringId, table.code),
    index('production_batches_reactor_idx').on(table.monitoringId, table.reactorId, table.startedAt),
  ],
);
export type ProductionBatchRow = typeof productionBatches.$inferSelect;

/** Per project: the methodology its evidence follows and the tolerances of the photo checks. */
export const monitoringEvidenceSettings = pgTable('monitoring_evidence_settings', {
  monitoringId: uuid('monitoring_id')
    .primaryKey()
    .references(() => monitorings.id, { onDelete: 'cascade' }),
  methodology: text('methodology').notNull().default('ebc_c_sink'),
  /** How far (hours) a photo's capture time may lie outside its batch. */
  timeToleranceHours: doublePrecision('time_tolerance_hours').notNull().default(2),
  /** How far (metres) a photo may have been taken from the site. */
  distanceToleranceM: doublePrecision('distance_tolerance_m').notNull().default(500),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type EvidenceSettingsRow = typeof monitoringEvidenceSettings.$inferSelect;
