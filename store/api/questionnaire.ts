import { request } from '@/lib/api/request';
import { PROJECT_ROUTES } from '@/lib/api/routes';
import type {
  AssessmentPosition,
  AutofillProposalList,
  ClearAnswer,
  CompletedAssessment,
  DecideAutofill,
  DecidedAutofill,
  SaveAnswer,
  SavedAnswer,
} from '@/lib/schemas/assessments';
import type { AssessmentSummary } from '@/lib/schemas/projects';
import { assessmentSchemas, assessmentsApi, assessmentTag } from './assessments';
import { api } from './index';
import { projectSchemas, projectTag } from './projects';

/**
 * What only the questionnaire calls, loaded with it rather than with the assessment page: the position, the
 * completion, autofill, and its answers, which it saves through {@link sendAnswer} (with `keepalive` when the page
 * goes away) and records in the cached assessment.
 */
export const questionnaireApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `PATCH /assessment`: remember the section and question the user is on (no refetch). */
    updateAssessmentPosition: build.mutation<AssessmentSummary, AssessmentPosition>({
      query: (body) => ({ url: PROJECT_ROUTES.assessment, method: 'PATCH', body, schemas: projectSchemas }),
      responseSchema: projectSchemas.response((schemas) => schemas.assessmentSummarySchema),
      // The cached questionnaire follows at once, so that coming back to it opens at the same place.
      onQueryStarted({ id, current_section, current_question }, { dispatch }) {
        dispatch(
          assessmentsApi.util.updateQueryData('getAssessment', id, (draft) => {
            draft.current_section = current_section;
            draft.current_question = current_question ?? null;
          }),
        );
      },
    }),
    /** `POST /assessment` {action: 'complete'}: completes it and unlocks the next one. */
    completeAssessment: build.mutation<CompletedAssessment, { id: string; projectId?: string }>({
      query: ({ id }) => ({ url: PROJECT_ROUTES.assessment, method: 'POST', body: { id, action: 'complete' }, schemas: assessmentSchemas }),
      responseSchema: assessmentSchemas.response((schemas) => schemas.completedAssessmentSchema),
      invalidatesTags: (result, error, { id, projectId }) =>
        error
          ? []
          : [assessmentTag.one(id), ...(result?.unlocked ? [assessmentTag.one(result.unlocked.id)] : []), projectTag.list, ...(projectId ? [projectTag.one(projectId)] : [])],
    }),
    getAutofill: build.query<AutofillProposalList, string>({
      query: (assessmentId) => ({ url: PROJECT_ROUTES.autofill, body: { assessment_id: assessmentId }, schemas: assessmentSchemas }),
      responseSchema: assessmentSchemas.response((schemas) => schemas.autofillProposalListSchema),
      providesTags: (_result, _error, assessmentId) => [assessmentTag.one(assessmentId)],
    }),
    /** `POST /autofill`: looks for answers; the proposals wait for the user's decision. */
    runAutofill: build.mutation<AutofillProposalList, string>({
      query: (assessmentId) => ({ url: PROJECT_ROUTES.autofill, method: 'POST', body: { assessment_id: assessmentId }, schemas: assessmentSchemas }),
      responseSchema: assessmentSchemas.response((schemas) => schemas.autofillProposalListSchema),
    }),
    /** `PUT /autofill`: accepted proposals become answers, so the assessment is read again. */
    decideAutofill: build.mutation<DecidedAutofill, DecideAutofill>({
      query: (body) => ({ url: PROJECT_ROUTES.autofill, method: 'PUT', body, schemas: assessmentSchemas }),
      responseSchema: assessmentSchemas.response((schemas) => schemas.decidedAutofillSchema),
      invalidatesTags: (_result, error, { assessment_id: assessmentId }) => (error ? [] : [assessmentTag.one(assessmentId)]),
    }),
  }),
});

export const { useUpdateAssessmentPositionMutation, useCompleteAssessmentMutation, useGetAutofillQuery, useRunAutofillMutation, useDecideAutofillMutation } = questionnaireApi;

/**
 * A save or clear of this tab went through: the cached questionnaire takes the stored answer and the new figures,
 * so that whatever reads the cache next (the page after a remembered position, a return to the page) sees what
 * the server holds rather than what it held when the questionnaire was first read.
 */
export function recordSavedAnswer(assessmentId: string, questionId: string, result: SavedAnswer) {
  return assessmentsApi.util.updateQueryData('getAssessment', assessmentId, (draft) => {
    const others = draft.answers.filter((answer) => answer.question_id !== questionId);
    draft.answers = result.answer ? [...others, result.answer] : others;
    draft.progress_detail = result.progress;
    draft.status = result.status;
  });
}

/** What the save queue sends: a save (`PUT`) or, for an emptied answer, a clear (`DELETE`). */
export type AnswerWrite = { kind: 'save'; body: SaveAnswer } | { kind: 'clear'; body: ClearAnswer };

/**
 * Sends one answer write through THE request of the client and checks the answer. `keepalive` lets the call
 * finish after the page is gone (the flush on `pagehide`/`visibilitychange`).
 */
export async function sendAnswer(write: AnswerWrite, options: { keepalive?: boolean } = {}): Promise<SavedAnswer> {
  const method = write.kind === 'save' ? 'PUT' : 'DELETE';
  const schemas = assessmentSchemas.load();
  schemas.catch(() => undefined);
  const raw = await request(method, PROJECT_ROUTES.question, write.body, { keepalive: options.keepalive });
  return (await schemas).savedAnswerSchema.parse(raw);
}
