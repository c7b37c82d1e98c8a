import { z } from 'zod';
import { LANGUAGES } from './common';
import { templateQuestions } from './template-questions';
import { ExpressionSyntaxError, expressionReferences, parseExpression } from '@/lib/templates/expressions';

/**
 * The definition of an assessment template (`content/templates/*.json`): steps → assessments → sections →
 * questions, with validation, display conditions, scoring weights, formulas and knowledge-hub links. Every
 * text is written in English and French. The cross-checks at the end (unique ids, conditions and formulas
 * that name existing questions, no formula cycles) make a template safe to render and compute.
 */

/** Lower-case identifiers: letters, digits and underscores, starting with a letter (usable in formulas). */
export const templateIdSchema = z.string().regex(/^[a-z][a-z0-9_]{0,63}$/, 'an id has 1 to 64 lower-case letters, digits or "_", starting with a letter');

export const templateSlugSchema = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'a slug has lower-case letters and digits separated by single hyphens')
  .max(80);

/** A text in every language of the interface. */
const localized = z.string().trim().min(1, 'the text cannot be empty').max(4000);
export const localizedTextSchema = z.strictObject({ en: localized, fr: localized }).meta({ id: 'LocalizedText', description: 'The same text in English and French' });
export type LocalizedText = z.infer<typeof localizedTextSchema>;

/** A unit: one symbol for every language (`%`, `°C`, `EUR`), or written per language (`t/yr`, `t/an`). */
export const unitSchema = z
  .union([z.string().trim().min(1).max(40), z.strictObject({ en: z.string().trim().min(1).max(40), fr: z.string().trim().min(1).max(40) })])
  .meta({ id: 'Unit', description: 'A unit symbol shared by every language, or one per language' });
export type Unit = z.infer<typeof unitSchema>;

export const QUESTION_TYPES = ['short_text', 'long_text', 'number', 'single_choice', 'multiple_choice', 'yes_no', 'date', 'file', 'location', 'table'] as const;
export const questionTypeSchema = z.enum(QUESTION_TYPES);
export type QuestionType = z.infer<typeof questionTypeSchema>;

export const TEMPLATE_KINDS = ['project_readiness', 'investment_readiness', 'monitoring'] as const;
export const templateKindSchema = z.enum(TEMPLATE_KINDS);
export type TemplateKind = z.infer<typeof templateKindSchema>;

/** A value an answer is compared with. */
const comparableSchema = z.union([z.string().max(200), z.number(), z.boolean()]);

export const CONDITION_OPERATORS = ['equals', 'not_equals', 'in', 'not_in', 'gt', 'gte', 'lt', 'lte', 'answered', 'contains'] as const;

/** "Show this when question X's answer …": `in`/`not_in` take a list, `answered` no value, the rest one value. */
export const conditionRuleSchema = z
  .strictObject({
    question: templateIdSchema,
    operator: z.enum(CONDITION_OPERATORS),
    value: z.union([comparableSchema, z.array(comparableSchema).min(1).max(50)]).optional(),
  })
  .superRefine((rule, ctx) => {
    const isList = Array.isArray(rule.value);
    if (rule.operator === 'answered') {
      if (rule.value !== undefined) ctx.addIssue({ code: 'custom', path: ['value'], message: '"answered" takes no value' });
    } else if (rule.operator === 'in' || rule.operator === 'not_in') {
      if (!isList) ctx.addIssue({ code: 'custom', path: ['value'], message: `"${rule.operator}" needs a list of values` });
    } else if (rule.value === undefined || isList) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: `"${rule.operator}" needs a single value` });
    } else if (['gt', 'gte', 'lt', 'lte'].includes(rule.operator) && typeof rule.value !== 'number') {
      ctx.addIssue({ code: 'custom', path: ['value'], message: `"${rule.operator}" compares with a number` });
    }
  })
  .meta({ id: 'ConditionRule' });
export type ConditionRule = z.infer<typeof conditionRuleSchema>;

/** One rule, or all / any of several rules. */
export const conditionSchema = z
  .union([conditionRuleSchema, z.strictObject({ all: z.array(conditionRuleSchema).min(1).max(10) }), z.strictObject({ any: z.array(conditionRuleSchema).min(1).max(10) })])
  .meta({ id: 'Condition' });
