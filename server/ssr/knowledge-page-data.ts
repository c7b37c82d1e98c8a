/**
 * Server only: the knowledge hub's first data, its topics and the page of articles its address asks for, read in the
 * page's language. The hub is public: a visitor's page carries it as props and loads no API client for it.
 */
import { RESOURCE_ROUTES } from '@/lib/api/routes';
import { serverApiGet } from '@/lib/api/server-fetch';
import { articleListQuery, filtersFromQuery, type HubFilters } from '@/lib/page-routes/knowledge';
import type { Language } from '@/lib/schemas/common';
import { articlePageSchema, knowledgeHubSchema, type ArticlePage, type KnowledgeHub } from '@/lib/schemas/knowledge';

export interface KnowledgeHubData extends Record<string, unknown> {
  /** The filters the list was read with (those of the address). */
  filters: HubFilters;
  /** The topics and latest articles; null when they could not be read (the page then leaves the topics out). */
  hub: KnowledgeHub | null;
  /** The page of articles; null when it could not be read (the page then offers to try again). */
  list: ArticlePage | null;
}

/** The topics and the list for an address query, both in `language`; a failed or malformed answer is null. */
export async function knowledgeHubData(headers: Record<string, string>, query: Partial<Record<string, string | string[]>>, language: Language): Promise<KnowledgeHubData> {
  const filters = filtersFromQuery(query);
  const inLanguage = { ...headers, language };
  const [hub, list] = await Promise.all([
    serverApiGet(RESOURCE_ROUTES.knowledgeHub, undefined, inLanguage),
    serverApiGet(RESOURCE_ROUTES.articles, articleListQuery(filters), inLanguage),
  ]);
  const hubData = knowledgeHubSchema.safeParse(hub.body);
  const listData = articlePageSchema.safeParse(list.body);
  return { filters, hub: hubData.success ? hubData.data : null, list: listData.success ? listData.data : null };
}
