import { RESOURCE_ROUTES } from '@/lib/api/routes';
import type { Language } from '@/lib/schemas/common';
import type { Article, ArticleCategory, ArticlePage, KnowledgeHub } from '@/lib/schemas/knowledge';
import { api } from './index';
import { schemaModule } from './lazy-schema';

/** The knowledge schemas (and zod), loaded with the first knowledge request rather than with the page. */
const knowledgeSchemas = schemaModule(() => import('@/lib/schemas/knowledge'));

/**
 * Every query names its language: the API answers in the language it is sent, and the cache keeps each
 * language's answer apart.
 */
interface InLanguage {
  language: Language;
}

export interface ArticleListArgs extends InLanguage {
  page?: number;
  page_size?: number;
  search?: string;
  category?: ArticleCategory | null;
}

export interface ArticleArgs extends InLanguage {
  slug: string;
}

/** The query string of a list: blank search and no category are left out. */
export function articleListQuery({ page, page_size: pageSize, search, category }: Omit<ArticleListArgs, 'language'>) {
  const query: Record<string, string | number> = {};
  if (page !== undefined) query.page = page;
  if (pageSize !== undefined) query.page_size = pageSize;
  if (search?.trim()) query.search = search.trim();
  if (category) query.category = category;
  return query;
}

/** The knowledge hub (`/resources/articles`, `/knowledge-hub`). */
export const knowledgeApi = api.injectEndpoints({
  endpoints: (build) => ({
    getArticles: build.query<ArticlePage, ArticleListArgs>({
      query: ({ language, ...filters }) => ({ url: RESOURCE_ROUTES.articles, body: articleListQuery(filters), language, schemas: knowledgeSchemas }),
      responseSchema: knowledgeSchemas.response((schemas) => schemas.articlePageSchema),
      providesTags: ['Articles'],
    }),
    getArticle: build.query<Article, ArticleArgs>({
      query: ({ slug, language }) => ({ url: RESOURCE_ROUTES.articles, body: { slug }, language, schemas: knowledgeSchemas }),
      responseSchema: knowledgeSchemas.response((schemas) => schemas.articleSchema),
      providesTags: (_result, _error, { slug }) => [{ type: 'Articles', id: slug }],
    }),
    getKnowledgeHub: build.query<KnowledgeHub, InLanguage>({
      query: ({ language }) => ({ url: RESOURCE_ROUTES.knowledgeHub, language, schemas: knowledgeSchemas }),
      responseSchema: knowledgeSchemas.response((schemas) => schemas.knowledgeHubSchema),
      providesTags: ['Articles'],
    }),
  }),
});

export const { useGetArticlesQuery, useGetArticleQuery, useGetKnowledgeHubQuery } = knowledgeApi;
