import type { Language } from '@/lib/schemas/common';
import type { TemplateDetail, TemplateSummary, TemplatesQuery } from '@/lib/schemas/resources';
import type { TemplateKind } from '@/lib/schemas/templates';
import type { Database } from '@/server/db/client';
import { localize } from '@/lib/templates/localize';
import type { TemplateRow } from '@/server/db/schema';
import { ApiError } from '@/server/http/errors';
import { toJsonText, type JsonText } from '@/server/http/json-text';
import * as repository from './repository';

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
    readiness_threshold: row.readinessThreshold,
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toTemplateDetail(row: TemplateRow): TemplateDetail {
  return {
    id: row.id,
    slug: row.slug,
    version: row.version,
    updated_at: row.updatedAt.toISOString(),
    definition: row.definition,
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
  let cached: { signature: string; rows: repository.TemplateListRow[]; checkedAt: number; json: Map<Language, JsonText<TemplateSummary[]>> } | undefined;

  return {
    /** The list in the language, as JSON text: serialised once per language and change, not on every request. */
    async listTemplatesJson(language: Language): Promise<JsonText<TemplateSummary[]>> {
      if (!cached || now() - cached.checkedAt >= TEMPLATE_LIST_RECHECK_MS) {
        const signature = await repository.templatesSignature(db);
        cached = cached?.signature === signature ? { ...cached, checkedAt: now() } : { signature, rows: await repository.listTemplateRows(db), checkedAt: now(), json: new Map() };
      }
      let json = cached.json.get(language);
      if (json === undefined) {
        json = toJsonText(cached.rows.map((row) => toTemplateSummary(row, language)));
        cached.json.set(language, json);
      }
      return json;
    },

    async getTemplate(query: TemplatesQuery): Promise<TemplateDetail> {
      const row = query.id ? await repository.findTemplateById(db, query.id) : await repository.findTemplateBySlug(db, query.slug ?? '');
      if (!row) throw new ApiError(404, query.id ? 'No template has this id' : `No template has the slug "${query.slug}"`);
      return toTemplateDetail(row);
    },
  };
}
