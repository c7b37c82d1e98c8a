import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { templateDefinitionSchema, type TemplateDefinition } from '@/lib/schemas/templates';
import type { Database } from '@/server/db/client';
import { findTemplateBySlug, insertTemplate, replaceTemplate } from './repository';

export const TEMPLATES_DIR = path.join(process.cwd(), 'content', 'templates');

/** A template file that cannot be loaded: the message names the file and, for invalid content, the field. */
export class TemplateFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TemplateFileError';
  }
}

/** JSON with object keys sorted, so that two equal definitions compare equal whatever order jsonb keeps. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** Reads and validates one template file; the slug must be the file's name. */
export async function readTemplateFile(file: string): Promise<TemplateDefinition> {
  const shown = path.relative(process.cwd(), file) || file;
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new TemplateFileError(`${shown} is not valid JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  const parsed = templateDefinitionSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .slice(0, 10)
      .map((issue) => `  - ${issue.path.length > 0 ? issue.path.join('.') : '(root)'}: ${issue.message}`)
      .join('\n');
    const more = parsed.error.issues.length > 10 ? `\n  … and ${parsed.error.issues.length - 10} more` : '';
    throw new TemplateFileError(`${shown} is not a valid template:\n${problems}${more}`);
  }
  const expectedSlug = path.basename(file, '.json');
  if (parsed.data.slug !== expectedSlug) {
    throw new TemplateFileError(`${shown}: slug "${parsed.data.slug}" must match the file name ("${expectedSlug}")`);
  }
  return parsed.data;
}

/** Every template file of the directory, validated, in file-name order. */
export async function readTemplateFiles(dir: string = TEMPLATES_DIR): Promise<TemplateDefinition[]> {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.json')).sort();
  return Promise.all(names.map((name) => readTemplateFile(path.join(dir, name))));
}

/** Stores one definition: inserted at version 1, or replaced with the next version when its content changed. */
async function upsertTemplate(db: Database, definition: TemplateDefinition): Promise<void> {
  const existing = await findTemplateBySlug(db, definition.slug);
  if (!existing) {
    if (await insertTemplate(db, definition)) return;
    // Another instance inserted it a moment ago: compare with what it stored.
    return upsertTemplate(db, definition);
  }
  if (canonicalJson(existing.definition) === canonicalJson(definition)) return;
  await replaceTemplate(db, existing, definition);
}

/**
 * Loads `content/templates/*.json` into the database, upserting by slug; the version rises only when the
 * content changed. Any invalid file stops everything before a single write (TemplateFileError). Returns how
 * many templates the directory holds.
 */
export async function syncTemplates(db: Database, dir: string = TEMPLATES_DIR): Promise<number> {
  const definitions = await readTemplateFiles(dir);
  for (const definition of definitions) await upsertTemplate(db, definition);
  return definitions.length;
}