export type Condition = z.infer<typeof conditionSchema>;

export const choiceOptionSchema = z
  .strictObject({
    value: templateIdSchema,
    label: localizedTextSchema,
    /** Share of the question's weight this answer earns (0 to 1); absent means it earns the full weight. */
    score: z.number().min(0).max(1).optional(),
  })
  .meta({ id: 'ChoiceOption' });
export type ChoiceOption = z.infer<typeof choiceOptionSchema>;

const isoDate = z.iso.date();

/** What every question has; `weight` counts in its section's score (0 = informative only). */
const questionBase = {
  id: templateIdSchema,
  label: localizedTextSchema,
  help: localizedTextSchema.optional(),
  weight: z.number().min(0).max(100).default(1),
  show_when: conditionSchema.optional(),
  /** Slug of the knowledge-hub article the "?" opens. */
  article: templateSlugSchema.optional(),
  /** Where autofill may find an answer: a company-profile field, or the same question in earlier projects. */
  autofill: z.enum(['profile.companyName', 'profile.country', 'profile.website', 'profile.sector', 'profile.employees', 'previous_projects']).optional(),
};

const requiredOnly = z.strictObject({ required: z.boolean().default(false) });

const textValidation = z
  .strictObject({
    required: z.boolean().default(false),
    min: z.number().int().min(0).optional().describe('Fewest characters'),
    max: z.number().int().min(1).max(20_000).optional().describe('Most characters'),
    pattern: z
      .string()
      .max(500)
      .refine((source) => {
        try {
          new RegExp(source, 'u');
          return true;
        } catch {
          return false;
        }
      }, 'pattern is not a valid regular expression')
      .optional(),
    pattern_hint: localizedTextSchema.optional().describe('What the pattern expects, in words shown to the user (e.g. "two capital letters, such as FR")'),
  })
  .refine((rule) => rule.min === undefined || rule.max === undefined || rule.min <= rule.max, 'min must not exceed max');

const numberValidation = z
  .strictObject({
    required: z.boolean().default(false),
    min: z.number().optional(),
    max: z.number().optional(),
    integer: z.boolean().default(false),
  })
  .refine((rule) => rule.min === undefined || rule.max === undefined || rule.min <= rule.max, 'min must not exceed max');

const countValidation = z
  .strictObject({
    required: z.boolean().default(false),
    min: z.number().int().min(0).optional(),
    max: z.number().int().min(1).optional(),
  })
  .refine((rule) => rule.min === undefined || rule.max === undefined || rule.min <= rule.max, 'min must not exceed max');

const dateValidation = z
  .strictObject({ required: z.boolean().default(false), min: isoDate.optional(), max: isoDate.optional() })
  .refine((rule) => rule.min === undefined || rule.max === undefined || rule.min <= rule.max, 'min must not be after max');

const uniqueValues = (options: { value: string }[]) => new Set(options.map((option) => option.value)).size === options.length;
const optionsSchema = z.array(choiceOptionSchema).min(2).max(50).refine(uniqueValues, 'option values must be unique');

export const tableColumnSchema = z
  .strictObject({
    id: templateIdSchema,
    label: localizedTextSchema,
    type: z.enum(['short_text', 'number', 'date', 'single_choice', 'yes_no']),
    unit: unitSchema.optional(),
    options: optionsSchema.optional(),
    required: z.boolean().default(false),
  })
  .refine((column) => (column.type === 'single_choice') === (column.options !== undefined), {
    message: 'a single_choice column needs options, and only such a column has them',
    path: ['options'],
  })
  .meta({ id: 'TableColumn' });

