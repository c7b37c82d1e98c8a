import type { Language, Paginated } from '@/lib/schemas/common';
import { ARTICLE_CATEGORIES, type Article, type ArticleCategory, type ArticlesQuery, type ArticleSummary, type KnowledgeHub } from '@/lib/schemas/knowledge';
import type { Database } from '@/server/db/client';
import { localize } from '@/lib/templates/localize';
import type { ArticleRow } from '@/server/db/schema';
import { ApiError } from '@/server/http/errors';
import * as repository from './repository';

/** How many of the newest articles the hub's index shows. */
export const LATEST_ARTICLES = 3;

export function toArticleSummary(row: repository.ArticleListRow, language: Language): ArticleSummary {
  return {
    slug: row.slug,
    category: row.category as ArticleCategory,
    title: localize(row.title, language),
    summary: localize(row.summary, language),
    published_at: row.publishedAt.toISOString(),
  };
}

export function toArticle(row: ArticleRow, language: Language): Article {
  return {
    ...toArticleSummary(row, language),
    body: localize(row.body, language),
    version: row.version,
    updated_at: row.updatedAt.toISOString(),
  };
}

export type KnowledgeService = ReturnType<typeof createKnowledgeService>;

export function createKnowledgeService(db: Database) {
  return {
    /** One page of the articles matching the search and category, in the language of the request. */
    async listArticles(query: ArticlesQuery, language: Language): Promise<Paginated<ArticleSummary>> {
      const { rows, total } = await repository.listArticleRows(
        db,
        { language, search: query.search || undefined, category: query.category },
        { offset: (query.page - 1) * query.page_size, limit: query.page_size },
      );
      return { items: rows.map((row) => toArticleSummary(row, language)), total, page: query.page, page_size: query.page_size };
    },

    /** One article in full; 404 when no article has this slug. */
    async getArticle(slug: string, language: Language): Promise<Article> {
      const row = await repository.findArticleBySlug(db, slug);
      if (!row) throw new ApiError(404, `No article has the slug "${slug}"`, { slug });
      return toArticle(row, language);
    },

    /** The hub's index: categories in their usual order with their article counts, and the newest articles. */
    async hub(language: Language): Promise<KnowledgeHub> {
      const [counts, latest] = await Promise.all([repository.countArticlesByCategory(db), repository.latestArticleRows(db, LATEST_ARTICLES)]);
      const byCategory = new Map(counts.map((item) => [item.category, item.count]));
      const categories = ARTICLE_CATEGORIES.flatMap((category) => {
        const count = byCategory.get(category) ?? 0;
        return count > 0 ? [{ category, count }] : [];
      });
      return {
        total: counts.reduce((sum, item) => sum + item.count, 0),
        categories,
        latest: latest.map((row) => toArticleSummary(row, language)),
      };
    },
  };
}
