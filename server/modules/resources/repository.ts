import { asc, eq, sql } from 'drizzle-orm';
import type { Language } from '@/lib/schemas/common';
import type { TemplateDefinition } from '@/lib/schemas/templates';
import type { Database } from '@/server/db/client';
import { templates, type LocalizedText, type TemplateRow } from '@/server/db/schema';

/** A template's list fields, with its size counted by the database (the definitions stay there). */
export interface TemplateListRow {
  id: string;
  slug: string;
  kind: string;
  version: number;
  name: LocalizedText;
  description: LocalizedText;
  languages: Language[];
  updatedAt: Date;
  steps: number;
  assessments: number;
  questions: number;
  readinessThreshold: number;
}

const countOf = (path: string) => sql<number>`(select count(*)::int from jsonb_path_query(${templates.definition}, ${path}::jsonpath))`;

export async function listTemplateRows(db: Database): Promise<TemplateListRow[]> {
  return db
    .select({
      id: templates.id,
      slug: templates.slug,
      kind: templates.kind,
      version: templates.version,
      name: templates.name,
      description: templates.description,
      languages: templates.languages,
      updatedAt: templates.updatedAt,
      steps: countOf('$.steps[*]'),
      assessments: countOf('$.steps[*].assessments[*]'),
      questions: countOf('$.steps[*].assessments[*].sections[*].questions[*]'),
      readinessThreshold: sql<number>`coalesce((${templates.definition}->>'readiness_threshold')::real, 70)`.mapWith(Number),
    })
    .from(templates)
    .orderBy(asc(templates.slug));
}

/** Changes whenever a template is added, removed or given a new version: a cheap check for a cached list. */
export async function templatesSignature(db: Database): Promise<string> {
  const [row] = await db.select({ signature: sql<string | null>`string_agg(${templates.id}::text || ':' || ${templates.version}, ',' order by ${templates.id})` }).from(templates);
  return row?.signature ?? '';
}

export async function findTemplateById(db: Database, id: string): Promise<TemplateRow | undefined> {
  const [row] = await db.select().from(templates).where(eq(templates.id, id)).limit(1);
  return row;
}

/** Every template of a kind, in full, by slug. */
export async function listTemplatesOfKind(db: Database, kind: TemplateDefinition['kind']): Promise<TemplateRow[]> {
  return db.select().from(templates).where(eq(templates.kind, kind)).orderBy(asc(templates.slug));
}

export async function findTemplateBySlug(db: Database, slug: string): Promise<TemplateRow | undefined> {
  const [row] = await db.select().from(templates).where(eq(templates.slug, slug)).limit(1);
  return row;
}

function columnsOf(definition: TemplateDefinition) {
  return {
    kind: definition.kind,
    name: definition.name,
    description: definition.description,
    languages: definition.languages,
    definition,
  };
}

/** Inserts a new template at version 1; undefined when another instance inserted the same slug first. */
export async function insertTemplate(db: Database, definition: TemplateDefinition): Promise<TemplateRow | undefined> {
  const [row] = await db
    .insert(templates)
    .values({ slug: definition.slug, version: 1, ...columnsOf(definition) })
    .onConflictDoNothing({ target: templates.slug })
    .returning();
  return row;
}

/** Replaces the content and raises the version, unless another instance already did (version moved on). */
export async function replaceTemplate(db: Database, current: TemplateRow, definition: TemplateDefinition): Promise<boolean> {
  const rows = await db
    .update(templates)
    .set({ ...columnsOf(definition), version: current.version + 1, updatedAt: sql`now()` })
    .where(sql`${templates.id} = ${current.id} and ${templates.version} = ${current.version}`)
    .returning({ id: templates.id });
  return rows.length > 0;
}
