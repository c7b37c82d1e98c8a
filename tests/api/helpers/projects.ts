import type { AssessmentDetail, SavedAnswer } from '@/lib/schemas/assessments';
import type { ProjectDetail } from '@/lib/schemas/projects';
import type { TemplateSummary } from '@/lib/schemas/resources';
import type { TemplateQuestion } from '@/lib/schemas/templates';
import { syncTemplates } from '@/server/modules/resources/template-loader';
import type { TestApp } from './app';

/** Loads the templates of `content/templates` and answers the id of the one with this slug. */
export async function templateId(t: TestApp, slug = 'biochar-readiness'): Promise<string> {
  await syncTemplates(t.database.db);
  const list = (await (await t.request('/resources/templates')).json()) as TemplateSummary[];
  const found = list.find((template) => template.slug === slug);
  if (!found) throw new Error(`No template ${slug}`);
  return found.id;
}

export async function createProject(t: TestApp, token: string, template: string, name = 'Coffee husk biochar'): Promise<ProjectDetail> {
  const response = await t.request('/create_project', { token, json: { name, template_id: template } });
  if (response.status !== 200) throw new Error(`create_project answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as ProjectDetail;
}

/** The project's assessment record for a template assessment id. */
export function assessmentOf(project: ProjectDetail, definitionId: string): string {
  const found = project.steps.flatMap((step) => step.assessments).find((assessment) => assessment.definition_id === definitionId);
  if (!found) throw new Error(`No assessment ${definitionId}`);
  return found.id;
}

export async function openAssessment(t: TestApp, token: string, id: string, headers?: Record<string, string>): Promise<AssessmentDetail> {
  const response = await t.request(`/assessment?id=${id}`, { token, headers });
  if (response.status !== 200) throw new Error(`GET /assessment answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as AssessmentDetail;
}

export interface SaveOptions {
  base_version?: number;
  headers?: Record<string, string>;
}

export function saveAnswer(t: TestApp, token: string, assessmentId: string, questionId: string, value: unknown, options: SaveOptions = {}) {
  return t.request('/question', {
    method: 'PUT',
    token,
    headers: options.headers,
    json: { assessment_id: assessmentId, question_id: questionId, value, base_version: options.base_version ?? 0 },
  });
}

/** Saves and expects 200, taking the stored version as base. */
export async function answer(t: TestApp, token: string, assessmentId: string, questionId: string, value: unknown): Promise<SavedAnswer> {
  const detail = await openAssessment(t, token, assessmentId);
  const stored = detail.answers.find((item) => item.question_id === questionId);
  const response = await saveAnswer(t, token, assessmentId, questionId, value, { base_version: stored?.version ?? 0 });
  if (response.status !== 200) throw new Error(`PUT /question ${questionId} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as SavedAnswer;
}

/** A value that passes the question's validation (the smallest allowed where there are bounds). */
export function validValue(question: TemplateQuestion): unknown {
  switch (question.type) {
    case 'short_text':
    case 'long_text': {
      if (question.validation?.pattern === '^[A-Z]{2}$') return 'KE';
      if (question.validation?.pattern === '^https?://') return 'https://example.test';
      const min = question.validation?.min ?? 1;
      return 'x'.repeat(Math.max(min, 5));
    }
    case 'number': {
      const min = question.validation?.min ?? 0;
      return question.validation?.integer ? Math.ceil(min) : min;
    }
    case 'single_choice':
      return question.options[0].value;
    case 'multiple_choice':
      return question.options.slice(0, Math.max(question.validation?.min ?? 1, 1)).map((option) => option.value);
    case 'yes_no':
      return true;
    case 'date':
      return question.validation?.min ?? '2030-01-01';
    case 'location':
      return { lat: -0.4, lng: 36.9, label: 'Nyeri' };
    case 'table': {
      const row = Object.fromEntries(question.columns.map((column) => [column.id, cell(column)]));
      return Array.from({ length: Math.max(question.validation?.min ?? 1, 1) }, () => row);
    }
    case 'file':
      throw new Error(`validValue cannot make a file answer for ${question.id}: pass one in the overrides`);
  }
}

function cell(column: Extract<TemplateQuestion, { type: 'table' }>['columns'][number]): unknown {
  if (column.type === 'number') return 1;
  if (column.type === 'date') return '2030-01-01';
  if (column.type === 'yes_no') return true;
  if (column.type === 'single_choice') return column.options?.[0].value;
  return 'value';
}

/**
 * Answers every visible required question still missing (with `overrides` first, else a valid value), then
 * completes the assessment. Answers the completion's body.
 */
export async function fillAndComplete(t: TestApp, token: string, assessmentId: string, overrides: Record<string, unknown> = {}): Promise<Response> {
  for (const [questionId, value] of Object.entries(overrides)) {
    const detail = await openAssessment(t, token, assessmentId);
    if (detail.progress_detail.question_list.includes(questionId)) await answer(t, token, assessmentId, questionId, value);
  }
  for (let round = 0; round < 5; round += 1) {
    const detail = await openAssessment(t, token, assessmentId);
    const missing = detail.progress_detail.missing_required;
    if (missing.length === 0) break;
    const questions = new Map(detail.sections.flatMap((section) => section.questions).map((question) => [question.id, question]));
    for (const id of missing) {
      const question = questions.get(id);
      if (question) await answer(t, token, assessmentId, id, id in overrides ? overrides[id] : validValue(question));
    }
  }
  return t.request('/assessment', { token, json: { id: assessmentId, action: 'complete' } });
}
