import { z } from 'zod';
import { paginatedSchema, paginationQuerySchema } from './common';
import { ARTICLE_CATEGORIES } from './article-categories';
import { localizedTextSchema, templateSlugSchema } from './templates';

/**
 * The knowledge hub: short articles (`content/articles/*.json`, English and French) that assessment questions
 * link to by slug, and the API that lists, searches and returns them.
 */

/** An article's slug: the file name and the last part of its address (`/knowledge-hub/<slug>`). */
export const articleSlugSchema = templateSlugSchema.describe('The article’s slug, as in /knowledge-hub/<slug>');

export { ARTICLE_CATEGORIES };
export const articleCategorySchema = z
  .enum(ARTICLE_CATEGORIES, { error: `category is one of ${ARTICLE_CATEGORIES.join(', ')}` })
  .meta({ id: 'ArticleCategory', description: 'The part of the knowledge hub an article belongs to' });
export type ArticleCategory = z.infer<typeof articleCategorySchema>;

/** An article body in one language: simple markdown (paragraphs, `##` headings, `-` bullet lists, **bold**). */
const bodyText = z.string().trim().min(1, 'the body cannot be empty').max(20_000);
/** In a file a body may be one string or a list of lines (joined with line breaks), easier to write in JSON. */
const bodyInFile = z
  .union([
    bodyText,
    z
      .array(z.string())
      .min(1)
      .transform((lines) => lines.join('\n')),
  ])
  .pipe(bodyText);

/** One article file of `content/articles/`: every text in English and French. */
export const articleFileSchema = z
  .strictObject({
    slug: articleSlugSchema,
    category: articleCategorySchema,
    published_at: z.union([z.iso.date(), z.iso.datetime({ offset: true })]).describe('A date (YYYY-MM-DD) or a date-time'),
    title: localizedTextSchema,
    summary: localizedTextSchema,
    body: z.strictObject({ en: bodyInFile, fr: bodyInFile }),
  })
  .meta({ id: 'ArticleFile' });
export type ArticleFile = z.infer<typeof articleFileSchema>;

/**
 * `GET /resources/articles`: one page of articles, filtered by `search` (title, summary and body in the request
 * language) and `category`; with `slug`, that article in full.
 */
export const articlesQuerySchema = paginationQuerySchema
  .extend({
    search: z
      .string({ error: 'search must be text' })
      .trim()
      .max(100, 'search is at most 100 characters')
      .optional()
      .describe('Words to find in the title, summary or body (in the language of the request), ignoring case; blank means none'),
    category: articleCategorySchema.optional(),
    slug: articleSlugSchema.optional().describe('The article to return in full'),
  })
  .strict()
  .refine((query) => !(query.slug && (query.search || query.category)), {
    message: 'Give slug alone: it cannot be combined with search or category',
    path: ['slug'],
  });
export type ArticlesQuery = z.infer<typeof articlesQuerySchema>;
/** The query as the client writes it (page and page_size may be left out). */
export type ArticlesQueryInput = z.input<typeof articlesQuerySchema>;

/** An article as lists show it, in the language of the request. */
export const articleSummarySchema = z
  .object({
    slug: articleSlugSchema,
    category: articleCategorySchema,
    title: z.string(),
    summary: z.string(),
    published_at: z.iso.datetime(),
  })
  .meta({ id: 'ArticleSummary' });
export type ArticleSummary = z.infer<typeof articleSummarySchema>;

export const articlePageSchema = paginatedSchema(articleSummarySchema).meta({ id: 'ArticlePage' });
export type ArticlePage = z.infer<typeof articlePageSchema>;

/** One article in full, in the language of the request; the body is simple markdown. */
export const articleSchema = articleSummarySchema
  .extend({
    body: z.string().describe('Simple markdown: paragraphs, ## headings, - bullet lists, **bold**'),
    version: z.number().int().min(1).describe('Raised each time the article content changes'),
    updated_at: z.iso.datetime().describe('When the stored article last changed'),
  })
  .meta({ id: 'Article' });
export type Article = z.infer<typeof articleSchema>;

/** The page of articles, or one article when `slug` is given. */
export const articlesResponseSchema = z.union([articlePageSchema, articleSchema]);

/** `GET /knowledge-hub` takes no parameters. */
export const knowledgeHubQuerySchema = z.strictObject({}).meta({ id: 'KnowledgeHubQuery' });

/** The hub's index: each category that holds articles with their number, and the latest articles. */
export const knowledgeHubSchema = z
  .object({
    total: z.number().int().min(0).describe('Number of articles in the hub'),
    categories: z.array(z.object({ category: articleCategorySchema, count: z.number().int().min(1) })),
    latest: z.array(articleSummarySchema).max(3).describe('The most recently published articles, newest first'),
  })
  .meta({ id: 'KnowledgeHub' });
export type KnowledgeHub = z.infer<typeof knowledgeHubSchema>;
