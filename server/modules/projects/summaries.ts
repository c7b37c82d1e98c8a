import type { Language } from '@/lib/schemas/common';
import type { AssessmentSummary, Person, ProjectDetail, ProjectStep, ProjectSummary } from '@/lib/schemas/projects';
import type { TemplateKind } from '@/lib/schemas/templates';
import type { ProjectAssessmentRow } from '@/server/db/schema';
import { isAnswered } from '@/lib/templates/answered';
import { localize, localizeOrNull } from '@/lib/templates/localize';
import { assessmentFigures, percent, projectProgress } from '@/server/modules/templates/public';
import type { PersonRow } from './repository';
import type { ProjectState } from './state';

/** A user as lists show them; a deleted user keeps a place without personal data. */
export function toPerson(id: string | null, people: ReadonlyMap<string, PersonRow>): Person {
  const row = id ? people.get(id) : undefined;
  if (!row) return { id: id ?? '00000000-0000-0000-0000-000000000000', name: 'Former user', email: null };
  return { id: row.id, name: row.name, email: row.email };
}

export function toAssessmentSummary(state: ProjectState, row: ProjectAssessmentRow, language: Language): AssessmentSummary {
  const entry = state.index.assessmentById.get(row.definitionId);
  if (!entry) throw new Error(`The template has no assessment "${row.definitionId}"`);
  const figures = assessmentFigures(state.index, row.definitionId, state.values, state.visible);
  const position = state.assessments.findIndex((candidate) => candidate.id === row.id);
  return {
    id: row.id,
    definition_id: row.definitionId,
    title: localize(entry.assessment.title, language),
    description: localizeOrNull(entry.assessment.description, language),
    status: row.status,
    access_status: state.access,
    disabled: row.status === 'locked' || state.access === 'read',
    completion: figures.completion,
    progress: figures.progress,
    question_count: figures.question_list.length,
    current_section: row.currentSection,
    current_question: row.currentQuestion,
    next_assessment_id: state.assessments[position + 1]?.id ?? null,
    completed_at: row.completedAt?.toISOString() ?? null,
  };
}

const isOpen = (row: ProjectAssessmentRow) => row.status === 'not_started' || row.status === 'in_progress';

/** The assessment whose position was remembered last, else the first open one. */
export function currentAssessment(rows: ProjectAssessmentRow[]): ProjectAssessmentRow | undefined {
  const positioned = rows.filter((row) => row.positionSetAt).sort((a, b) => (b.positionSetAt?.getTime() ?? 0) - (a.positionSetAt?.getTime() ?? 0));
  return positioned[0] ?? rows.find(isOpen);
}

export function toProjectStep(state: ProjectState, stepId: string, language: Language): ProjectStep {
  const step = state.index.definition.steps.find((candidate) => candidate.id === stepId);
  if (!step) throw new Error(`The template has no step "${stepId}"`);
  const rows = state.assessments.filter((row) => row.stepId === stepId);
  let shown = 0;
  let answered = 0;
  for (const entry of state.index.questions) {
    if (entry.step.id !== stepId || !state.visible.has(entry.question.id)) continue;
    shown += 1;
    if (isAnswered(state.values.get(entry.question.id))) answered += 1;
  }
  return {
    id: step.id,
    title: localize(step.title, language),
    description: localizeOrNull(step.description, language),
    assessments: rows.map((row) => toAssessmentSummary(state, row, language)),
    current_assessment: currentAssessment(rows)?.id ?? null,
    progress: percent(answered, shown),
  };
}

export interface SummaryExtras {
  owner: Person;
  /** The latest computed overall score, if any. */
  score: number | null;
}

export function toProjectSummary(state: ProjectState, extras: SummaryExtras, language: Language): ProjectSummary {
  const { project, index } = state;
  return {
    id: project.id,
    name: project.name,
    template: {
      id: project.templateId ?? project.snapshotId,
      slug: index.definition.slug,
      kind: index.definition.kind as TemplateKind,
      name: localize(index.definition.name, language),
    },
    access: state.access,
    owner: extras.owner,
    progress: projectProgress(index, state.values, state.visible),
    assessments_completed: state.assessments.filter((row) => row.status === 'completed').length,
    assessments_total: state.assessments.length,
    score: extras.score === null ? null : Math.round(extras.score * 10) / 10,
    created_at: project.createdAt.toISOString(),
    updated_at: project.updatedAt.toISOString(),
  };
}

/** The step the caller is on: the one remembered on the project, else the step of the current assessment. */
export function projectOffset(state: ProjectState): number {
  const steps = state.index.definition.steps;
  if (state.project.stepOffset !== null) return Math.min(state.project.stepOffset, steps.length - 1);
  const current = currentAssessment(state.assessments);
  const index = current ? steps.findIndex((step) => step.id === current.stepId) : -1;
  return Math.max(index, 0);
}

export function toProjectDetail(state: ProjectState, extras: SummaryExtras, language: Language): ProjectDetail {
  return {
    ...toProjectSummary(state, extras, language),
    steps: state.index.definition.steps.map((step) => toProjectStep(state, step.id, language)),
    offset: projectOffset(state),
  };
}
