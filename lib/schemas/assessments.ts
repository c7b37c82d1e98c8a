import { z } from 'zod';
import { MAX_INTEGER, uuidSchema } from './common';
import { assessmentSummarySchema, personSchema } from './projects';
import { sectionSchema } from './templates';

/**
 * The contract of the questionnaire itself: opening an assessment (`/assessment`), its sections (`/section`),
 * saving answers (`/question`), autofill (`/autofill`) and computed results (`/compute`). Question
 * definitions travel as the template wrote them (texts in English and French; the client shows its language).
 */

/* ---------------------------------------------------------------- answer values */

/** A point on the map, with an optional place name. */
export const locationValueSchema = z
  .strictObject({
    lat: z.number().min(-90, 'latitude is at least -90').max(90, 'latitude is at most 90'),
    lng: z.number().min(-180, 'longitude is at least -180').max(180, 'longitude is at most 180'),
    label: z.string().trim().max(200).optional(),
  })
  .meta({ id: 'LocationValue' });
export type LocationValue = z.infer<typeof locationValueSchema>;

/** A file answer points at files of the project (uploaded through `/files`). */
export const fileRefSchema = z.strictObject({ file_id: uuidSchema, name: z.string().max(255) }).meta({ id: 'FileRef' });
export type FileRef = z.infer<typeof fileRefSchema>;

/** One row of a table answer: column id → cell value (text, number, ISO date, option value or yes/no). */
export const tableRowSchema = z.record(z.string().max(64), z.union([z.string().max(2000), z.number(), z.boolean(), z.null()])).meta({ id: 'TableRow' });
export type TableRow = z.infer<typeof tableRowSchema>;

/**
 * Any answer's shape. Which one a question takes is checked on the server against its type:
 * short/long text, date (YYYY-MM-DD) and single choice → string; number → number; yes/no → boolean;
 * multiple choice → string[]; location → LocationValue; file → FileRef[]; table → TableRow[].
 */
export const answerValueSchema = z
  .union([
    z.string().max(20_000),
    z.number(),
    z.boolean(),
    z.array(z.string().max(64)).max(50),
    locationValueSchema,
    z.array(fileRefSchema).max(20),
    z.array(tableRowSchema).max(200),
  ])
  .meta({ id: 'AnswerValue' });
export type AnswerValue = z.infer<typeof answerValueSchema>;

export const answerSchema = z
  .object({
    question_id: z.string(),
    value: answerValueSchema,
    /** Raised by each save; a save must name the version it replaces (0 for the first). */
    version: z.number().int().min(1),
    updated_at: z.iso.datetime(),
    updated_by: personSchema,
  })
  .meta({ id: 'Answer' });
export type Answer = z.infer<typeof answerSchema>;

/* ---------------------------------------------------------------- progress */

export const sectionProgressSchema = z
  .object({
    section_id: z.string(),
    answered: z.number().int().min(0),
    visible: z.number().int().min(0),
    completion: z.number().min(0).max(100),
  })
  .meta({ id: 'SectionProgress' });
export type SectionProgress = z.infer<typeof sectionProgressSchema>;

/** Figures that move as answers are given; computed on the server after every save. */
export const assessmentProgressSchema = z
  .object({
    completion: z.number().min(0).max(100),
    progress: z.number().min(0).max(100),
    /** The whole project's progress (all assessments), for the project's bar. */
    assessment_completion: z.number().min(0).max(100),
    sections: z.array(sectionProgressSchema),
    /** Visible question ids, in template order (conditions applied to the current answers). */
    question_list: z.array(z.string()),
    /** Required visible questions still unanswered. */
    missing_required: z.array(z.string()),
  })
  .meta({ id: 'AssessmentProgress' });
export type AssessmentProgress = z.infer<typeof assessmentProgressSchema>;

/* ---------------------------------------------------------------- /assessment */

export const assessmentQuerySchema = z.strictObject({ id: uuidSchema }).meta({ id: 'AssessmentQuery' });

/** `GET /assessment?id=`: everything the questionnaire page needs in one answer. */
export const assessmentDetailSchema = assessmentSummarySchema
  .extend({
    project: z.object({ id: uuidSchema, name: z.string() }),
    /** The template kind (`project_readiness`…), the seed's `type`. */
    type: z.string(),
    sections: z.array(sectionSchema),
    answers: z.array(answerSchema),
    progress_detail: assessmentProgressSchema,
    /** True while autofill proposals wait for the user's decision. */
    autofill_pending: z.boolean(),
  })
  .meta({ id: 'AssessmentDetail' });
