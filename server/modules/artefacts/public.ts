// The artefacts module's surface (issue22.md §2): other modules (field uploads, evidence, package) reach artefacts only here.
export { registerArtefactRoutes } from './routes';
// Field uploads from a phone (field track, R-22.16– ).
export { registerMobileUploadRoutes } from './mobile-uploads-routes';
export { receiveArtefact, openArtefact, PROCESS_JOB, ARTEFACT_RECEIVED_ACTION, type ArtefactDeps, type ArtefactInput } from './intake';
export { findArtefacts, listArtefacts, flagsOf, logOf, type ArtefactFilter } from './repository';
export { attachToBatch } from './attach';
export type { ArtefactRow, ArtefactFlagRow, ArtefactLogStepRow } from '@/server/db/schema';
