import { createHash } from 'node:crypto';
import { articleFileSchema, type ArticleFile } from '@/lib/schemas/knowledge';
import { contentDir, syncContent, type ContentKind, type ContentStore } from '@/server/content/content-files';
import type { Database } from '@/server/db/client';
import type { ArticleRow } from '@/server/db/schema';
import { findArticleBySlug, insertArticle, replaceArticle, type ArticleContent } from './repository';

export const ARTICLES_DIR = contentDir('articles');

const ARTICLES: ContentKind<ArticleFile> = { dir: ARTICLES_DIR, noun: 'article', schema: articleFileSchema };

/** The stored form of a file: dates as dates, and the SHA-256 of the content (keys in a fixed order). */
export function articleContent(file: ArticleFile): ArticleContent {
  const publishedAt = new Date(file.published_at);
  const fields = {
    slug: file.slug,
    category: file.category,
    title: { en: file.title.en, fr: file.title.fr },
    summary: { en: file.summary.en, fr: file.summary.fr },
    body: { en: file.body.en, fr: file.body.fr },
    publishedAt,
  };
  const contentHash = createHash('sha256')
    .update(JSON.stringify({ ...fields, publishedAt: publishedAt.toISOString() }))
    .digest('hex');
  return { ...fields, contentHash };
}

/** Articles are stored by slug and compared by the hash of their content. */
function articleStore(db: Database): ContentStore<ArticleFile, ArticleRow> {
  return {
    find: (slug) => findArticleBySlug(db, slug),
    insert: async (file) => Boolean(await insertArticle(db, articleContent(file))),
    replace: (existing, file) => replaceArticle(db, existing, articleContent(file)),
    unchanged: (existing, file) => existing.contentHash === articleContent(file).contentHash,
  };
}

/**
 * Loads `content/articles/*.json` into the database, upserting by slug; the version rises only when the content
 * changed. Any invalid file stops everything before a single write. Articles whose file was removed stay in the
 * database. Returns how many articles the directory holds.
 */
export function syncArticles(db: Database, dir: string = ARTICLES_DIR): Promise<number> {
  return syncContent(ARTICLES, articleStore(db), dir);
}
