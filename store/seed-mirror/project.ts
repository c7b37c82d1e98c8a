import type { UnknownAction } from '@reduxjs/toolkit';
import type { AssessmentSummary, ProjectDetail } from '@/lib/schemas/projects';
import { saveProject, setCurrentAssessment, setCurrentSection, type ProjectAssessment, type ProjectState, type ProjectStep } from '../slices/project';
import { installMirror, toMirror, type MirroredState } from './cache';

/** An assessment as the project part of the store keeps it: its id, where the user is, and what lists show. */
function storeAssessment(assessment: AssessmentSummary, stepId: string): ProjectAssessment {
  return {
    id: assessment.id,
    current_section: assessment.current_section,
    current_question: assessment.current_question,
    step_id: stepId,
    title: assessment.title,
    status: assessment.status,
    completion: assessment.completion,
    progress: assessment.progress,
    disabled: assessment.disabled,
  };
}

/** The assessment the user is on: the current one of the step at `offset`, else the first step that names one. */
export function currentAssessmentOf(detail: ProjectDetail): string | null {
  const atOffset = detail.offset === null ? undefined : detail.steps[detail.offset];
  if (atOffset?.current_assessment) return atOffset.current_assessment;
  return detail.steps.find((step) => step.current_assessment)?.current_assessment ?? null;
}

/**
 * `GET /project` → the project part of the store (seed section 3): name, id, steps, offset. The seed keeps the
 * assessments and the current assessment on the FIRST step (its reducers `setCurrentAssessment` and
 * `setCurrentSection` work there), so the first step holds every assessment of the project (each knows its
 * `step_id`) and the project's current assessment; the other steps keep their own assessments.
 */
export function projectStateFrom(detail: ProjectDetail): ProjectState {
  const all = detail.steps.flatMap((step) => step.assessments.map((assessment) => storeAssessment(assessment, step.id)));
  const steps: ProjectStep[] = detail.steps.map((step, index) => ({
    id: step.id,
    title: step.title,
    progress: step.progress,
    assessments: index === 0 ? all : step.assessments.map((assessment) => storeAssessment(assessment, step.id)),
    current_assessment: index === 0 ? currentAssessmentOf(detail) : step.current_assessment,
  }));
  return { name: detail.name, id: detail.id, steps, offset: detail.offset };
}

/** The project's first step points at the assessment in the store, at the section the user is on. */
function projectFollowsAssessment({ project, assessment }: MirroredState): UnknownAction[] {
  const step = project.steps[0];
  const held = step?.assessments.find((candidate) => candidate.id === assessment.id);
  if (!assessment.id || !held) return [];
  if (step.current_assessment !== assessment.id) return [setCurrentAssessment({ assessment_id: assessment.id })];
  return held.current_section === assessment.current_section ? [] : [setCurrentSection(assessment.current_section)];
}

/**
 * The project half of the seed mirror (see `cache.ts`): a project read (`getProject`) replaces the project part, and
 * the project's current assessment and section follow the assessment part.
 */
export function projectMirrorActions(before: MirroredState, after: MirroredState, action: UnknownAction): UnknownAction[] {
  const project = toMirror<ProjectDetail>(before, after, action, 'getProject', after.project.id);
  return project ? [saveProject(projectStateFrom(project))] : projectFollowsAssessment(after);
}

let installed = false;

/** Puts the project half of the mirror in every store, once: called by the modules of the pages that show a project. */
export function installProjectMirror(): void {
  if (installed) return;
  installed = true;
  installMirror(projectMirrorActions);
}
