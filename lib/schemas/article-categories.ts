/**
 * The parts of the knowledge hub, without zod: the pages read a category from their address with this, and
 * `knowledge.ts` builds its schema from the same list.
 */
export const ARTICLE_CATEGORIES = ['eligibility', 'technology', 'measurement', 'certification', 'finance'] as const;

export type ArticleCategoryName = (typeof ARTICLE_CATEGORIES)[number];

export function isArticleCategory(value: unknown): value is ArticleCategoryName {
  return typeof value === 'string' && (ARTICLE_CATEGORIES as readonly string[]).includes(value);
}
