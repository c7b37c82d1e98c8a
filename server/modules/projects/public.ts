/**
 * Projects' public surface: every other domain reaches projects through this file only — who may see or change a
 * project (access), a project's state (its template, assessments and answers), the people on it, and the HTTP
 * conventions of project routes (the caller, the access-key header).
 */
export { registerProjectRoutes } from './routes';
export { createProjectsService, type ProjectsService } from './service';
export { accessTo, projectNotFound, requireWriter, resolveProjectAccess, type Caller, type ProjectAccessContext } from './access';
export { fileIds } from './files-repository';
export { findPeople, listAnswers, touchProject, updateProject, type Executor, type PersonRow } from './repository';
export { loadProjectState, type ProjectState } from './state';
export { toAssessmentSummary, toPerson } from './summaries';
export { loadTemplateIndex } from './template-snapshots';
export { ACCESS_KEY_NOTE, callerOf, json } from './http';
