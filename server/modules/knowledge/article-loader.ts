import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { articleFileSchema, type ArticleFile } from '@/lib/schemas/knowledge';
import type { Database } from '@/server/db/client';
import { findArticleBySlug, insertArticle, replaceArticle, type ArticleContent } from './repository';

export const ARTICLES_DIR = path.join(process.cwd(), 'content', 'articles');

/** An article file that cannot be loaded: the message names the file and, for invalid content, the field. */
export class ArticleFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ArticleFileError';
  }
}

/** Reads and validates one article file; the slug must be the file's name. */
export async function readArticleFile(file: string): Promise<ArticleFile> {
  const shown = path.relative(process.cwd(), file) || file;
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new ArticleFileError(`${shown} is not valid JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  const parsed = articleFileSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .slice(0, 10)
      .map((issue) => `  - ${issue.path.length > 0 ? issue.path.join('.') : '(root)'}: ${issue.message}`)
      .join('\n');
    throw new ArticleFileError(`${shown} is not a valid article:\n${problems}`);
  }
  const expectedSlug = path.basename(file, '.json');
  if (parsed.data.slug !== expectedSlug) {
    throw new ArticleFileError(`${shown}: slug "${parsed.data.slug}" must match the file name ("${expectedSlug}")`);
  }
  return parsed.data;
}

/** Every article file of the directory, validated, in file-name order. */
export async function readArticleFiles(dir: string = ARTICLES_DIR): Promise<ArticleFile[]> {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.json')).sort();
  return Promise.all(names.map((name) => readArticleFile(path.join(dir, name))));
}

/** The stored form of a file: dates as dates, and the SHA-256 of the content (keys in a fixed order). */
export function articleContent(file: ArticleFile): ArticleContent {
  const publishedAt = new Date(file.publishedAt);
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

/** Stores one article: inserted at version 1, or replaced with the next version when its content hash changed. */
async function upsertArticle(db: Database, content: ArticleContent): Promise<void> {
  const existing = await findArticleBySlug(db, content.slug);
  if (!existing) {
    if (await insertArticle(db, content)) return;
    // Another instance inserted it a moment ago: compare with what it stored.
    return upsertArticle(db, content);
  }
  if (existing.contentHash === content.contentHash) return;
  await replaceArticle(db, existing, content);
}

/**
 * Loads `content/articles/*.json` into the database, upserting by slug; the version rises only when the content
 * changed. Any invalid file stops everything before a single write (ArticleFileError). Articles whose file was
 * removed stay in the database. Returns how many articles the directory holds.
 */
export async function syncArticles(db: Database, dir: string = ARTICLES_DIR): Promise<number> {
  const files = await readArticleFiles(dir);
  for (const file of files) await upsertArticle(db, articleContent(file));
  return files.length;
}
