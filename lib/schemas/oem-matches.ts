import { z } from 'zod';
import { paginatedSchema, paginationQuerySchema, uuidSchema } from './common';
import { DISCOVERABLE_FIELDS, MATCH_CRITERIA } from './oem-constants';
import { feedstockSchema, oemStatusSchema, projectStageSchema } from './oems';

/*
 * Matching (issue 23): a project against a verified OEM, criterion by criterion, each citing the project's answer and
 * the OEM's term it compared; a project's discoverability; an OEM's list of matched projects. snake_case fields.
 */

export const matchCriterionSchema = z.enum(MATCH_CRITERIA).meta({ id: 'MatchCriterion', description: 'A named criterion of a match' });
export const criterionStatusSchema = z
  .enum(['met', 'partial', 'unmet', 'missing'])
  .meta({ id: 'CriterionStatus', description: 'met: full points; partial: some; unmet: none; missing: the project has not answered what it needs' });

export const citedAnswerSchema = z
  .object({ question_id: z.string(), value: z.unknown().nullable() })
  .meta({ id: 'CitedAnswer', description: 'A project answer a criterion compared (value null when unanswered)' });

export const missingQuestionSchema = z
  .object({
    question_id: z.string(),
    title: z.string().nullable().describe('The question as the questionnaire asks it, in the caller’s language'),
    href: z
      .string()
      .nullable()
      .describe('The questionnaire page at that question, where it is answered now; null when the questionnaire does not ask it or its step is still locked'),
    locked: z
      .object({
        step: z.string().describe('The questionnaire step that asks the question, in the caller’s language'),
        unlocked_by: z.string().describe('The step to complete first, which opens it'),
        href: z.string().describe('The page of the step to complete first'),
      })
      .nullable()
      .describe('Set when the question’s step is still locked: which step to complete to open it, and its page'),
  })
  .meta({ id: 'MissingQuestion', description: 'An unanswered question that would let a criterion be judged' });
export type MissingQuestion = z.infer<typeof missingQuestionSchema>;

export const criterionResultSchema = z
  .object({
    criterion: matchCriterionSchema,
    weight: z.number(),
    points: z.number(),
    status: criterionStatusSchema,
    hard: z.boolean().describe('The OEM made this criterion a hard constraint'),
    excludes: z.boolean().describe('A hard constraint this project fails: the OEM is excluded'),
    project: z.array(citedAnswerSchema),
    oem: z.object({ term: z.string(), value: z.unknown().nullable() }).describe('The OEM’s offer or requirement compared'),
    reason: z.string().describe('Why the points are what they are, a stable code for the screen to word'),
    missing: z.array(z.string()).describe('Question ids that would supply the data missing'),
  })
  .meta({ id: 'CriterionResult', description: 'One criterion of a match, explained' });
export type CriterionResult = z.infer<typeof criterionResultSchema>;

export const projectMatchSchema = z
  .object({
    company_id: uuidSchema,
    legal_name: z.string(),
    country: z.string().nullable(),
    website: z.string().nullable(),
    score: z.number().int().min(0).max(100),
    strong: z.boolean(),
    excluded: z.boolean(),
    criteria: z.array(criterionResultSchema),
  })
  .meta({ id: 'ProjectMatch', description: 'A verified OEM matched against the project' });
export type ProjectMatch = z.infer<typeof projectMatchSchema>;

export const projectMatchesQuerySchema = z.object({ project_id: uuidSchema }).meta({ id: 'ProjectMatchesQuery', description: 'The project whose matches to read' });

export const discoverabilitySchema = z
  .object({
    discoverable: z.boolean(),
    fields: z.array(z.enum(DISCOVERABLE_FIELDS)).max(DISCOVERABLE_FIELDS.length),
  })
  .meta({ id: 'Discoverability', description: 'Whether verified OEMs may find the project, and which of its fields they see' });
export type Discoverability = z.infer<typeof discoverabilitySchema>;
export const discoverabilityInputSchema = discoverabilitySchema
  .extend({ project_id: uuidSchema })
  .meta({ id: 'DiscoverabilityInput', description: 'A project’s discoverability, set by its owner' });

export const projectMatchesSchema = z
  .object({
    project_id: uuidSchema,
    matches: z.array(projectMatchSchema).describe('Best first; excluded OEMs last'),
    missing: z.array(missingQuestionSchema).describe('Every question whose answer some criterion lacks'),
    discoverability: discoverabilitySchema,
  })
  .meta({ id: 'ProjectMatches', description: 'The verified OEMs for a project, each criterion explained' });
export type ProjectMatches = z.infer<typeof projectMatchesSchema>;

export const oemMatchesQuerySchema = paginationQuerySchema
  .extend({
    min_score: z.coerce.number().int().min(0).max(100).default(0),
    country: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, 'country is a two-letter code')
      .optional(),
    stage: projectStageSchema.optional(),
    feedstock: feedstockSchema.optional(),
  })
  .meta({ id: 'OemMatchesQuery', description: 'A page of the OEM’s matched projects, best first, filtered' });
export type OemMatchesQuery = z.infer<typeof oemMatchesQuerySchema>;

export const matchedProjectSchema = z
  .object({
    project_id: uuidSchema,
    name: z.string(),
    score: z.number().int(),
    strong: z.boolean(),
    fields: z.record(z.string(), z.unknown()).describe('Only the fields the project’s owner lets OEMs see (country, stage, feedstocks, capacity, budget, expected_start, site)'),
  })
  .meta({ id: 'MatchedProject', description: 'A discoverable project matched with the OEM' });
/** An OEM's list counts its matches up to this many; past it the total reads "1,000+". */
export const MATCH_COUNT_CAP = 1000;
export const oemMatchesSchema = paginatedSchema(matchedProjectSchema)
  .extend({
    oem_status: oemStatusSchema,
    total_capped: z.boolean().describe(`The OEM has more than ${MATCH_COUNT_CAP} matches for these filters: total is ${MATCH_COUNT_CAP} and reads as "${MATCH_COUNT_CAP}+"`),
  })
  .meta({ id: 'OemMatches', description: 'A page of the OEM’s matched projects' });
export type OemMatches = z.infer<typeof oemMatchesSchema>;
