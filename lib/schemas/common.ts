import { z } from 'zod';

/** Languages the interface and the API speak; the `language` header carries one of them. */
export const LANGUAGES = ['en', 'fr'] as const;
export const languageSchema = z.enum(LANGUAGES).meta({ id: 'Language', description: 'Interface language' });
export type Language = z.infer<typeof languageSchema>;
export const DEFAULT_LANGUAGE: Language = 'en';

/** Every non-200 answer of the API: `detail.message` says what went wrong, other keys add context. */
export const errorBodySchema = z
  .object({
    detail: z.looseObject({
      message: z.string().describe('What went wrong, in plain words'),
    }),
  })
  .meta({ id: 'ErrorBody' });
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** The largest value of a PostgreSQL `integer` column: counters and versions the API accepts stay below it. */
export const MAX_INTEGER = 2_147_483_647;

export const uuidSchema = z.uuid({ error: 'Expected an identifier (UUID)' });

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/** `page` (from 1) and `page_size` (1 to 100) in the query string of every list. */
export const paginationQuerySchema = z.object({
  page: z.coerce.number({ error: 'page must be a number' }).int('page must be a whole number').min(1, 'page starts at 1').default(1),
  page_size: z.coerce
    .number({ error: 'page_size must be a number' })
    .int('page_size must be a whole number')
    .min(1, 'page_size is at least 1')
    .max(MAX_PAGE_SIZE, `page_size is at most ${MAX_PAGE_SIZE}`)
    .default(DEFAULT_PAGE_SIZE),
});
export type PaginationQuery = z.infer<typeof paginationQuerySchema>;

/** One page of a list: the items, how many there are in all, and which page this is. */
export function paginatedSchema<Item extends z.ZodType>(item: Item) {
  return z.object({
    items: z.array(item),
    total: z.number().int().min(0).describe('Number of items across all pages'),
    page: z.number().int().min(1),
    page_size: z.number().int().min(1),
  });
}
export interface Paginated<Item> {
  items: Item[];
  total: number;
  page: number;
  page_size: number;
}

/** A trimmed single-line text of bounded length; empty after trimming is refused. */
export function requiredText(label: string, max: number) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} is at most ${max} characters`);
}

/** A trimmed optional text; an empty string clears the value (stored as null). */
export function optionalText(label: string, max: number) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} is at most ${max} characters`)
    .transform((value) => (value === '' ? null : value))
    .nullable();
}
