/**
 * The one way demo content (`content/<kind>/*.json`: templates, articles…) reaches the database: every file is read
 * and validated before a single write, each file's slug is its name, and each item is stored by slug — inserted at
 * version 1, or replaced with the next version only when its content changed.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ZodType } from 'zod';

/** How many validation problems a refused file lists. */
const SHOWN_PROBLEMS = 10;

/** A content file that cannot be loaded: the message names the file and, for invalid content, the fields. */
export class ContentFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ContentFileError';
  }
}

/** A kind of content: its folder, what one item is called in messages, and the schema of a file. */
export interface ContentKind<Item extends { slug: string }> {
  dir: string;
  noun: string;
  schema: ZodType<Item>;
}

/** The folder of a kind of content under `content/`. */
export function contentDir(kind: string): string {
  return path.join(process.cwd(), 'content', kind);
}

/** Reads and validates one file; the slug must be the file's name. */
export async function readContentFile<Item extends { slug: string }>(file: string, kind: ContentKind<Item>): Promise<Item> {
  const shown = path.relative(process.cwd(), file) || file;
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new ContentFileError(`${shown} is not valid JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  const parsed = kind.schema.safeParse(raw);
  if (!parsed.success) {
    const { issues } = parsed.error;
    const problems = issues
      .slice(0, SHOWN_PROBLEMS)
      .map((issue) => `  - ${issue.path.length > 0 ? issue.path.join('.') : '(root)'}: ${issue.message}`)
      .join('\n');
    const more = issues.length > SHOWN_PROBLEMS ? `\n  … and ${issues.length - SHOWN_PROBLEMS} more` : '';
    throw new ContentFileError(`${shown} is not a valid ${kind.noun}:\n${problems}${more}`);
  }
  const expectedSlug = path.basename(file, '.json');
  if (parsed.data.slug !== expectedSlug) {
    throw new ContentFileError(`${shown}: slug "${parsed.data.slug}" must match the file name ("${expectedSlug}")`);
  }
  return parsed.data;
}

/** Every file of the kind's folder (or of `dir`), validated, in file-name order. */
export async function readContentFiles<Item extends { slug: string }>(kind: ContentKind<Item>, dir: string = kind.dir): Promise<Item[]> {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.json')).sort();
  return Promise.all(names.map((name) => readContentFile(path.join(dir, name), kind)));
}

/** How a kind of content is stored: found by slug, inserted (false when another instance did first), replaced. */
export interface ContentStore<Item extends { slug: string }, Row> {
  find(slug: string): Promise<Row | undefined>;
  insert(item: Item): Promise<boolean>;
  replace(existing: Row, item: Item): Promise<unknown>;
  /** Whether the stored row already holds this item's content. */
  unchanged(existing: Row, item: Item): boolean;
}

/** Stores one item by slug: inserted at version 1, or replaced with the next version when its content changed. */
export async function upsertBySlug<Item extends { slug: string }, Row>(store: ContentStore<Item, Row>, item: Item): Promise<void> {
  const existing = await store.find(item.slug);
  if (!existing) {
    if (await store.insert(item)) return;
    // Another instance inserted it a moment ago: compare with what it stored.
    return upsertBySlug(store, item);
  }
  if (store.unchanged(existing, item)) return;
  await store.replace(existing, item);
}

/**
 * Loads a kind's folder into the database through its store. Any invalid file stops everything before a single
 * write (ContentFileError); items whose file was removed stay stored. Returns how many items the folder holds.
 */
export async function syncContent<Item extends { slug: string }, Row>(
  kind: ContentKind<Item>,
  store: ContentStore<Item, Row>,
  dir: string = kind.dir,
): Promise<number> {
  const items = await readContentFiles(kind, dir);
  for (const item of items) await upsertBySlug(store, item);
  return items.length;
}
