import { RESOURCE_ROUTES } from '@/lib/api/routes';
import type { Language } from '@/lib/schemas/common';
import type { Article, KnowledgeHub } from '@/lib/schemas/knowledge';
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

export interface ArticleArgs extends InLanguage {
  slug: string;
}

/**
 * One article and the hub's index (`/resources/articles?slug=`, `/knowledge-hub`), for the help dialog and the
 * dashboard; the hub's own pages read theirs on the server (`server/ssr/knowledge-page-data.ts`).
 */
export const knowledgeApi = api.injectEndpoints({
  endpoints: (build) => ({
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

export const { useGetArticleQuery, useGetKnowledgeHubQuery } = knowledgeApi;
