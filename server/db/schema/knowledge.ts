import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { LocalizedText } from './resources';

/**
 * Knowledge-hub articles loaded from `content/articles/*.json`: every text in English and French. The content
 * hash (SHA-256 of the file's canonical content) tells the loader whether a stored article needs replacing; the
 * version rises each time it is.
 */
export const articles = pgTable(
  'articles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    category: text('category').notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    summary: jsonb('summary').$type<LocalizedText>().notNull(),
    body: jsonb('body').$type<LocalizedText>().notNull(),
    version: integer('version').notNull().default(1),
    contentHash: text('content_hash').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('articles_slug_key').on(table.slug), index('articles_category_published_idx').on(table.category, table.publishedAt)],
);
export type ArticleRow = typeof articles.$inferSelect;
