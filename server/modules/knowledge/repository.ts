import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { ArticleCategory } from '@/lib/schemas/knowledge';
import type { Language } from '@/lib/schemas/common';
import type { Database } from '@/server/db/client';
import { articles, type ArticleRow } from '@/server/db/schema';

/** An article's stored content as the loader writes it. */
export interface ArticleContent {
  slug: string;
  category: ArticleCategory;
  title: { en: string; fr: string };
  summary: { en: string; fr: string };
  body: { en: string; fr: string };
  publishedAt: Date;
  contentHash: string;
}

/** What a list needs of an article (the bodies stay in the database). */
export type ArticleListRow = Pick<ArticleRow, 'slug' | 'category' | 'title' | 'summary' | 'publishedAt'>;

export interface ArticleFilter {
  language: Language;
  search?: string;
  category?: ArticleCategory;
}

const listColumns = {
  slug: articles.slug,
  category: articles.category,
  title: articles.title,
  summary: articles.summary,
  publishedAt: articles.publishedAt,
};

/** A jsonb text in the language (English when that language is missing). */
const textIn = (column: typeof articles.title | typeof articles.summary | typeof articles.body, language: Language) =>
  sql`coalesce(${column} ->> ${language}, ${column} ->> 'en', '')`;

/** `search` as an ILIKE pattern matching it anywhere, with `%`, `_` and `\` taken literally. */
export function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

function whereOf(filter: ArticleFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.category) conditions.push(eq(articles.category, filter.category));
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    conditions.push(
      sql`(${textIn(articles.title, filter.language)} ilike ${pattern} or ${textIn(articles.summary, filter.language)} ilike ${pattern} or ${textIn(articles.body, filter.language)} ilike ${pattern})`,
    );
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** One page of the matching articles: title matches first when searching, then newest first. */
export async function listArticleRows(db: Database, filter: ArticleFilter, page: { offset: number; limit: number }): Promise<{ rows: ArticleListRow[]; total: number }> {
  const where = whereOf(filter);
  const order = [desc(articles.publishedAt), asc(articles.slug)];
  if (filter.search) {
    order.unshift(sql`(${textIn(articles.title, filter.language)} ilike ${containsPattern(filter.search)}) desc`);
  }
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(listColumns)
      .from(articles)
      .where(where)
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(articles).where(where),
  ]);
  return { rows, total };
}

export async function findArticleBySlug(db: Database, slug: string): Promise<ArticleRow | undefined> {
  const [row] = await db.select().from(articles).where(eq(articles.slug, slug)).limit(1);
  return row;
}

/** How many articles each category holds (categories without articles are left out). */
export async function countArticlesByCategory(db: Database): Promise<{ category: string; count: number }[]> {
  return db.select({ category: articles.category, count: count() }).from(articles).groupBy(articles.category);
}

export async function latestArticleRows(db: Database, limit: number): Promise<ArticleListRow[]> {
  return db.select(listColumns).from(articles).orderBy(desc(articles.publishedAt), asc(articles.slug)).limit(limit);
}

/** Inserts a new article at version 1; undefined when another instance inserted the same slug first. */
export async function insertArticle(db: Database, content: ArticleContent): Promise<ArticleRow | undefined> {
  const [row] = await db
    .insert(articles)
    .values({ ...content, version: 1 })
    .onConflictDoNothing({ target: articles.slug })
    .returning();
  return row;
}

/** Replaces the content and raises the version, unless another instance already did (version moved on). */
export async function replaceArticle(db: Database, current: ArticleRow, content: ArticleContent): Promise<boolean> {
  const rows = await db
    .update(articles)
    .set({ ...content, version: current.version + 1, updatedAt: sql`now()` })
    .where(and(eq(articles.id, current.id), eq(articles.version, current.version)))
    .returning({ id: articles.id });
  return rows.length > 0;
}
