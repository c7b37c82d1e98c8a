import { request } from '@/lib/api/request';
import { PROJECT_ROUTES } from '@/lib/api/routes';
import type {
  AssessmentDetail,
  AssessmentPosition,
  AutofillProposalList,
  ClearAnswer,
  CompletedAssessment,
  ComputeResult,
  LatestCompute,
  DecideAutofill,
  DecidedAutofill,
  QuestionDetail,
  SaveAnswer,
  SavedAnswer,
  SectionDetail,
} from '@/lib/schemas/assessments';
import type * as AssessmentSchemas from '@/lib/schemas/assessments';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import type { AssessmentSummary } from '@/lib/schemas/projects';
import { api } from './index';
import { lazySchema, preloadingSchemas, type LazySchema } from './lazy-schema';
import { loadProjectSchemas, projectResponse, projectTag } from './projects';

/**
 * The questionnaire (`/assessment`, `/section`, `/question`, `/autofill`, `/compute`). Tags: `Assessment`
 * `<id>` for one assessment (with its sections, questions and proposals), `Assessment` `compute:<projectId>`
 * for a project's results. Answers are saved through {@link sendAnswer} by the page's save queue (which needs
 * `keepalive` when the page goes away); the `saveAnswer`/`clearAnswer` endpoints do the same for other callers.
 */

export const assessmentTag = {
  one: (id: string) => ({ type: 'Assessment' as const, id }),
  compute: (projectId: string) => ({ type: 'Assessment' as const, id: `compute:${projectId}` }),
};

/** The questionnaire's schemas (and zod), loaded when its first request goes out rather than with the page. */
const loadAssessmentSchemas = () => import('@/lib/schemas/assessments');

/** A response schema of `lib/schemas/assessments.ts`, loaded on demand (see {@link lazySchema}). */
function assessmentResponse<Output>(
  pick: (schemas: typeof AssessmentSchemas) => StandardSchemaV1<unknown, Output>,
): LazySchema<Output> {
  return lazySchema(() => loadAssessmentSchemas().then(pick));
}

function preloadAssessmentSchemas(): void {
  loadAssessmentSchemas().catch(() => undefined);
  loadProjectSchemas().catch(() => undefined);
}

