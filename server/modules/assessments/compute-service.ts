import type { Language } from '@/lib/schemas/common';
import type { ComputeResult } from '@/lib/schemas/assessments';
import type { Database } from '@/server/db/client';
import { type Caller, loadProjectState, type ProjectState, resolveProjectAccess } from '@/server/modules/projects/public';
import { computeScores, evaluateFormulas, questionLabels, roundScore } from '@/server/modules/templates/public';
import * as repository from './repository';
import { localize } from '@/lib/templates/localize';

/** The readiness results of a project's current answers (not stored). */
export function computeResult(state: ProjectState, language: Language, now: Date): ComputeResult {
  const assessmentIds = new Map(state.assessments.map((row) => [row.definitionId, row.id]));
  const scores = computeScores({ index: state.index, answers: state.values, visible: state.visible, language, assessmentIds });
  const overall = roundScore(scores.overall);
  const threshold = state.index.definition.readiness_threshold;
  return {
    project_id: state.project.id,
    overall,
    threshold,
    ready: overall >= threshold,
    assessments: scores.assessments,
    sections: scores.sections,
    gaps: scores.gaps,
    formulas: evaluateFormulas(state.index, state.values, state.visible, language),
    computed_at: now.toISOString(),
  };
}

/** Stored results with their titles, questions and labels in another language. */
export function relocalize(result: ComputeResult, state: ProjectState, language: Language): ComputeResult {
  const { index } = state;
  const definitionOf = new Map(state.assessments.map((row) => [row.id, row.definitionId]));
  const assessmentOf = (id: string) => index.assessmentById.get(definitionOf.get(id) ?? '')?.assessment;
  const sectionOf = (assessmentId: string, sectionId: string) => assessmentOf(assessmentId)?.sections.find((section) => section.id === sectionId);
  const text = (value: Parameters<typeof localize>[0], fallback: string) => (value ? localize(value, language) : fallback);
  return {
    ...result,
    assessments: result.assessments.map((item) => ({ ...item, title: text(assessmentOf(item.assessment_id)?.title, item.title) })),
    sections: result.sections.map((item) => ({ ...item, title: text(sectionOf(item.assessment_id, item.section_id)?.title, item.title) })),
    gaps: result.gaps.map((gap) => ({ ...gap, question: text(index.questionById.get(gap.question_id)?.question.label, gap.question) })),
    formulas: result.formulas.map((formula) => {
      const definition = index.definition.formulas.find((candidate) => candidate.id === formula.id);
      return {
        ...formula,
        label: text(definition?.label, formula.label),
        unit: definition?.unit ? localize(definition.unit, language) : formula.unit,
        missing_labels: questionLabels(index, formula.missing, language),
      };
    }),
  };
}

export function createComputeService(db: Database) {
  return {
    /** Computes and stores the results (owner or edit); the latest run is what `latest` returns. */
    async run(projectId: string, caller: Caller, language: Language): Promise<ComputeResult> {
      const context = await resolveProjectAccess(db, projectId, caller); // a writer: the route's class checked it
      const state = await loadProjectState(db, context);
      const result = computeResult(state, language, new Date());
      await repository.saveComputeResult(db, {
        projectId,
        overall: result.overall,
        ready: result.ready,
        result,
        computedBy: caller.user.id,
        computedAt: new Date(result.computed_at),
      });
      return result;
    },

    /** The latest stored results, their texts in the request's language. */
    async latest(projectId: string, caller: Caller, language: Language): Promise<ComputeResult | null> {
      const context = await resolveProjectAccess(db, projectId, caller);
      const row = await repository.findComputeResult(db, projectId);
      if (!row) return null;
      return relocalize(row.result, await loadProjectState(db, context), language);
    },
  };
}
