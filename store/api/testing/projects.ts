import type { Answer, AnswerValue, AssessmentDetail, AssessmentProgress, SavedAnswer } from '@/lib/schemas/assessments';
import type { AssessmentSummary, ProjectDetail, ProjectSummary } from '@/lib/schemas/projects';
import type { TemplateQuestion, TemplateSection } from '@/lib/schemas/templates';

/** Identifiers and records shared by the questionnaire and project tests. */
export const PROJECT_ID = '7a0c2c52-6d0e-4b7a-9c1e-3f5d2b8e1a01';
export const ASSESSMENT_ID = '5b1d9e0f-2a4c-4e8b-8f3a-6c7d1e2f3a41';
export const NEXT_ASSESSMENT_ID = '5b1d9e0f-2a4c-4e8b-8f3a-6c7d1e2f3a42';
export const THIRD_ASSESSMENT_ID = '5b1d9e0f-2a4c-4e8b-8f3a-6c7d1e2f3a43';
export const TEMPLATE_ID = '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b61';
export const USER = { id: '0b8f7a1e-3c1d-4a59-9a37-6f1f6f0b2c11', name: 'Ana Ferreira', email: 'ana@example.org' };
export const OTHER_USER = { id: '1c9e8b2f-4d2e-4b6a-8b48-7a2a7c1c3d22', name: 'Bruno Costa', email: 'bruno@example.org' };
const NOW = '2026-03-02T10:00:00.000Z';

/** A builder of a test record: the defaults (made afresh each call), with the fields a test gives in their place. */
function builder<Shape extends object>(defaults: () => Shape): (overrides?: Partial<Shape>) => Shape {
  return (overrides = {}) => ({ ...defaults(), ...overrides });
}

export const progressOf = builder<AssessmentProgress>(() => ({
  completion: 0,
  progress: 0,
  assessment_completion: 0,
  sections: [
    { section_id: 'identity', answered: 0, visible: 4, completion: 0 },
    { section_id: 'details', answered: 0, visible: 2, completion: 0 },
  ],
  question_list: ['project_name', 'summary', 'stage', 'has_site', 'capacity', 'start_date'],
  missing_required: ['project_name'],
}));

export function answerOf(questionId: string, value: AnswerValue, version = 1, by = USER): Answer {
  return { question_id: questionId, value, version, updated_at: NOW, updated_by: by };
}

export function savedOf(questionId: string, value: AnswerValue | null, version = 1, progress = progressOf()): SavedAnswer {
  return { answer: value === null ? null : answerOf(questionId, value, version), progress, status: 'in_progress' };
}

type QuestionFields<Type extends TemplateQuestion['type']> = Omit<Extract<TemplateQuestion, { type: Type }>, 'id' | 'type' | 'label' | 'weight'>;

/** A question of the test template: its label in English and French, weight 1, and the fields of its type. */
function question<Type extends TemplateQuestion['type']>(
  id: string,
  type: Type,
  [en, fr]: [string, string],
  fields: QuestionFields<Type> = {} as QuestionFields<Type>,
): TemplateQuestion {
  return { id, type, label: { en, fr }, weight: 1, ...fields } as TemplateQuestion;
}

export const SECTIONS: TemplateSection[] = [
  {
    id: 'identity',
    title: { en: 'Project identity', fr: 'Identité du projet' },
    weight: 1,
    questions: [
      question('project_name', 'short_text', ['Project name', 'Nom du projet'], { validation: { required: true, min: 3, max: 120 } }),
      question('summary', 'long_text', ['Summary', 'Résumé'], {
        help: { en: 'A few sentences.', fr: 'Quelques phrases.' },
        article: 'biochar-basics',
      }),
      question('stage', 'single_choice', ['Stage', 'Stade'], {
        options: [
          { value: 'concept', label: { en: 'Concept', fr: 'Concept' } },
          { value: 'operation', label: { en: 'In operation', fr: 'En exploitation' } },
        ],
      }),
      question('has_site', 'yes_no', ['Do you have a site?', 'Avez-vous un site ?'], { ready_answer: 'yes' }),
    ],
  },
  {
    id: 'details',
    title: { en: 'Details', fr: 'Détails' },
    weight: 1,
    questions: [
      question('capacity', 'number', ['Capacity', 'Capacité'], {
        unit: 't/yr',
        validation: { required: false, min: 0, max: 100000, integer: false },
      }),
      question('start_date', 'date', ['Start date', 'Date de début']),
      question('site_permit', 'yes_no', ['Is the site permitted?', 'Le site est-il autorisé ?'], {
        ready_answer: 'yes',
        show_when: { question: 'has_site', operator: 'equals', value: true },
      }),
    ],
  },
];

export const summaryOf = builder<AssessmentSummary>(() => ({
  id: ASSESSMENT_ID,
  definition_id: 'project_profile',
  title: 'Project profile',
  description: 'Who and what',
  status: 'in_progress',
  access_status: 'owner',
  disabled: false,
  completion: 40,
  progress: 30,
  question_count: 7,
  current_section: 'identity',
  current_question: null,
  next_assessment_id: NEXT_ASSESSMENT_ID,
  completed_at: null,
}));

export const assessmentDetailOf = builder<AssessmentDetail>(() => ({
  ...summaryOf(),
  project: { id: PROJECT_ID, name: 'Loire biochar' },
  type: 'project_readiness',
  sections: SECTIONS,
  answers: [],
  progress_detail: progressOf(),
  autofill_pending: false,
}));

export const projectSummaryOf = builder<ProjectSummary>(() => ({
  id: PROJECT_ID,
  name: 'Loire biochar',
  template: { id: TEMPLATE_ID, slug: 'biochar-readiness', kind: 'project_readiness', name: 'Biochar readiness' },
  access: 'owner',
  owner: USER,
  progress: 35,
  assessments_completed: 1,
  assessments_total: 3,
  score: null,
  created_at: NOW,
  updated_at: NOW,
}));

export const projectDetailOf = builder<ProjectDetail>(() => ({
  ...projectSummaryOf(),
  offset: 0,
  steps: [
    {
      id: 'eligibility',
      title: 'Eligibility',
      description: null,
      progress: 50,
      current_assessment: ASSESSMENT_ID,
      assessments: [
        summaryOf({ status: 'completed', completion: 100, progress: 100, id: ASSESSMENT_ID, title: 'Project profile' }),
        summaryOf({
          id: NEXT_ASSESSMENT_ID,
          definition_id: 'feedstock',
          title: 'Feedstock eligibility',
          status: 'in_progress',
          completion: 20,
          progress: 10,
          current_section: 'feedstock',
          current_question: 'feedstock_tonnes',
          next_assessment_id: THIRD_ASSESSMENT_ID,
        }),
      ],
    },
    {
      id: 'technology',
      title: 'Technology and site',
      description: 'Reactor, site and permits',
      progress: 0,
      current_assessment: null,
      assessments: [
        summaryOf({
          id: THIRD_ASSESSMENT_ID,
          definition_id: 'technology',
          title: 'Technology',
          status: 'locked',
          disabled: true,
          completion: 0,
          progress: 0,
          current_section: null,
          next_assessment_id: null,
        }),
      ],
    },
  ],
}));
