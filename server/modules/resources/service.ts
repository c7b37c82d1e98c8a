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

/** How long the template list is served without asking the database whether a template changed. */
export const TEMPLATE_LIST_RECHECK_MS = 5_000;

export function createResourcesService(db: Database, now: () => number = () => Date.now()) {
  /**
   * The list rows, kept until a template changes (counting questions walks every definition). Templates change
   * only when content is loaded or replaced, so the change check itself runs at most every few seconds.
   */
  let cached: { signature: string; rows: repository.TemplateListRow[]; checkedAt: number } | undefined;

  return {
    async listTemplates(language: Language): Promise<TemplateSummary[]> {
      if (!cached || now() - cached.checkedAt >= TEMPLATE_LIST_RECHECK_MS) {
        const signature = await repository.templatesSignature(db);
        const rows = cached?.signature === signature ? cached.rows : await repository.listTemplateRows(db);
        cached = { signature, rows, checkedAt: now() };
      }
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
