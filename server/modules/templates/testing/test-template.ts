import { templateDefinitionSchema, type TemplateDefinitionInput } from '@/lib/schemas/templates';
import { indexTemplate, type TemplateIndex } from '../template-index';

const text = (en: string) => ({ en, fr: `${en} (fr)` });

/** A small template for the unit tests of the questionnaire logic: two assessments, every kind of rule. */
export const TEST_TEMPLATE: TemplateDefinitionInput = {
  slug: 'unit-test',
  kind: 'project_readiness',
  name: text('Unit test'),
  description: text('A template for unit tests'),
  languages: ['en', 'fr'],
  readiness_threshold: 60,
  steps: [
    {
      id: 'first_step',
      title: text('First step'),
      assessments: [
        {
          id: 'basics',
          title: text('Basics'),
          weight: 1,
          sections: [
            {
              id: 'general',
              title: text('General'),
              weight: 2,
              questions: [
                { id: 'name', type: 'short_text', label: text('Name'), weight: 0, validation: { required: true, min: 3, max: 10 } },
                { id: 'tonnes', type: 'number', label: text('Tonnes'), unit: 't', weight: 2, validation: { required: true, min: 0, max: 1000 } },
                { id: 'staff', type: 'number', label: text('Staff'), weight: 0, validation: { integer: true, min: 1 } },
                {
                  id: 'stage',
                  type: 'single_choice',
                  label: text('Stage'),
                  weight: 4,
                  options: [
                    { value: 'idea', label: text('Idea'), score: 0.25 },
                    { value: 'built', label: text('Built') },
                  ],
                  validation: { required: true },
                },
                { id: 'stage_notes', type: 'long_text', label: text('Notes'), weight: 1, show_when: { question: 'stage', operator: 'equals', value: 'idea' } },
              ],
            },
            {
              id: 'checks',
              title: text('Checks'),
              weight: 1,
              questions: [
                { id: 'permit', type: 'yes_no', label: text('Permit?'), weight: 2 },
                { id: 'risky', type: 'yes_no', label: text('Risky?'), weight: 1, ready_answer: 'no' },
                {
                  id: 'inputs',
                  type: 'multiple_choice',
                  label: text('Inputs'),
                  weight: 1,
                  options: [
                    { value: 'wood', label: text('Wood') },
                    { value: 'manure', label: text('Manure'), score: 0.5 },
                    { value: 'crops', label: text('Crops'), score: 0 },
                  ],
                  validation: { max: 2 },
                },
                {
                  id: 'big_site',
                  type: 'location',
                  label: text('Site'),
                  weight: 0,
                  show_when: {
                    all: [
                      { question: 'tonnes', operator: 'gt', value: 100 },
                      { question: 'permit', operator: 'equals', value: true },
                    ],
                  },
                },
              ],
            },
          ],
        },
        {
          id: 'details',
          title: text('Details'),
          weight: 3,
          sections: [
            {
              id: 'detail_section',
              title: text('Detail'),
              questions: [
                { id: 'start', type: 'date', label: text('Start'), validation: { min: '2020-01-01', max: '2030-12-31' } },
                { id: 'evidence', type: 'file', label: text('Evidence'), validation: { max: 2 } },
                {
                  id: 'rows',
                  type: 'table',
                  label: text('Rows'),
                  columns: [
                    { id: 'who', label: text('Who'), type: 'short_text', required: true },
                    { id: 'amount', label: text('Amount'), type: 'number' },
                    { id: 'when', label: text('When'), type: 'date' },
                    { id: 'ok', label: text('OK'), type: 'yes_no' },
                    {
                      id: 'kind',
                      label: text('Kind'),
                      type: 'single_choice',
                      options: [
                        { value: 'a', label: text('A') },
                        { value: 'b', label: text('B') },
                      ],
                    },
                  ],
                  validation: { min: 1, max: 3 },
                },
                { id: 'yield', type: 'number', label: text('Yield'), weight: 0, validation: { min: 0, max: 100 } },
                {
                  id: 'other',
                  type: 'short_text',
                  label: text('Other'),
                  weight: 0,
                  show_when: {
                    any: [
                      { question: 'inputs', operator: 'contains', value: 'crops' },
                      { question: 'stage_notes', operator: 'answered' },
                    ],
                  },
                },
              ],
            },
          ],
        },
      ],
    },
  ],
  formulas: [
    { id: 'output', label: text('Output'), unit: 't', expression: 'tonnes * yield / 100', decimals: 1 },
    { id: 'per_staff', label: text('Per staff'), unit: { en: 't/yr', fr: 't/an' }, expression: 'output / staff', decimals: 2 },
    { id: 'ratio', label: text('Ratio'), expression: 'tonnes / (yield - yield)', decimals: 0 },
  ],
};

export function testIndex(): TemplateIndex {
  return indexTemplate(templateDefinitionSchema.parse(TEST_TEMPLATE));
}
