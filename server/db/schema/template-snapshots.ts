import { integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { TemplateDefinition } from '@/lib/schemas/templates';
import { templates } from './resources';

/**
 * The template engine's table (server/modules/templates): an immutable snapshot of a template definition, one row per
 * template id and version. A project points at the snapshot it was created from, so later edits of the template never
 * move questions under existing answers.
 */
export const templateSnapshots = pgTable(
  'template_snapshots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    templateId: uuid('template_id').references(() => templates.id, { onDelete: 'set null' }),
    slug: text('slug').notNull(),
    kind: text('kind').notNull(),
    version: integer('version').notNull(),
    /** The validated TemplateDefinition (defaults applied), as the templates table held it. */
    definition: jsonb('definition').$type<TemplateDefinition>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('template_snapshots_template_version_key').on(table.templateId, table.version)],
);
export type TemplateSnapshotRow = typeof templateSnapshots.$inferSelect;
