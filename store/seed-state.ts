import type { AssessmentDetail, AssessmentProgress } from '@/lib/schemas/assessments';
import type { AssessmentSummary, ProjectDetail } from '@/lib/schemas/projects';
import type { AssessmentState } from './slices/assessment';
import type { ProjectAssessment, ProjectState, ProjectStep } from './slices/project';

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

/** The figures of a progress answer that the assessment part of the store keeps. */
export function progressFields(progress: AssessmentProgress) {
  return {
    completion: progress.completion,
    progress: progress.progress,
    assessment_completion: progress.assessment_completion,
  };
}

/** `GET /assessment` → the assessment part of the store: exactly the seed's fields. */
export function assessmentStateFrom(detail: AssessmentDetail): AssessmentState {
  return {
    id: detail.id,
    type: detail.type,
    sections: detail.sections,
    disabled: detail.disabled,
    access_status: detail.access_status,
    status: detail.status,
    current_question: detail.current_question,
    current_section: detail.current_section,
    assessment_id: detail.id,
    ...progressFields(detail.progressDetail),
    question_list: detail.progressDetail.question_list,
    autofill_pending: detail.autofill_pending,
    next_assessment_id: detail.next_assessment_id,
  };
}
