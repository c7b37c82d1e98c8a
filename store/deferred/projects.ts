import type { projectsApi } from '../api/projects';
import { deferredMutationHook, deferredQueryHook } from './hooks';
import { once } from './loaded-endpoint';

/** The projects' endpoints (with the project half of the seed mirror, which joins with them). */
const loadProjects = once(() => import('../api/projects'));

/** A project (`GET /project`), its endpoint loaded after hydration. */
export const useGetProjectQuery = deferredQueryHook<typeof projectsApi.useGetProjectQuery>(loadProjects, 'getProject');

/** The questionnaire's CSV export, its endpoint loaded at the first export. */
export const useExportQuestionnaireMutation = deferredMutationHook<typeof projectsApi.useExportQuestionnaireMutation>(loadProjects, 'exportQuestionnaire');

/** A page of the user's projects (`GET /projects`), its endpoint loaded after hydration. */
export const useGetProjectsQuery = deferredQueryHook<typeof projectsApi.useGetProjectsQuery>(loadProjects, 'getProjects');

/** The ownership transfers waiting on the user, their endpoint loaded after hydration. */
export const useGetOwnershipQuery = deferredQueryHook<typeof projectsApi.useGetOwnershipQuery>(loadProjects, 'getOwnership');
