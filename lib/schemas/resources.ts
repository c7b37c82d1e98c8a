import { z } from 'zod';
import { languageSchema, uuidSchema } from './common';
import { templateDefinitionSchema, templateKindSchema, templateSlugSchema } from './templates';

/** A template as the list shows it: texts in the language of the request, and its size. */
export const templateSummarySchema = z
  .object({
    id: uuidSchema,
    slug: templateSlugSchema,
    kind: templateKindSchema,
    version: z.number().int().min(1).describe('Raised each time the template content changes'),
    name: z.string(),
    description: z.string(),
    languages: z.array(languageSchema),
    counts: z.object({
      steps: z.number().int().min(0),
      assessments: z.number().int().min(0),
      questions: z.number().int().min(0),
    }),
    readiness_threshold: z.number().min(0).max(100).describe('The overall score (percent) from which a project counts as ready to publish'),
    updated_at: z.iso.datetime(),
  })
  .meta({ id: 'TemplateSummary' });
export type TemplateSummary = z.infer<typeof templateSummarySchema>;

export const templateListSchema = z.array(templateSummarySchema).meta({ id: 'TemplateList' });
export type TemplateList = z.infer<typeof templateListSchema>;

/** `GET /resources/templates`: without `id` or `slug` the list, with one of them that template in full. */
export const templatesQuerySchema = z
  .strictObject({
    id: uuidSchema.optional().describe('The template to return in full'),
    slug: templateSlugSchema.optional().describe('The template to return in full, by slug'),
  })
  .refine((query) => !(query.id && query.slug), 'Give either id or slug, not both');
export type TemplatesQuery = z.infer<typeof templatesQuerySchema>;

/** One template in full: its stored identity and version, and the definition (every text in en and fr). */
export const templateDetailSchema = z
  .object({
    id: uuidSchema,
    slug: templateSlugSchema,
    version: z.number().int().min(1),
    updated_at: z.iso.datetime(),
    definition: templateDefinitionSchema,
  })
  .meta({ id: 'TemplateDetail' });
export type TemplateDetail = z.infer<typeof templateDetailSchema>;

/** The list, or one template when `id` or `slug` is given. */
export const templatesResponseSchema = z.union([templateListSchema, templateDetailSchema]);
