import { z } from 'zod';

/** One count on staff's console home: what waits, how many, and the page that deals with it. */
export const staffCountSchema = z
  .object({
    key: z
      .string()
      .regex(/^[a-z][a-z0-9_]*$/)
      .describe('The counter, e.g. publications_to_review'),
    count: z.number().int().nonnegative().nullable().describe('How many wait; null when it could not be counted'),
    path: z.string().startsWith('/').describe('The staff page that deals with them'),
  })
  .meta({ id: 'StaffCount' });
export type StaffCount = z.infer<typeof staffCountSchema>;

export const staffConsoleSchema = z.object({ counters: z.array(staffCountSchema) }).meta({ id: 'StaffConsole' });
export type StaffConsole = z.infer<typeof staffConsoleSchema>;
