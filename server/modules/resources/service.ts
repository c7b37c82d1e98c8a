import type { Language } from '@/lib/schemas/common';
import type { TemplateDetail, TemplateSummary, TemplatesQuery } from '@/lib/schemas/resources';
import type { TemplateDefinition, TemplateKind } from '@/lib/schemas/templates';
import type { Database } from '@/server/db/client';
import type { LocalizedText, TemplateRow } from '@/server/db/schema';
import { ApiError } from '@/server/http/errors';
import * as repository from './repository';

/** The text in the wanted language, else English, else whichever the template has. */
export function localize(text: LocalizedText, language: Language): string {
  return text[language] ?? text.en ?? Object.values(text)[0] ?? '';
}

export function toTemplateSummary(row: repository.TemplateListRow, language: Language): TemplateSummary {
  return {
    id: row.id,
    slug: row.slug,
    kind: row.kind as TemplateKind,
    version: row.version,
    name: localize(row.name, language),
    description: localize(row.description, language),
    languages: row.languages,
    counts: { steps: row.steps, assessments: row.assessments, questions: row.questions },
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toTemplateDetail(row: TemplateRow): TemplateDetail {
  return {
    id: row.id,
    slug: row.slug,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
    definition: row.definition as unknown as TemplateDefinition,
  };
}

export type ResourcesService = ReturnType<typeof createResourcesService>;

export function createResourcesService(db: Database) {
  /** The list rows, kept until a template changes (counting questions walks every definition). */
  let cached: { signature: string; rows: repository.TemplateListRow[] } | undefined;

  return {
    async listTemplates(language: Language): Promise<TemplateSummary[]> {
      const signature = await repository.templatesSignature(db);
      if (cached?.signature !== signature) cached = { signature, rows: await repository.listTemplateRows(db) };
      return cached.rows.map((row) => toTemplateSummary(row, language));
    },

    async getTemplate(query: TemplatesQuery): Promise<TemplateDetail> {
      const row = query.id
        ? await repository.findTemplateById(db, query.id)
        : await repository.findTemplateBySlug(db, query.slug ?? '');
      if (!row) throw new ApiError(404, query.id ? 'No template has this id' : `No template has the slug "${query.slug}"`);
      return toTemplateDetail(row);
    },
  };
}
