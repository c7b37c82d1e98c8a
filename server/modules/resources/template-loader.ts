import { templateDefinitionSchema, type TemplateDefinition } from '@/lib/schemas/templates';
import { canonicalJson } from '@/server/content/canonical-json';
import { contentDir, syncContent, type ContentKind, type ContentStore } from '@/server/content/content-files';
import type { Database } from '@/server/db/client';
import type { TemplateRow } from '@/server/db/schema';
import { findTemplateBySlug, insertTemplate, replaceTemplate } from './repository';

export const TEMPLATES_DIR = contentDir('templates');

const TEMPLATES: ContentKind<TemplateDefinition> = { dir: TEMPLATES_DIR, noun: 'template', schema: templateDefinitionSchema };

/** Templates are stored by slug and compared by their definition (key order aside). */
function templateStore(db: Database): ContentStore<TemplateDefinition, TemplateRow> {
  return {
    find: (slug) => findTemplateBySlug(db, slug),
    insert: async (definition) => Boolean(await insertTemplate(db, definition)),
    replace: (existing, definition) => replaceTemplate(db, existing, definition),
    unchanged: (existing, definition) => canonicalJson(existing.definition) === canonicalJson(definition),
  };
}

/**
 * Loads `content/templates/*.json` into the database, upserting by slug; the version rises only when the
 * content changed. Any invalid file stops everything before a single write. Returns how many templates the
 * directory holds.
 */
export function syncTemplates(db: Database, dir: string = TEMPLATES_DIR): Promise<number> {
  return syncContent(TEMPLATES, templateStore(db), dir);
}
