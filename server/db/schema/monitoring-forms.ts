import { foreignKey, index, integer, jsonb, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { monitoringReactors } from './monitoring';
import { templates } from './resources';
import { users } from './users';

/**
 * Monitoring forms operators filled (a monitoring template's questions, answered for a reactor at a time). The id is
 * the one the phone made, so a form sent twice is stored once. Carries `monitoring_id`, the distribution column.
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
    readingsStored: integer('readings_stored').notNull(),
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
  ],
);
export type FormEntryRow = typeof monitoringFormEntries.$inferSelect;
