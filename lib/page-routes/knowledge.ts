/** The addresses of the knowledge hub (see `shell.ts`). */

export const KNOWLEDGE_HUB_PATH = '/knowledge-hub';

/** The knowledge hub, optionally filtered to one category. */
export function knowledgeHubHref(category?: string | null): string {
  return category ? `${KNOWLEDGE_HUB_PATH}?category=${encodeURIComponent(category)}` : KNOWLEDGE_HUB_PATH;
}

/** One knowledge-hub article: `/knowledge-hub/<slug>`. */
export function articleHref(slug: string): string {
  return `${KNOWLEDGE_HUB_PATH}/${encodeURIComponent(slug)}`;
}
