import type { projectFilesApi } from '../api/project-files';
import { deferredQueryHook } from './hooks';
import { once } from './loaded-endpoint';

/** The project files' endpoints (with the projects' ones, which they join). */
const loadProjectFiles = once(() => import('../api/project-files'));

/** A project's files (`GET /files`), their endpoint loaded after hydration. */
export const useGetProjectFilesQuery = deferredQueryHook<typeof projectFilesApi.useGetProjectFilesQuery>(loadProjectFiles, 'getProjectFiles');
