import { z } from 'zod';
import { articleHref } from '@/lib/page-routes/knowledge';

/**
 * What the wiki modal reads of a knowledge-hub article kept in `app.wikiArticles`: a title and something that
 * identifies it (id, slug or link); a summary and a plain-text body when present.
 */
const wikiArticleSchema = z
  .looseObject({
    id: z.union([z.string(), z.number()]).optional(),
    slug: z.string().optional(),
    link: z.string().optional(),
    url: z.string().optional(),
    title: z.string().min(1),
    summary: z.string().nullish(),
    content: z.string().nullish(),
    body: z.string().nullish(),
  })
  .transform((article) => ({
    key: article.link ?? article.url ?? article.slug ?? String(article.id ?? article.title),
    aliases: [article.link, article.url, article.slug, article.id === undefined ? undefined : String(article.id)].filter((value): value is string => Boolean(value)),
    title: article.title,
    summary: article.summary ?? null,
    body: article.content ?? article.body ?? null,
    slug: article.slug ?? null,
  }));
export type WikiArticle = z.infer<typeof wikiArticleSchema>;

/** The readable articles of the store's list. */
export function readWikiArticles(articles: unknown[]): WikiArticle[] {
  return articles.flatMap((article) => {
    const parsed = wikiArticleSchema.safeParse(article);
    return parsed.success ? [parsed.data] : [];
  });
}

/** The knowledge-hub address of a link: an address as given, else the article path of a slug. */
export function knowledgeHubHref(link: string): string {
  if (/^(https?:)?\//.test(link)) return link;
  return articleHref(link);
}

/** The article a link designates (by link, address, slug or id; an address may end with the slug). */
export function findWikiArticle(articles: WikiArticle[], link: string | null): WikiArticle | undefined {
  if (!link) return undefined;
  return articles.find((article) => article.aliases.includes(link) || (article.slug !== null && link.endsWith(`/${article.slug}`)));
}

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * The knowledge-hub slug a link names: the link itself when it is a slug, else the last part of a
 * `/knowledge-hub/<slug>` address (on this site or another host); null for anything else.
 */
export function articleSlugOf(link: string | null): string | null {
  if (!link) return null;
  if (SLUG.test(link)) return link;
  const match = /^(?:https?:\/\/[^/]+)?\/knowledge-hub\/([^/?#]+)\/?(?:[?#].*)?$/.exec(link);
  if (!match) return null;
  let slug: string;
  try {
    slug = decodeURIComponent(match[1]);
  } catch {
    return null;
  }
  return SLUG.test(slug) ? slug : null;
}
