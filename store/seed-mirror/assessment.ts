import type { UnknownAction } from '@reduxjs/toolkit';
import type { AssessmentDetail, AutofillProposalList, CompletedAssessment } from '@/lib/schemas/assessments';
import { saveAssessment, setAutofillPending, updateAssessment, type AssessmentState } from '../slices/assessment';
import { answerOf, installMirror, toMirror, type MirroredState } from './cache';

/** `GET /assessment` → the assessment part of the store: exactly the seed's fields. */
export function assessmentStateFrom(detail: AssessmentDetail): AssessmentState {
  const progress = detail.progress_detail;
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
    completion: progress.completion,
    progress: progress.progress,
    assessment_completion: progress.assessment_completion,
    question_list: progress.question_list,
    autofill_pending: detail.autofill_pending,
    next_assessment_id: detail.next_assessment_id,
  };
}

/** What a new reading of the assessment already in the store refreshes: the fields the server decides. */
function serverFields(detail: AssessmentDetail): Partial<AssessmentState> {
  const { current_section: _section, current_question: _question, autofill_pending: _pending, ...fields } = assessmentStateFrom(detail);
  return fields;
}

/**
 * The assessment half of the seed mirror (see `cache.ts`): an assessment read (`getAssessment`) replaces the
 * assessment part, or, for the one already there, refreshes what the server decides (status, figures, visible
 * questions) and keeps where the user is and the autofill state, which the page moves; proposals found or read set
 * `autofill_pending`; a completion sets the status and the next assessment.
 */
export function assessmentMirrorActions(before: MirroredState, after: MirroredState, action: UnknownAction): UnknownAction[] {
  const updates: UnknownAction[] = [];
  const held = after.assessment.id;
  const assessment = toMirror<AssessmentDetail>(before, after, action, 'getAssessment', held);
  if (assessment) updates.push(assessment.id === held ? updateAssessment(serverFields(assessment)) : saveAssessment(assessmentStateFrom(assessment)));
  const found = answerOf(action, ['runAutofill', 'getAutofill']) as AutofillProposalList | undefined;
  if (found && found.assessment_id === held) updates.push(setAutofillPending(found.proposals.length > 0));
  const completed = answerOf(action, ['completeAssessment']) as CompletedAssessment | undefined;
  if (completed && completed.assessment.id === held) {
    updates.push(updateAssessment({ status: 'completed', next_assessment_id: completed.unlocked?.id ?? completed.assessment.next_assessment_id }));
  }
  return updates;
}

let installed = false;

/** Puts the assessment half of the mirror in every store, once: called by the assessment page and the questionnaire. */
export function installAssessmentMirror(): void {
  if (installed) return;
  installed = true;
  installMirror(assessmentMirrorActions);
}
