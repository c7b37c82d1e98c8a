/** The addresses of the knowledge hub (see `shell.ts`), and the filters its list reads from its address. */

import { isArticleCategory, type ArticleCategoryName } from '@/lib/schemas/article-categories';

export const KNOWLEDGE_HUB_PATH = '/knowledge-hub';

/** The knowledge hub, optionally filtered to one category. */
export function knowledgeHubHref(category?: string | null): string {
  return category ? `${KNOWLEDGE_HUB_PATH}?category=${encodeURIComponent(category)}` : KNOWLEDGE_HUB_PATH;
}

/** One knowledge-hub article: `/knowledge-hub/<slug>`. */
export function articleHref(slug: string): string {
  return `${KNOWLEDGE_HUB_PATH}/${encodeURIComponent(slug)}`;
}

/** Articles per page of the hub's list. */
export const HUB_PAGE_SIZE = 10;

/** What the hub's list shows: words searched, a topic, a page. */
export interface HubFilters {
  search: string;
  category: ArticleCategoryName | null;
  page: number;
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The filters in the address (`?search=…&category=…&page=…`); anything unreadable is ignored. */
export function filtersFromQuery(query: Partial<Record<string, string | string[]>>): HubFilters {
  const category = first(query.category);
  const page = Number(first(query.page));
  return {
    search: (first(query.search) ?? '').slice(0, 100),
    category: isArticleCategory(category) ? category : null,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The address query of the filters, leaving the defaults out. */
export function queryFromFilters({ search, category, page }: HubFilters): Record<string, string> {
  const query: Record<string, string> = {};
  if (search.trim()) query.search = search.trim();
  if (category) query.category = category;
  if (page > 1) query.page = String(page);
  return query;
}

/** The hub's address showing these filters. */
export function hubAddress(filters: HubFilters): string {
  const query = new URLSearchParams(queryFromFilters(filters)).toString();
  return query ? `${KNOWLEDGE_HUB_PATH}?${query}` : KNOWLEDGE_HUB_PATH;
}

/** Whether two readings of the filters ask for the same list (the search compared as the API reads it). */
export function sameFilters(a: HubFilters, b: HubFilters): boolean {
  return a.search.trim() === b.search.trim() && a.category === b.category && a.page === b.page;
}

/** The API query of a page of the list (`GET /resources/articles`): a blank search and no topic are left out. */
export function articleListQuery({ search, category, page }: HubFilters): Record<string, string | number> {
  const query: Record<string, string | number> = { page, page_size: HUB_PAGE_SIZE };
  if (search.trim()) query.search = search.trim();
  if (category) query.category = category;
  return query;
}
