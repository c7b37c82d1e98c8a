import { RESOURCE_ROUTES } from '@/lib/api/routes';
import type { Language } from '@/lib/schemas/common';
import type { Article, ArticleCategory, ArticlePage, KnowledgeHub } from '@/lib/schemas/knowledge';
import { api } from './index';
import { lazySchema } from './lazy-schema';

/** The knowledge schemas (and zod) load with the first knowledge request, not with the page (see lazySchema). */
const loadKnowledgeSchemas = () => import('@/lib/schemas/knowledge');
const articlePageSchema = lazySchema<ArticlePage>(() => loadKnowledgeSchemas().then((schemas) => schemas.articlePageSchema));
const articleSchema = lazySchema<Article>(() => loadKnowledgeSchemas().then((schemas) => schemas.articleSchema));
const knowledgeHubSchema = lazySchema<KnowledgeHub>(() => loadKnowledgeSchemas().then((schemas) => schemas.knowledgeHubSchema));
const preloadKnowledgeSchemas = () => void loadKnowledgeSchemas().catch(() => undefined);

/**
 * Every query names its language: the API answers in the language it is sent, and the cache keeps each
 * language's answer apart.
 */
interface InLanguage {
  language: Language;
}

export interface ArticleListArgs extends InLanguage {
  page?: number;
  pageSize?: number;
  search?: string;
  category?: ArticleCategory | null;
}

export interface ArticleArgs extends InLanguage {
  slug: string;
}

/** The query string of a list: blank search and no category are left out. */
export function articleListQuery({ page, pageSize, search, category }: Omit<ArticleListArgs, 'language'>) {
  const query: Record<string, string | number> = {};
  if (page !== undefined) query.page = page;
  if (pageSize !== undefined) query.pageSize = pageSize;
  if (search?.trim()) query.search = search.trim();
  if (category) query.category = category;
  return query;
}

/** The knowledge hub (`/resources/articles`, `/knowledge-hub`). */
export const knowledgeApi = api.injectEndpoints({
  endpoints: (build) => ({
    getArticles: build.query<ArticlePage, ArticleListArgs>({
      query: ({ language, ...filters }) => {
        preloadKnowledgeSchemas();
        return { url: RESOURCE_ROUTES.articles, body: articleListQuery(filters), language };
      },
      responseSchema: articlePageSchema,
      providesTags: ['Articles'],
    }),
    getArticle: build.query<Article, ArticleArgs>({
      query: ({ slug, language }) => {
        preloadKnowledgeSchemas();
        return { url: RESOURCE_ROUTES.articles, body: { slug }, language };
      },
      responseSchema: articleSchema,
      providesTags: (_result, _error, { slug }) => [{ type: 'Articles', id: slug }],
    }),
    getKnowledgeHub: build.query<KnowledgeHub, InLanguage>({
      query: ({ language }) => {
        preloadKnowledgeSchemas();
        return { url: RESOURCE_ROUTES.knowledgeHub, language };
      },
      responseSchema: knowledgeHubSchema,
      providesTags: ['Articles'],
    }),
  }),
});

export const { useGetArticlesQuery, useGetArticleQuery, useGetKnowledgeHubQuery } = knowledgeApi;
