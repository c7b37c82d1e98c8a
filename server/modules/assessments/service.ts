import type { Language } from '@/lib/schemas/common';
import type { AssessmentDetail, AssessmentPosition, CompletedAssessment, SectionDetail } from '@/lib/schemas/assessments';
import type { AssessmentSummary } from '@/lib/schemas/projects';
import type { Database } from '@/server/db/client';
import { ApiError } from '@/server/http/errors';
import { type Caller, loadProjectState, setCurrentStep, toAssessmentSummary } from '@/server/modules/projects/public';
import { openAssessment, presentAnswers } from './context';
import { assessmentFigures, assessmentProgress } from '@/server/modules/templates/public';
import * as repository from './repository';

export type AssessmentsService = ReturnType<typeof createAssessmentsService>;

export function createAssessmentsService(db: Database) {
  return {
    /** Everything the questionnaire page needs: sections, answers, figures, pending autofill. */
    async detail(assessmentId: string, caller: Caller, language: Language): Promise<AssessmentDetail> {
      const { state, row, entry } = await openAssessment(db, assessmentId, caller);
      const questionIds = new Set(entry.assessment.sections.flatMap((section) => section.questions.map((question) => question.id)));
      const answerRows = [...state.answers.values()].filter((answer) => questionIds.has(answer.questionId));
      const [answers, pending] = await Promise.all([presentAnswers(db, answerRows), repository.hasProposals(db, row.id)]);
      return {
        ...toAssessmentSummary(state, row, language),
        project: { id: state.project.id, name: state.project.name },
        type: state.index.definition.kind,
        sections: entry.assessment.sections,
        answers,
        progress_detail: assessmentProgress(state.index, row.definitionId, state.values),
        autofill_pending: pending,
      };
    },

    /**
     * One section of the assessment: its questions, their answers, which are shown, and its progress (seed section 7,
     * `/section`), so that a long questionnaire can load a section as it is opened. 404 for a section it lacks.
     */
    async section(assessmentId: string, sectionId: string, caller: Caller): Promise<SectionDetail> {
      const { state, row, entry } = await openAssessment(db, assessmentId, caller);
      const section = entry.assessment.sections.find((candidate) => candidate.id === sectionId);
      if (!section) throw new ApiError(404, `This assessment has no section "${sectionId}"`);
      const ids = section.questions.map((question) => question.id);
      const answerRows = ids.flatMap((id) => state.answers.get(id) ?? []);
      const figures = assessmentFigures(state.index, row.definitionId, state.values, state.visible);
      const progress = figures.sections.find((candidate) => candidate.section_id === sectionId) ?? { section_id: sectionId, answered: 0, visible: 0, completion: 100 };
      return {
        assessment_id: row.id,
        section,
        answers: await presentAnswers(db, answerRows),
        progress,
        visible_questions: ids.filter((id) => state.visible.has(id)),
      };
    },

    /** Remembers where a writer is (readers are answered without storing anything). */
    async position(input: AssessmentPosition, caller: Caller, language: Language): Promise<AssessmentSummary> {
      const context = await openAssessment(db, input.id, caller);
      const { state, entry } = context;
      const section = entry.assessment.sections.find((candidate) => candidate.id === input.current_section);
      if (!section) throw new ApiError(422, `This assessment has no section "${input.current_section}"`);
      const question = input.current_question ?? null;
      if (question !== null && !section.questions.some((candidate) => candidate.id === question)) {
        throw new ApiError(422, `Section "${section.id}" has no question "${question}"`);
      }
      if (state.access === 'read' || context.row.status === 'locked') return toAssessmentSummary(state, context.row, language);
      const row = await repository.setPosition(db, context.row.id, section.id, question);
      await setCurrentStep(db, state.project.id, entry.stepIndex);
      const fresh = await loadProjectState(db, { project: state.project, access: state.access });
      return toAssessmentSummary(fresh, fresh.assessments.find((candidate) => candidate.id === row?.id) ?? context.row, language);
    },

    /** Completes the assessment once every visible required question is answered; opens the next one. */
    async complete(assessmentId: string, caller: Caller, language: Language): Promise<CompletedAssessment> {
      const { state, row } = await openAssessment(db, assessmentId, caller); // a writer: the route's class checked it
      if (row.status === 'locked') throw new ApiError(409, 'This assessment is locked until the previous one is completed');
      const position = state.assessments.findIndex((candidate) => candidate.id === row.id);
      const next = state.assessments[position + 1];
      if (row.status !== 'completed') {
        const { missing_required: missingRequired } = assessmentFigures(state.index, row.definitionId, state.values, state.visible);
        if (missingRequired.length > 0) {
          throw new ApiError(422, `Answer every required question before completing this assessment: ${missingRequired.length} still unanswered (${missingRequired.join(', ')})`, {
            missing: missingRequired,
          });
        }
        await repository.completeAndUnlock(db, row.id, next?.id);
      }
      const fresh = await loadProjectState(db, { project: state.project, access: state.access });
      const completed = fresh.assessments.find((candidate) => candidate.id === row.id) ?? row;
      const unlocked = row.status !== 'completed' && next ? fresh.assessments.find((candidate) => candidate.id === next.id) : undefined;
      return {
        assessment: toAssessmentSummary(fresh, completed, language),
        unlocked: unlocked && unlocked.status !== 'locked' ? toAssessmentSummary(fresh, unlocked, language) : null,
      };
    },
  };
}