export type AssessmentDetail = z.infer<typeof assessmentDetailSchema>;

/** `PATCH /assessment`: remember where the user is (section and question). */
export const assessmentPositionSchema = z
  .strictObject({
    id: uuidSchema,
    current_section: z.string().min(1).max(64),
    current_question: z.string().min(1).max(64).nullable().optional(),
  })
  .meta({ id: 'AssessmentPosition' });
export type AssessmentPosition = z.infer<typeof assessmentPositionSchema>;

/** `POST /assessment`: complete it (every visible required question answered); unlocks the next one. */
export const completeAssessmentSchema = z.strictObject({ id: uuidSchema, action: z.literal('complete') }).meta({ id: 'CompleteAssessment' });
export type CompleteAssessment = z.infer<typeof completeAssessmentSchema>;

export const completedAssessmentSchema = z
  .object({
    assessment: assessmentSummarySchema,
    /** The assessment this completion unlocked, if any. */
    unlocked: assessmentSummarySchema.nullable(),
  })
  .meta({ id: 'CompletedAssessment' });
export type CompletedAssessment = z.infer<typeof completedAssessmentSchema>;

/* ---------------------------------------------------------------- /section */

/** `GET /section?assessment_id=&section_id=`: one section's questions with their answers and progress. */
export const sectionQuerySchema = z.strictObject({ assessment_id: uuidSchema, section_id: z.string().min(1).max(64) }).meta({ id: 'SectionQuery' });

export const sectionDetailSchema = z
  .object({
    assessment_id: uuidSchema,
    section: sectionSchema,
    answers: z.array(answerSchema),
    progress: sectionProgressSchema,
    visible_questions: z.array(z.string()),
  })
  .meta({ id: 'SectionDetail' });
export type SectionDetail = z.infer<typeof sectionDetailSchema>;

/* ---------------------------------------------------------------- /question */

export const questionQuerySchema = z.strictObject({ assessment_id: uuidSchema, question_id: z.string().min(1).max(64) }).meta({ id: 'QuestionQuery' });

/** `PUT /question`: save one answer. `base_version` is the version the client saw (0 when unanswered). */
export const saveAnswerSchema = z
  .strictObject({
    assessment_id: uuidSchema,
    question_id: z.string().min(1).max(64),
    value: answerValueSchema,
    base_version: z.number().int().min(0).max(MAX_INTEGER, `base_version is at most ${MAX_INTEGER}`),
  })
  .meta({ id: 'SaveAnswer' });
export type SaveAnswer = z.infer<typeof saveAnswerSchema>;

/** `DELETE /question`: clear one answer (same version rule). */
export const clearAnswerSchema = z
  .strictObject({
    assessment_id: uuidSchema,
    question_id: z.string().min(1).max(64),
    base_version: z.number().int().min(1).max(MAX_INTEGER, `base_version is at most ${MAX_INTEGER}`),
  })
  .meta({ id: 'ClearAnswer' });
export type ClearAnswer = z.infer<typeof clearAnswerSchema>;

/**
 * The answer of a save or a clear: the stored answer (null once cleared), the new figures, and the assessment's
 * status (a first answer moves it from not started to in progress). A stale `base_version` gets 409 whose
 * `detail.current` is the stored answer, so that the client can show both.
 */
export const savedAnswerSchema = z
  .object({
    answer: answerSchema.nullable(),
    progress: assessmentProgressSchema,
    status: z.enum(['not_started', 'in_progress', 'completed']),
  })
  .meta({ id: 'SavedAnswer' });
export type SavedAnswer = z.infer<typeof savedAnswerSchema>;

export const questionDetailSchema = z
  .object({
    assessment_id: uuidSchema,
    section_id: z.string(),
    question: sectionSchema.shape.questions.element,
    answer: answerSchema.nullable(),
    visible: z.boolean(),
  })
  .meta({ id: 'QuestionDetail' });
export type QuestionDetail = z.infer<typeof questionDetailSchema>;

/* ---------------------------------------------------------------- /autofill */

export const AUTOFILL_SOURCES = ['profile', 'project'] as const;

export const autofillProposalSchema = z
  .object({
    id: uuidSchema,
    question_id: z.string(),
    value: answerValueSchema,
    source: z.enum(AUTOFILL_SOURCES),
    /** Where it came from, in words: the company profile, or the earlier project's name. */
    source_label: z.string(),
    /** The answer it would replace, if any. */
    current: answerValueSchema.nullable(),
  })
  .meta({ id: 'AutofillProposal' });
