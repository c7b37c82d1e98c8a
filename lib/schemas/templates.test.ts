import { readFileSync } from 'node:fs';
import path from 'node:path';
import { QUESTION_TYPES, templateDefinitionSchema, templateQuestions, type TemplateDefinitionInput } from './templates';

const t = (en: string) => ({ en, fr: `${en} (fr)` });

function minimalTemplate(questions: unknown[], formulas: unknown[] = []): TemplateDefinitionInput {
  return {
    slug: 'minimal',
    kind: 'project_readiness',
    name: t('Minimal'),
    description: t('A template for the tests'),
    languages: ['en', 'fr'],
    steps: [{ id: 'step_one', title: t('Step'), assessments: [{ id: 'assess', title: t('Assessment'), sections: [{ id: 'sec', title: t('Section'), questions }] }] }],
    formulas,
  } as TemplateDefinitionInput;
}

const number = (id: string) => ({ id, type: 'number', label: t(id) });
const issues = (input: unknown) => {
  const result = templateDefinitionSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('templateDefinitionSchema', () => {
  it('fills defaults: weight 1, not required, no formulas', () => {
    const parsed = templateDefinitionSchema.parse(minimalTemplate([number('tonnes')]));
    const [{ question }] = templateQuestions(parsed);
    expect(question.weight).toBe(1);
    expect(parsed.formulas).toEqual([]);
    expect(parsed.readiness_threshold).toBe(70);
  });

  it('requires every text in English and French', () => {
    const template = minimalTemplate([{ id: 'q', type: 'short_text', label: { en: 'Only English' } }]);
    expect(issues(template)).toContain('steps.0.assessments.0.sections.0.questions.0.label.fr: Invalid input: expected string, received undefined');
  });

  it('refuses duplicate ids anywhere in the template', () => {
    expect(issues(minimalTemplate([number('sec')]))).toEqual(['steps.0.assessments.0.sections.0.questions.0.id: id "sec" is already used at steps.0.assessments.0.sections.0']);
  });

  it('checks that a condition names an earlier question and one of its options', () => {
    const choice = {
      id: 'kind',
      type: 'single_choice',
      label: t('Kind'),
      options: [
        { value: 'a', label: t('A') },
        { value: 'b', label: t('B') },
      ],
    };
    const later = { id: 'later', type: 'short_text', label: t('Later'), show_when: { question: 'kind', operator: 'equals', value: 'c' } };
    const before = { id: 'before', type: 'short_text', label: t('Before'), show_when: { question: 'kind', operator: 'answered' } };
    expect(issues(minimalTemplate([before, choice, later]))).toEqual([
      'steps.0.assessments.0.sections.0.questions.0.show_when: the condition names "kind", which is not an earlier question',
      'steps.0.assessments.0.sections.0.questions.2.show_when: "c" is not an option of "kind"',
    ]);
  });

  it('checks condition operators against their values', () => {
    const needsList = { id: 'x', type: 'number', label: t('X') };
    const bad = { id: 'y', type: 'short_text', label: t('Y'), show_when: { question: 'x', operator: 'in', value: 3 } };
    const comparesText = { id: 'z', type: 'short_text', label: t('Z'), show_when: { question: 'x', operator: 'gt', value: 'big' } };
    expect(issues(minimalTemplate([needsList, bad, comparesText]))).toEqual([
      'steps.0.assessments.0.sections.0.questions.1.show_when.value: "in" needs a list of values',
      'steps.0.assessments.0.sections.0.questions.2.show_when.value: "gt" compares with a number',
    ]);
  });

  it('checks formulas: syntax, references to number questions or formulas, no cycles', () => {
    const text = { id: 'name', type: 'short_text', label: t('Name') };
    const formulas = [
      { id: 'f_syntax', label: t('Syntax'), expression: 'tonnes *' },
      { id: 'f_text', label: t('Text'), expression: 'name * 2' },
      { id: 'f_a', label: t('A'), expression: 'f_b + tonnes' },
      { id: 'f_b', label: t('B'), expression: 'f_a * 2' },
    ];
    const found = issues(minimalTemplate([number('tonnes'), text], formulas));
    expect(found).toEqual(
      expect.arrayContaining([
        'formulas.0.expression: the expression is not valid: the expression ends too early',
        'formulas.1.expression: "name" is neither a number question nor a formula',
        'formulas.2.expression: formulas depend on each other in a cycle: f_a → f_b → f_a',
      ]),
    );
  });

  it('checks validation rules: bounds in order, valid patterns, options on choice columns', () => {
    const bounded = { id: 'n', type: 'number', label: t('N'), validation: { min: 10, max: 1 } };
    const pattern = { id: 's', type: 'short_text', label: t('S'), validation: { pattern: '([a-z' } };
    const table = { id: 'tb', type: 'table', label: t('T'), columns: [{ id: 'c', label: t('C'), type: 'single_choice' }] };
    const found = issues(minimalTemplate([bounded, pattern, table]));
    expect(found).toEqual([
      'steps.0.assessments.0.sections.0.questions.0.validation: min must not exceed max',
      'steps.0.assessments.0.sections.0.questions.1.validation.pattern: pattern is not a valid regular expression',
      'steps.0.assessments.0.sections.0.questions.2.columns.0.options: a single_choice column needs options, and only such a column has them',
    ]);
  });

  it.each(['biochar-readiness', 'investment-readiness'])('accepts the demo template %s, which uses every question type', (slug) => {
    const raw = JSON.parse(readFileSync(path.join(process.cwd(), 'content', 'templates', `${slug}.json`), 'utf8')) as unknown;
    const parsed = templateDefinitionSchema.parse(raw);
    expect(parsed.slug).toBe(slug);
    expect(new Set(templateQuestions(parsed).map(({ question }) => question.type))).toEqual(new Set(QUESTION_TYPES));
  });

  it('gives the biochar template the size and formulas the product needs', () => {
    const raw = JSON.parse(readFileSync(path.join(process.cwd(), 'content', 'templates', 'biochar-readiness.json'), 'utf8')) as unknown;
    const parsed = templateDefinitionSchema.parse(raw);
    expect(parsed.steps.length).toBeGreaterThanOrEqual(3);
    expect(templateQuestions(parsed).length).toBeGreaterThanOrEqual(60);
    expect(parsed.formulas.map((formula) => formula.id)).toEqual(expect.arrayContaining(['annual_biochar_tonnes', 'annual_co2_removed']));
  });
});