export const assessmentsApi = api.injectEndpoints({
  endpoints: (build) =>
    preloadingSchemas(preloadAssessmentSchemas, {
      /** `GET /assessment?id=`: everything the questionnaire page needs. */
      getAssessment: build.query<AssessmentDetail, string>({
        query: (id) => ({ url: PROJECT_ROUTES.assessment, body: { id } }),
        responseSchema: assessmentResponse((schemas) => schemas.assessmentDetailSchema),
        providesTags: (_result, _error, id) => [assessmentTag.one(id)],
      }),
      /** `PATCH /assessment`: remember the section and question the user is on (no refetch). */
      updateAssessmentPosition: build.mutation<AssessmentSummary, AssessmentPosition>({
        query: (body) => ({ url: PROJECT_ROUTES.assessment, method: 'PATCH', body }),
        responseSchema: projectResponse((schemas) => schemas.assessmentSummarySchema),
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
        query: ({ id }) => ({ url: PROJECT_ROUTES.assessment, method: 'POST', body: { id, action: 'complete' } }),
        responseSchema: assessmentResponse((schemas) => schemas.completedAssessmentSchema),
        invalidatesTags: (result, error, { id, projectId }) =>
          error
            ? []
            : [
                assessmentTag.one(id),
                ...(result?.unlocked ? [assessmentTag.one(result.unlocked.id)] : []),
                projectTag.list,
                ...(projectId ? [projectTag.one(projectId)] : []),
              ],
      }),
      /** `GET /section?assessmentId=&sectionId=`. */
      getSection: build.query<SectionDetail, { assessmentId: string; sectionId: string }>({
        query: (args) => ({ url: PROJECT_ROUTES.section, body: args }),
        responseSchema: assessmentResponse((schemas) => schemas.sectionDetailSchema),
        providesTags: (_result, _error, { assessmentId }) => [assessmentTag.one(assessmentId)],
      }),
      /** `GET /question?assessmentId=&questionId=`. */
      getQuestion: build.query<QuestionDetail, { assessmentId: string; questionId: string }>({
        query: (args) => ({ url: PROJECT_ROUTES.question, body: args }),
        responseSchema: assessmentResponse((schemas) => schemas.questionDetailSchema),
        providesTags: (_result, _error, { assessmentId }) => [assessmentTag.one(assessmentId)],
      }),
      /** `PUT /question`: one answer. The page keeps its own copy of answers, so nothing is refetched. */
      saveAnswer: build.mutation<SavedAnswer, SaveAnswer>({
        query: (body) => ({ url: PROJECT_ROUTES.question, method: 'PUT', body }),
        responseSchema: assessmentResponse((schemas) => schemas.savedAnswerSchema),
      }),
      /** `DELETE /question`: clears one answer. */
      clearAnswer: build.mutation<SavedAnswer, ClearAnswer>({
        query: (body) => ({ url: PROJECT_ROUTES.question, method: 'DELETE', body }),
        responseSchema: assessmentResponse((schemas) => schemas.savedAnswerSchema),
      }),

      /* ------------------------------------------------------------ autofill */
      getAutofill: build.query<AutofillProposalList, string>({
        query: (assessmentId) => ({ url: PROJECT_ROUTES.autofill, body: { assessmentId } }),
        responseSchema: assessmentResponse((schemas) => schemas.autofillProposalListSchema),
        providesTags: (_result, _error, assessmentId) => [assessmentTag.one(assessmentId)],
      }),
      /** `POST /autofill`: looks for answers; the proposals wait for the user's decision. */
      runAutofill: build.mutation<AutofillProposalList, string>({
        query: (assessmentId) => ({ url: PROJECT_ROUTES.autofill, method: 'POST', body: { assessmentId } }),
        responseSchema: assessmentResponse((schemas) => schemas.autofillProposalListSchema),
      }),
      /** `PUT /autofill`: accepted proposals become answers, so the assessment is read again. */
      decideAutofill: build.mutation<DecidedAutofill, DecideAutofill>({
        query: (body) => ({ url: PROJECT_ROUTES.autofill, method: 'PUT', body }),
        responseSchema: assessmentResponse((schemas) => schemas.decidedAutofillSchema),
        invalidatesTags: (_result, error, { assessmentId }) => (error ? [] : [assessmentTag.one(assessmentId)]),
      }),

      /* ------------------------------------------------------------ compute */
      /** `GET /compute?projectId=`: the latest results (null before the first run). */
      getCompute: build.query<LatestCompute, string>({
        query: (projectId) => ({ url: PROJECT_ROUTES.compute, body: { projectId } }),
        responseSchema: assessmentResponse((schemas) => schemas.latestComputeSchema),
        providesTags: (_result, _error, projectId) => [assessmentTag.compute(projectId)],
      }),
      /** `POST /compute`: runs and stores; the answer replaces the cached results. */
      runCompute: build.mutation<ComputeResult, string>({
        query: (projectId) => ({ url: PROJECT_ROUTES.compute, method: 'POST', body: { projectId } }),
        responseSchema: assessmentResponse((schemas) => schemas.computeResultSchema),
        // The project's page shows the latest score, lists show it too.
        invalidatesTags: (_result, error, projectId) => (error ? [] : [projectTag.list, projectTag.one(projectId)]),
        async onQueryStarted(projectId, { dispatch, queryFulfilled }) {
          try {
            const { data } = await queryFulfilled;
            dispatch(assessmentsApi.util.upsertQueryData('getCompute', projectId, data));
          } catch {
            // The failure reaches the caller through the mutation's result.
          }
        },
      }),
    }),
});

export const {
  useGetAssessmentQuery,
  useUpdateAssessmentPositionMutation,
  useCompleteAssessmentMutation,
  useGetSectionQuery,
  useGetQuestionQuery,
  useSaveAnswerMutation,
  useClearAnswerMutation,
  useGetAutofillQuery,
  useRunAutofillMutation,
  useDecideAutofillMutation,
  useGetComputeQuery,
  useRunComputeMutation,
} = assessmentsApi;

/**
 * A save or clear of this tab went through: the cached questionnaire takes the stored answer and the new figures,
 * so that whatever reads the cache next (the page after a remembered position, a return to the page) sees what
 * the server holds rather than what it held when the questionnaire was first read.
 */
export function recordSavedAnswer(assessmentId: string, questionId: string, result: SavedAnswer) {
  return assessmentsApi.util.updateQueryData('getAssessment', assessmentId, (draft) => {
    const others = draft.answers.filter((answer) => answer.questionId !== questionId);
    draft.answers = result.answer ? [...others, result.answer] : others;
    draft.progressDetail = result.progress;
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
  const schemas = loadAssessmentSchemas();
  schemas.catch(() => undefined);
  const raw = await request(method, PROJECT_ROUTES.question, write.body, { keepalive: options.keepalive });
  return (await schemas).savedAnswerSchema.parse(raw);
}