export type AutofillProposal = z.infer<typeof autofillProposalSchema>;

export const autofillQuerySchema = z.strictObject({ assessment_id: uuidSchema }).meta({ id: 'AutofillQuery' });

/** `POST /autofill`: look for answers (replaces earlier undecided proposals); answers the proposals. */
export const runAutofillSchema = z.strictObject({ assessment_id: uuidSchema }).meta({ id: 'RunAutofill' });

/** `GET /autofill` and `POST /autofill` answer the pending proposals. */
export const autofillProposalListSchema = z.object({ assessment_id: uuidSchema, proposals: z.array(autofillProposalSchema) }).meta({ id: 'AutofillProposalList' });
export type AutofillProposalList = z.infer<typeof autofillProposalListSchema>;

/** `PUT /autofill`: accept or reject each proposal; accepted ones become answers. */
export const decideAutofillSchema = z
  .strictObject({
    assessment_id: uuidSchema,
    decisions: z
      .array(z.strictObject({ proposal_id: uuidSchema, accept: z.boolean() }))
      .min(1)
      .max(500),
  })
  .meta({ id: 'DecideAutofill' });
export type DecideAutofill = z.infer<typeof decideAutofillSchema>;

export const decidedAutofillSchema = z
  .object({
    accepted: z.number().int().min(0),
    rejected: z.number().int().min(0),
    /** Accepted proposals that could not be applied: the question is now hidden, or the value no longer fits. */
    skipped: z.array(z.object({ proposal_id: uuidSchema, question_id: z.string(), reason: z.string() })),
    progress: assessmentProgressSchema,
  })
  .meta({ id: 'DecidedAutofill' });
export type DecidedAutofill = z.infer<typeof decidedAutofillSchema>;

/* ---------------------------------------------------------------- /compute */

export const computeQuerySchema = z.strictObject({ project_id: uuidSchema }).meta({ id: 'ComputeQuery' });
export const runComputeSchema = z.strictObject({ project_id: uuidSchema }).meta({ id: 'RunCompute' });

export const sectionScoreSchema = z
  .object({ assessment_id: uuidSchema, section_id: z.string(), title: z.string(), score: z.number().min(0).max(100) })
  .meta({ id: 'SectionScore' });

export const readinessGapSchema = z
  .object({
    assessment_id: uuidSchema,
    section_id: z.string(),
    question_id: z.string(),
    question: z.string(),
    /** `unanswered`: a required or weighted question has no answer; `not_ready`: the answer counts against readiness. */
    reason: z.enum(['unanswered', 'not_ready']),
    weight: z.number(),
  })
  .meta({ id: 'ReadinessGap' });
export type ReadinessGap = z.infer<typeof readinessGapSchema>;

export const formulaResultSchema = z
  .object({
    id: z.string(),
    label: z.string(),
    unit: z.string().nullable(),
    /** Null while an input is missing (or the result is not a finite number). */
    value: z.number().nullable(),
    missing: z.array(z.string()).describe('Number questions still unanswered that the formula needs'),
    missing_labels: z.array(z.string()).describe('The labels of those questions, in the same order and the language of the request'),
  })
  .meta({ id: 'FormulaResult' });
export type FormulaResult = z.infer<typeof formulaResultSchema>;

/** `POST /compute` runs and stores; `GET /compute?project_id=` reads the latest (null before the first run). */
export const computeResultSchema = z
  .object({
    project_id: uuidSchema,
    overall: z.number().min(0).max(100),
    threshold: z.number().min(0).max(100),
    ready: z.boolean(),
    assessments: z.array(z.object({ assessment_id: uuidSchema, title: z.string(), score: z.number().min(0).max(100) })),
    sections: z.array(sectionScoreSchema),
    gaps: z.array(readinessGapSchema),
    formulas: z.array(formulaResultSchema),
    computed_at: z.iso.datetime(),
  })
  .meta({ id: 'ComputeResult' });
export type ComputeResult = z.infer<typeof computeResultSchema>;

/** `GET /compute`: the latest results, or null before the first run (not an error: nothing was computed yet). */
export const latestComputeSchema = computeResultSchema.nullable().meta({ id: 'LatestCompute' });
export type LatestCompute = z.infer<typeof latestComputeSchema>;
