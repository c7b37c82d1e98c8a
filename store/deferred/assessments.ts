import type { assessmentsApi } from '../api/assessments';
import { deferredQueryHook } from './hooks';
import { once } from './loaded-endpoint';

/** The assessments' endpoints (with what their module sets when it loads: how a questionnaire's first data is kept). */
const loadAssessments = once(() => import('../api/assessments'));

/** A project's latest computed results (`GET /compute`), their endpoint loaded after hydration. */
export const useGetComputeQuery = deferredQueryHook<typeof assessmentsApi.useGetComputeQuery>(loadAssessments, 'getCompute');
