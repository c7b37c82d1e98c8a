import { z } from 'zod';
import { uuidSchema } from './common';
import { READING_FUTURE_TOLERANCE_MS, readingInstantSchema } from './monitoring-data';
import { templateDetailSchema } from './resources';

/*
 * Monitoring forms: the templates of kind `monitoring` (`/monitoring/templates`) and the forms operators fill from them
 * for a reactor (`/monitoring/gather-form-data`). A number question whose id is the name of one of the reactor's
 * parameters (`moisture`, `temperature`, `biochar`…) is kept as the form's observation of it, converted to its unit:
 * not a reading, it never moves the parameter's alarms. Every field is snake_case.
 */

export const MAX_FORM_ANSWERS = 100;
/** How far ahead of the server's clock a form may be dated: the window devices share. */
export const FORM_FUTURE_TOLERANCE_MS = READING_FUTURE_TOLERANCE_MS;

export const monitoringTemplateListSchema = z.array(templateDetailSchema).meta({ id: 'MonitoringTemplateList', description: 'The templates of the forms operators fill, in full' });

export const formEntryInputSchema = z
  .object({
    entry_id: uuidSchema.describe('Made by the phone for this form; the same form sent again (same id, or same reactor, template, time and answers) is stored once'),
    template_id: uuidSchema,
    reactor_id: uuidSchema,
    measured_at: readingInstantSchema.describe('When what the form records happened: from 2000 on, at most 5 minutes ahead (the window devices share)'),
    answers: z
      .record(z.string().max(64), z.unknown())
      .refine((answers) => Object.keys(answers).length <= MAX_FORM_ANSWERS, `At most ${MAX_FORM_ANSWERS} answers`)
      .describe('Answers by question id, checked as the questionnaire checks them'),
  })
  .meta({ id: 'FormEntryInput', description: 'A filled monitoring form' });
export type FormEntryInput = z.infer<typeof formEntryInputSchema>;

export const formEntrySchema = z
  .object({
    id: uuidSchema,
    template_id: uuidSchema,
    template_version: z.number().int(),
    reactor_id: uuidSchema,
    measured_at: z.iso.datetime(),
    answers: z.record(z.string(), z.unknown()),
    readings_stored: z.number().int().min(0).describe('Always 0: a form gives observations, never readings (kept for older clients)'),
    observations_stored: z.number().int().min(0).describe('Observations the form gave the reactor’s parameters (drawn on the chart as the form’s)'),
    submitted_by: z.object({ id: uuidSchema, name: z.string() }).nullable(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'FormEntry', description: 'A monitoring form as stored' });
export type FormEntry = z.infer<typeof formEntrySchema>;

export const formEntriesQuerySchema = z
  .object({ reactor_id: uuidSchema, limit: z.coerce.number().int().min(1).max(100).default(20) })
  .meta({ id: 'FormEntriesQuery', description: 'The forms filled for a reactor, newest first' });

export const formEntryListSchema = z.array(formEntrySchema).meta({ id: 'FormEntryList', description: 'Forms, the latest measured first' });
