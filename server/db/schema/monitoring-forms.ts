import { sql } from 'drizzle-orm';
import { doublePrecision, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { monitoringParameters, monitoringReactors } from './monitoring';
import { templates } from './resources';
import { users } from './users';

/**
 * Monitoring forms operators filled (a monitoring template's questions, answered for a reactor at a time). The id is
 * the one the phone made; `content_hash` (reactor, template, measured_at and answers) stores a form sent again under a new
 * id once too (docs/requirements.md ). Carries `monitoring_id`, the distribution column.
 */
export const monitoringFormEntries = pgTable(
  'monitoring_form_entries',
  {
    monitoringId: uuid('monitoring_id').notNull(),
    id: uuid('id').notNull(),
    reactorId: uuid('reactor_id').notNull(),
    templateId: uuid('template_id')
      .notNull()
      .references(() => templates.id, { onDelete: 'restrict' }),
    templateVersion: integer('template_version').notNull(),
    measuredAt: timestamp('measured_at', { withTimezone: true }).notNull(),
    answers: jsonb('answers').$type<Record<string, unknown>>().notNull(),
    /** How many observations the form gave the reactor's parameters (readings before: the name stayed). */
    readingsStored: integer('readings_stored').notNull(),
    /** SHA-256 of the form's content; null on forms stored before. */
    contentHash: text('content_hash'),
    submittedBy: uuid('submitted_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'monitoring_form_entries_pkey', columns: [table.monitoringId, table.id] }),
    foreignKey({
      name: 'monitoring_form_entries_reactor_fk',
      columns: [table.monitoringId, table.reactorId],
      foreignColumns: [monitoringReactors.monitoringId, monitoringReactors.id],
    }).onDelete('cascade'),
    index('monitoring_form_entries_id_idx').on(table.id),
    index('monitoring_form_entries_reactor_idx').on(table.monitoringId, table.reactorId, table.measuredAt),
    uniqueIndex('monitoring_form_entries_content_key')
      .on(table.monitoringId, table.contentHash)
      .where(sql`content_hash is not null`),
  ],
);
export type FormEntryRow = typeof monitoringFormEntries.$inferSelect;

/**
 * What a form said of a parameter (a number question named like it, in its unit): the form's observations, drawn on
 * the chart as such. They are not readings: they never move the parameter's alarms, nor count as its spot readings
 * (docs/requirements.md ).
 */
export const monitoringFormObservations = pgTable(
  'monitoring_form_observations',
  {
    monitoringId: uuid('monitoring_id').notNull(),
    entryId: uuid('entry_id').notNull(),
    parameterId: uuid('parameter_id').notNull(),
    time: timestamp('time', { withTimezone: true }).notNull(),
    value: doublePrecision('value').notNull(),
  },
  (table) => [
    primaryKey({ name: 'monitoring_form_observations_pkey', columns: [table.monitoringId, table.entryId, table.parameterId] }),
    foreignKey({
      name: 'monitoring_form_observations_entry_fk',
      columns: [table.monitoringId, table.entryId],
      foreignColumns: [monitoringFormEntries.monitoringId, monitoringFormEntries.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'monitoring_form_observations_parameter_fk',
      columns: [table.monitoringId, table.parameterId],
      foreignColumns: [monitoringParameters.monitoringId, monitoringParameters.id],
    }).onDelete('cascade'),
    index('monitoring_form_observations_parameter_idx').on(table.monitoringId, table.parameterId, table.time),
  ],
);
export type FormObservationRow = typeof monitoringFormObservations.$inferSelect;