const shortText = z.strictObject({ ...questionBase, type: z.literal('short_text'), validation: textValidation.optional() });
const longText = z.strictObject({ ...questionBase, type: z.literal('long_text'), validation: textValidation.optional() });
const numberQuestion = z.strictObject({
  ...questionBase,
  type: z.literal('number'),
  unit: unitSchema.optional(),
  validation: numberValidation.optional(),
});
const singleChoice = z.strictObject({
  ...questionBase,
  type: z.literal('single_choice'),
  options: optionsSchema,
  validation: requiredOnly.optional(),
});
const multipleChoice = z.strictObject({
  ...questionBase,
  type: z.literal('multiple_choice'),
  options: optionsSchema,
  validation: countValidation.optional().describe('min and max count the selected options'),
});
const yesNo = z.strictObject({
  ...questionBase,
  type: z.literal('yes_no'),
  /** The answer that counts towards readiness (it earns the weight); the other one is a gap. */
  ready_answer: z.enum(['yes', 'no']).default('yes'),
  validation: requiredOnly.optional(),
});
const dateQuestion = z.strictObject({ ...questionBase, type: z.literal('date'), validation: dateValidation.optional() });
const fileQuestion = z.strictObject({
  ...questionBase,
  type: z.literal('file'),
  accept: z
    .array(z.enum(['document', 'image', 'dataset']))
    .min(1)
    .default(['document']),
  validation: countValidation.optional().describe('min and max count the files'),
});
const locationQuestion = z.strictObject({ ...questionBase, type: z.literal('location'), validation: requiredOnly.optional() });
const tableQuestion = z.strictObject({
  ...questionBase,
  type: z.literal('table'),
  columns: z
    .array(tableColumnSchema)
    .min(1)
    .max(12)
    .refine((columns) => new Set(columns.map((column) => column.id)).size === columns.length, 'column ids must be unique'),
  validation: countValidation.optional().describe('min and max count the rows'),
});

export const questionSchema = z
  .discriminatedUnion('type', [shortText, longText, numberQuestion, singleChoice, multipleChoice, yesNo, dateQuestion, fileQuestion, locationQuestion, tableQuestion])
  .meta({ id: 'TemplateQuestion' });
export type TemplateQuestion = z.infer<typeof questionSchema>;

export const sectionSchema = z
  .strictObject({
    id: templateIdSchema,
    title: localizedTextSchema,
    description: localizedTextSchema.optional(),
    weight: z.number().min(0).max(100).default(1),
    questions: z.array(questionSchema).min(1).max(200),
  })
  .meta({ id: 'TemplateSection' });
export type TemplateSection = z.infer<typeof sectionSchema>;

export const assessmentDefinitionSchema = z
  .strictObject({
    id: templateIdSchema,
    title: localizedTextSchema,
    description: localizedTextSchema.optional(),
    weight: z.number().min(0).max(100).default(1),
    sections: z.array(sectionSchema).min(1).max(50),
  })
  .meta({ id: 'TemplateAssessment' });
export type AssessmentDefinition = z.infer<typeof assessmentDefinitionSchema>;

export const stepSchema = z
  .strictObject({
    id: templateIdSchema,
    title: localizedTextSchema,
    description: localizedTextSchema.optional(),
    assessments: z.array(assessmentDefinitionSchema).min(1).max(20),
  })
  .meta({ id: 'TemplateStep' });
export type TemplateStep = z.infer<typeof stepSchema>;

/** A named result computed from number answers and other formulas. */
export const formulaSchema = z
  .strictObject({
    id: templateIdSchema,
    label: localizedTextSchema,
    unit: unitSchema.optional(),
    expression: z.string().min(1).max(2000),
    decimals: z.number().int().min(0).max(6).default(2),
  })
  .meta({ id: 'TemplateFormula' });
export type TemplateFormula = z.infer<typeof formulaSchema>;

const templateShape = z.strictObject({
  $schema: z.string().optional().describe('Editor hint; ignored'),
  slug: templateSlugSchema,
  kind: templateKindSchema,
  name: localizedTextSchema,
  description: localizedTextSchema,
  languages: z.array(z.enum(LANGUAGES)).min(1),
  /** Overall score (percent) from which the project counts as ready. */
  readiness_threshold: z.number().min(0).max(100).default(70),
  steps: z.array(stepSchema).min(1).max(20),
  formulas: z.array(formulaSchema).max(50).default([]),
});

/** Every question of a template with where it sits (for look-ups and cross-checks). */
export { templateQuestions };

type Issue = { path: (string | number)[]; message: string };

function ruleList(condition: Condition): ConditionRule[] {
  if ('all' in condition) return condition.all;
  if ('any' in condition) return condition.any;
  return [condition];
}

