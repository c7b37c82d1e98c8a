import { integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Language } from '@/lib/schemas/common';
import type { TemplateDefinition } from '@/lib/schemas/templates';

/** Text in every language a template is written in. */
export type LocalizedText = Partial<Record<Language, string>>;

/**
 * Assessment templates loaded from `content/templates/*.json`: the whole definition as JSON, with the fields
 * lists and look-ups need kept beside it.
 */
export const templates = pgTable(
  'templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    kind: text('kind').notNull(),
    version: integer('version').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    languages: text('languages').array().$type<Language[]>().notNull(),
    definition: jsonb('definition').$type<TemplateDefinition>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('templates_slug_key').on(table.slug)],
);
export type TemplateRow = typeof templates.$inferSelect;
