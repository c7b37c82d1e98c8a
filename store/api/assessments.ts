import { fillSection, keepReadSections, type OutlinedAssessment } from '@/lib/assessments/outline';
import { PROJECT_ROUTES } from '@/lib/api/routes';
import type { AssessmentDetail, ComputeResult, LatestCompute, SectionDetail } from '@/lib/schemas/assessments';
import { api } from './index';
import { keepOnPrefetch } from '@/store/prefetched';
import { schemaModule } from './lazy-schema';
import { projectTag } from './projects';

/**
 * Assessments as pages read them: the questionnaire of one (`GET /assessment`, or one section of it: `GET /section`) and a project's results
 * (`/compute`). What only the questionnaire calls (position, completion, autofill, answers) joins with it
 * (`questionnaire.ts`). Tags: `Assessment` `<id>` for one assessment (with its proposals), `Assessment`
 * `compute:<projectId>` for a project's results.
 */

export const assessmentTag = {
  one: (id: string) => ({ type: 'Assessment' as const, id }),
  compute: (projectId: string) => ({ type: 'Assessment' as const, id: `compute:${projectId}` }),
};

/** The questionnaire's schemas (and zod), loaded with its first request rather than with the page. */
export const assessmentSchemas = schemaModule(() => import('@/lib/schemas/assessments'));

export const assessmentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /assessment?id=`: everything the questionnaire page needs. */
    getAssessment: build.query<AssessmentDetail, string>({
      query: (id) => ({ url: PROJECT_ROUTES.assessment, body: { id }, schemas: assessmentSchemas }),
      responseSchema: assessmentSchemas.response((schemas) => schemas.assessmentDetailSchema),
      providesTags: (_result, _error, id) => [assessmentTag.one(id)],
    }),
    /**
     * `GET /section?assessment_id=&section_id=`: one section's questions with their answers. The questionnaire reads
     * it for a section its first data left out (`lib/assessments/outline.ts`), when it is opened or its entry is
     * pointed at; the section's questions then join the cached assessment, so that it is read once.
     */
    getSection: build.query<SectionDetail, { assessment_id: string; section_id: string }>({
      query: (query) => ({ url: PROJECT_ROUTES.section, body: query, schemas: assessmentSchemas }),
      responseSchema: assessmentSchemas.response((schemas) => schemas.sectionDetailSchema),
      providesTags: (_result, _error, query) => [assessmentTag.one(query.assessment_id)],
      async onQueryStarted(query, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(keepSection(query.assessment_id, data.section));
        } catch {
          // The questionnaire shows the failure where the section's questions would be.
        }
      },
    }),
    /** `GET /compute?project_id=`: the latest results (null before the first run). */
    getCompute: build.query<LatestCompute, string>({
      query: (projectId) => ({ url: PROJECT_ROUTES.compute, body: { project_id: projectId }, schemas: assessmentSchemas }),
      responseSchema: assessmentSchemas.response((schemas) => schemas.latestComputeSchema),
      providesTags: (_result, _error, projectId) => [assessmentTag.compute(projectId)],
    }),
    /** `POST /compute`: runs and stores; the answer replaces the cached results. */
    runCompute: build.mutation<ComputeResult, string>({
      query: (projectId) => ({ url: PROJECT_ROUTES.compute, method: 'POST', body: { project_id: projectId }, schemas: assessmentSchemas }),
      responseSchema: assessmentSchemas.response((schemas) => schemas.computeResultSchema),
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

export const { useGetAssessmentQuery, useGetSectionQuery, useGetComputeQuery, useRunComputeMutation } = assessmentsApi;

/** A section read with `GET /section` joins the cached assessment (its answers are the questionnaire's already). */
export function keepSection(assessmentId: string, section: SectionDetail['section']) {
  return assessmentsApi.util.updateQueryData('getAssessment', assessmentId, (draft) => fillSection(draft as OutlinedAssessment, section));
}

// The page's first data, read again while the page is open (a change of language), keeps the sections read since.
keepOnPrefetch<OutlinedAssessment>('getAssessment', keepReadSections);