function checkIds(template: z.infer<typeof templateShape>): Issue[] {
  const issues: Issue[] = [];
  const seen = new Map<string, string>();
  const claim = (id: string, path: (string | number)[]) => {
    const where = path.join('.');
    const earlier = seen.get(id);
    if (earlier) issues.push({ path: [...path, 'id'], message: `id "${id}" is already used at ${earlier}` });
    else seen.set(id, where);
  };
  template.steps.forEach((step, s) => {
    claim(step.id, ['steps', s]);
    step.assessments.forEach((assessment, a) => {
      claim(assessment.id, ['steps', s, 'assessments', a]);
      assessment.sections.forEach((section, c) => claim(section.id, ['steps', s, 'assessments', a, 'sections', c]));
    });
  });
  for (const { question, path } of templateQuestions(template)) claim(question.id, path);
  template.formulas.forEach((formula, f) => claim(formula.id, ['formulas', f]));
  return issues;
}

function checkConditions(template: z.infer<typeof templateShape>): Issue[] {
  const issues: Issue[] = [];
  const earlier = new Map<string, TemplateQuestion>();
  for (const { question, path } of templateQuestions(template)) {
    for (const rule of question.show_when ? ruleList(question.show_when) : []) {
      const target = earlier.get(rule.question);
      if (!target) {
        issues.push({ path: [...path, 'show_when'], message: `the condition names "${rule.question}", which is not an earlier question` });
        continue;
      }
      if ('options' in target && rule.value !== undefined) {
        const allowed = new Set(target.options.map((option) => option.value));
        const values = Array.isArray(rule.value) ? rule.value : [rule.value];
        const unknown = values.filter((value) => typeof value !== 'string' || !allowed.has(value));
        if (unknown.length > 0) {
          issues.push({ path: [...path, 'show_when'], message: `"${unknown.join('", "')}" is not an option of "${rule.question}"` });
        }
      }
      if (target.type === 'yes_no' && rule.value !== undefined && typeof rule.value !== 'boolean') {
        issues.push({ path: [...path, 'show_when'], message: `a yes/no question ("${rule.question}") compares with true or false` });
      }
    }
    earlier.set(question.id, question);
  }
  return issues;
}

function checkFormulas(template: z.infer<typeof templateShape>): Issue[] {
  const issues: Issue[] = [];
  const numbers = new Set(
    templateQuestions(template)
      .filter(({ question }) => question.type === 'number')
      .map(({ question }) => question.id),
  );
  const formulaIds = new Set(template.formulas.map((formula) => formula.id));
  const dependsOn = new Map<string, string[]>();
  template.formulas.forEach((formula, f) => {
    let references: string[];
    try {
      references = expressionReferences(parseExpression(formula.expression));
    } catch (error) {
      const reason = error instanceof ExpressionSyntaxError ? error.message : String(error);
      issues.push({ path: ['formulas', f, 'expression'], message: `the expression is not valid: ${reason}` });
      return;
    }
    for (const name of references) {
      if (!numbers.has(name) && !formulaIds.has(name)) {
        issues.push({ path: ['formulas', f, 'expression'], message: `"${name}" is neither a number question nor a formula` });
      }
    }
    dependsOn.set(
      formula.id,
      references.filter((name) => formulaIds.has(name)),
    );
  });
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (id: string, trail: string[]): string[] | null => {
    if (state.get(id) === 'done') return null;
    if (state.get(id) === 'visiting') return [...trail, id];
    state.set(id, 'visiting');
    for (const next of dependsOn.get(id) ?? []) {
      const cycle = visit(next, [...trail, id]);
      if (cycle) return cycle;
    }
    state.set(id, 'done');
    return null;
  };
  template.formulas.forEach((formula, f) => {
    const cycle = visit(formula.id, []);
    if (cycle) issues.push({ path: ['formulas', f, 'expression'], message: `formulas depend on each other in a cycle: ${cycle.join(' → ')}` });
  });
  return issues;
}

export const templateDefinitionSchema = templateShape
  .superRefine((template, ctx) => {
    for (const issue of [...checkIds(template), ...checkConditions(template), ...checkFormulas(template)]) {
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }
  })
  .meta({ id: 'TemplateDefinition' });
export type TemplateDefinition = z.infer<typeof templateDefinitionSchema>;
export type TemplateDefinitionInput = z.input<typeof templateDefinitionSchema>;
