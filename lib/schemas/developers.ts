import { z } from 'zod';
import { paginatedSchema, paginationQuerySchema, uuidSchema } from './common';

// A developer company's public page and staff's directory (issue 23, R-23.12 to ).

/** The questions of the readiness template the track record adds up (dry tonnes a year). */
export const TRACK_RECORD_QUESTIONS = { capacity: 'plant_capacity_tonnes', tonnes: 'feedstock_tonnes' } as const;

/** One linked project as the track record shows it: no answers beyond the two figures, no files. */
export const trackProjectSchema = z
  .object({
    name: z.string(),
    capacity_tonnes: z.number().nullable(),
    feedstock_tonnes: z.number().nullable(),
    /** How many of the template's steps are complete, and how many there are. */
    steps_completed: z.number().int(),
    steps_total: z.number().int(),
    published: z.boolean(),
  })
  .meta({ id: 'TrackProject' });

export const trackRecordSchema = z
  .object({
    projects: z.number().int(),
    capacity_tonnes: z.number(),
    feedstock_tonnes: z.number(),
    /** Projects by the number of steps they completed (`"2": 3` reads: three projects completed two steps). */
    stages_reached: z.record(z.string(), z.number().int()),
    published_opportunities: z.number().int(),
    items: z.array(trackProjectSchema),
  })
  .meta({ id: 'TrackRecord' });
export type TrackRecord = z.infer<typeof trackRecordSchema>;

export const developerPageSchema = z
  .object({
    company_id: uuidSchema,
    legal_name: z.string(),
    country: z.string().nullable(),
    sectors: z.array(z.string()),
    description: z.string().nullable(),
    website: z.string().nullable(),
    founded_year: z.number().int().nullable(),
    show_to_investors: z.boolean(),
    show_to_oems: z.boolean(),
    track_record: trackRecordSchema,
  })
  .meta({ id: 'DeveloperPage' });
export type DeveloperPage = z.infer<typeof developerPageSchema>;

/** `PUT /developer`: whom the page is shown to (admins of the company). */
export const developerVisibilitySchema = z
  .strictObject({
    show_to_investors: z.boolean({ error: 'show_to_investors is true or false' }),
    show_to_oems: z.boolean({ error: 'show_to_oems is true or false' }),
  })
  .meta({ id: 'DeveloperVisibility' });
export type DeveloperVisibility = z.infer<typeof developerVisibilitySchema>;

export const developerDetailsQuerySchema = z.object({ company_id: uuidSchema });

/** `GET /internal/developers`: a search by name, registration number or country; CSV with `Accept: text/csv`. */
export const developerDirectoryQuerySchema = paginationQuerySchema.extend({
  search: z.string({ error: 'search must be text' }).trim().max(120, 'search is at most 120 characters').optional(),
});
export type DeveloperDirectoryQuery = z.infer<typeof developerDirectoryQuerySchema>;

export const developerEntrySchema = z
  .object({
    company_id: uuidSchema,
    legal_name: z.string(),
    registration_number: z.string().nullable(),
    country: z.string().nullable(),
    sectors: z.array(z.string()),
    members: z.number().int(),
    projects: z.number().int(),
    show_to_investors: z.boolean(),
    show_to_oems: z.boolean(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'DeveloperEntry' });
export type DeveloperEntry = z.infer<typeof developerEntrySchema>;
export const developerDirectorySchema = paginatedSchema(developerEntrySchema).meta({ id: 'DeveloperDirectory' });
export type DeveloperDirectory = z.infer<typeof developerDirectorySchema>;

/** The columns of the directory's CSV, in order. */
export const DEVELOPER_CSV_COLUMNS = ['legal_name', 'registration_number', 'country', 'sectors', 'members', 'projects', 'show_to_investors', 'show_to_oems', 'created_at'] as const;
