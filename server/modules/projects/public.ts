/**
 * Projects' public surface: every other domain reaches projects through this file only. Opportunities, data rooms,
 * OEM matching and monitoring will hang off projects the same way assessments do.
 * - access: who may see or change a project (404 to anyone else, 403 to a reader who writes), and the caller of a
 *   project route with its `access-key` header;
 * - project state: the project with its template index, assessments, answers and visible questions, what is
 *   computed from it, and the few writes another domain makes on a project;
 * - people: the users named on a project's records.
 */
export { registerProjectRoutes } from './routes';
export { createProjectsService, type ProjectsService } from './service';

// Access
export { accessTo, grantEmailOf, holdsInvestorData, projectNotFound, requireReviewer, requireWriter, resolveProjectAccess, type Caller, type ProjectAccessContext } from './access';
export { ACCESS_KEY_NOTE, callerOf } from './http';
// Field staff: the one door a `field` grant opens.
export { fieldRecord, READER_CANNOT_UPLOAD, resolveFieldAccess, type FieldAccess, type FieldProjectOf, type FieldRole } from './field-access';
export { projectsUploadableBy } from './field-repository';

// Project state
export { loadProjectState, setCurrentStep, type ProjectState } from './state';
export { toAssessmentSummary } from './summaries';
export { findProject, listAnswers, projectIdsOwnedBy, projectsReadableBy, touchProject } from './repository';
export { fileIds as projectFileIds, findFile as findProjectFile } from './files-repository';

// People
export { findPeople, type PersonRow } from './repository';
/** Whom a project is shared with, and with which right (`edit`: its editors, told of alarms left unacknowledged). */
export { listShares } from './sharing-repository';
export { toPerson } from './summaries';
export { projectRecords, type ProjectOf, type ProjectRecords } from './record-guard';
/** OEM matching's reads of answers (issue 23): what changed since, and the values it scores. */
export { allProjectIds, answerValuesOf, answersChangedSince, projectNames } from './matching-repository';
// Companies' track record (issue 23, R-23.13).
export { projectTrackFacts, type ProjectTrackFacts } from './track-repository';
// Staff's page of a user and the erasure of a user (issue 24, items 8 and 10).
export { forgetInvitationsOf, ownedProjectsSharedWithOthers, projectsOfPerson } from './people-admin-repository';
